import { useId, useState, type FormEvent } from 'react';
import { StaffRole } from '../../../../../domain/contract/gestao-session';
import type { TeamMember } from '../../../../../domain/contract/gestao-team';
import { formatDisplayDate } from '../../../../../domain/dates';
import { ROLE_LABEL } from '../../../../../domain/gestao-team-messages';
import { LoadProblem } from '../../../../components/load-problem';
import { TextField } from '../../../../components/text-field';
import { settleOutcome } from '../../../../lib/api-result';
import { useDraft } from '../../../../lib/use-draft';
import { FormMessage, noteOf, type FormNote } from '../form-message';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import {
  useChangeStaffRoleMutation,
  useInviteStaffMutation,
  useRemoveStaffMutation,
  useResendInvitationMutation,
  useTeamQuery,
} from '../../team-api';
import './team.css';

const ROLES: readonly StaffRole[] = StaffRole.options;
type Notice = FormNote | null;

function statusText(s: TeamMember) {
  if (s.status === 'active') return 'Ativo';
  if (s.status === 'expired') return 'Convite expirado';
  return `Convite enviado (vale até ${formatDisplayDate(new Date(s.inviteExpiresAt ?? ''))})`;
}

function InviteForm({ onNotice }: { onNotice: (n: Notice) => void }) {
  const id = useId();
  const [invite, { isLoading }] = useInviteStaffMutation();
  const { draft, field, setDraft } = useDraft({ name: '', email: '', role: 'financeiro' as StaffRole });
  const { name, email, role } = draft;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const outcome = await settleOutcome(invite({ name, email, role }));
    onNotice(noteOf(outcome, `Convite enviado para ${email.trim().toLowerCase()}.`));
    if (outcome.ok) setDraft({ ...draft, name: '', email: '' });
  }

  return (
    <form
      className="gestao-toolbar team-form"
      aria-label="Convidar para a equipe"
      onSubmit={(e) => void submit(e)}
    >
      <TextField
        label="Nome"
        value={name}
        onChange={(e) => field('name')(e.target.value)}
        required
        maxLength={120}
      />
      <TextField
        label="E-mail"
        type="email"
        value={email}
        onChange={(e) => field('email')(e.target.value)}
        required
      />
      <div className="field">
        <label htmlFor={`${id}-role`}>Perfil</label>
        <select id={`${id}-role`} value={role} onChange={(e) => field('role')(e.target.value as StaffRole)}>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABEL[r]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button" disabled={isLoading}>
        Enviar convite
      </button>
    </form>
  );
}

function StaffRow({ person, onNotice }: { person: TeamMember; onNotice: (n: Notice) => void }) {
  const id = useId();
  const [changeRole] = useChangeStaffRoleMutation();
  const [remove, removing] = useRemoveStaffMutation();
  const [resend, resending] = useResendInvitationMutation();
  const [confirming, setConfirming] = useState(false);

  const run = async (call: { unwrap(): Promise<unknown> }, done: string) =>
    onNotice(noteOf(await settleOutcome(call), done));

  return (
    <tr>
      <th scope="row">
        {person.name}
        {person.you && <span className="muted"> (você)</span>}
      </th>
      <td data-label="E-mail">{person.email}</td>
      <td data-label="Perfil">
        {person.you ? (
          ROLE_LABEL[person.role]
        ) : (
          <>
            <label htmlFor={id} className="team-visually-hidden">
              Perfil de {person.name}
            </label>
            <select
              id={id}
              value={person.role}
              onChange={(e) =>
                void run(
                  changeRole({ staffId: person.id, role: e.target.value as StaffRole }),
                  `Perfil de ${person.name} alterado para ${ROLE_LABEL[e.target.value as StaffRole]}.`,
                )
              }
            >
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABEL[r]}
                </option>
              ))}
            </select>
          </>
        )}
      </td>
      <td data-label="Situação">{statusText(person)}</td>
      <td className="team-actions">
        {person.status !== 'active' && (
          <button
            type="button"
            className="button"
            disabled={resending.isLoading}
            onClick={() => void run(resend(person.id), `Convite reenviado para ${person.email}.`)}
          >
            Reenviar convite para {person.name}
          </button>
        )}
        {!person.you &&
          (confirming ? (
            <>
              <button
                type="button"
                className="button"
                disabled={removing.isLoading}
                onClick={() => void run(remove(person.id), `${person.name} foi removido(a) da equipe.`)}
              >
                Confirmar remoção de {person.name}
              </button>
              <button type="button" className="button" onClick={() => setConfirming(false)}>
                Cancelar
              </button>
            </>
          ) : (
            <button type="button" className="button" onClick={() => setConfirming(true)}>
              Remover {person.name}
            </button>
          ))}
      </td>
    </tr>
  );
}

/** Equipe: who works the back office, invitations by e-mail, roles and removals. */
export default function TeamPage() {
  useDocumentTitle('Equipe');
  const { data, isLoading, isError, error, refetch } = useTeamQuery();
  const [notice, setNotice] = useState<Notice>(null);

  return (
    <>
      <h1>Equipe</h1>
      <p className="muted">
        Gestor(a) acessa tudo; Financeiro acessa cobranças, pagamentos, exportações e a consulta de membros.
      </p>
      <FormMessage note={notice} />
      <section className="gestao-card" aria-labelledby="team-invite">
        <h2 id="team-invite">Convidar</h2>
        <InviteForm onNotice={setNotice} />
      </section>
      <section className="gestao-card" aria-labelledby="team-list">
        <h2 id="team-list">Pessoas da equipe</h2>
        {isLoading && <p className="muted">Carregando...</p>}
        {isError && <LoadProblem what="a equipe" error={error} onRetry={() => void refetch()} />}
        {data && (
          <div className="gestao-table-wrap">
            <table className="gestao-table">
              <thead>
                <tr>
                  <th scope="col">Nome</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Perfil</th>
                  <th scope="col">Situação</th>
                  <th scope="col">Ações</th>
                </tr>
              </thead>
              <tbody>
                {data.map((person) => (
                  <StaffRow key={person.id} person={person} onNotice={setNotice} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
