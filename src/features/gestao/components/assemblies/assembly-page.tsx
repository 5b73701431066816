import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ASSEMBLY_MSG } from '../../../../../domain/assembly-messages';
import { formatDisplayDate } from '../../../../../domain/dates';
import { votingWhen } from '../../../../../domain/voting-format';
import { LoadProblem } from '../../../../components/load-problem';
import { settleOutcome } from '../../../../lib/api-result';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import {
  useAssemblyQuery,
  useCancelAssemblyMutation,
  usePublishAssemblyMutation,
} from '../../assemblies-api';
import { StaffFileButton } from '../staff-file-button';
import { AssemblyResults } from './assembly-results';
import { STATUS_LABEL } from './assembly-status';
import './assemblies.css';

/** One assembly: its agenda; "Publicar edital"; while open the turnout only; once closed, results and minutes. */
export default function AssemblyPage() {
  const id = Number(useParams().assemblyId);
  const formId = useId();
  const { data: a, error, refetch } = useAssemblyQuery(id);
  useDocumentTitle(a?.title ?? 'Assembleia');
  const [publish, publishing] = usePublishAssemblyMutation();
  const [cancel, cancelling] = useCancelAssemblyMutation();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function doPublish() {
    setProblem(null);
    const done = await settleOutcome(publish(id));
    if (!done.ok) setProblem(done.message);
  }
  async function doCancel(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const done = await settleOutcome(cancel({ id, reason }));
    if (!done.ok) setProblem(done.message);
  }

  if (error) return <LoadProblem what="a assembleia" error={error} onRetry={() => void refetch()} />;
  if (!a) return <p className="muted">Carregando...</p>;
  const live = a.status === 'draft' || a.status === 'published';
  return (
    <>
      <p>
        <Link className="gestao-back-link" to="/gestao/assembleias">
          ← Assembleias
        </Link>
      </p>
      <h1>{a.title}</h1>
      <section className="gestao-card" aria-label="Dados da assembleia">
        <dl className="assemblies-facts">
          <dt>Situação</dt>
          <dd>{STATUS_LABEL[a.status]}</dd>
          <dt>Tipo</dt>
          <dd>{ASSEMBLY_MSG.kinds[a.kind]}</dd>
          <dt>Votação</dt>
          <dd>
            {votingWhen(a.votingStartsAt)} a {votingWhen(a.votingEndsAt)}
          </dd>
          <dt>Data de corte</dt>
          <dd>{a.cutoffDay ? formatDisplayDate(a.cutoffDay) : 'O dia da publicação do edital'}</dd>
          <dt>Categorias com direito a voto</dt>
          <dd>{a.votingCategories.map((c) => c.name).join(', ')}</dd>
          <dt>Quórum mínimo</dt>
          <dd>{a.quorumPercent > 0 ? `${a.quorumPercent}%` : 'Nenhum'}</dd>
          {a.eligibleCount !== null && (
            <>
              <dt>Comparecimento</dt>
              <dd>{ASSEMBLY_MSG.turnout(a.votedCount, a.eligibleCount)}</dd>
            </>
          )}
          {a.cancelReason && (
            <>
              <dt>Motivo do cancelamento</dt>
              <dd>{a.cancelReason}</dd>
            </>
          )}
        </dl>
        <h2>Questões</h2>
        <ol>
          {a.questions.map((q) => (
            <li key={q.id}>
              {q.text} — {q.options.map((o) => o.label).join(', ')}
              {q.maxChoices > 1 ? ` (até ${q.maxChoices} escolhas)` : ''}
            </li>
          ))}
        </ol>
        <div className="assemblies-actions">
          {a.status === 'draft' && (
            <button
              type="button"
              className="button button-primary"
              disabled={publishing.isLoading}
              onClick={() => void doPublish()}
            >
              {publishing.isLoading ? 'Publicando...' : 'Publicar edital'}
            </button>
          )}
          {a.noticeCode && (
            <StaffFileButton
              url={`gestao/assemblies/${a.id}/edital.pdf`}
              fileName={`edital-${a.id}.pdf`}
              label={ASSEMBLY_MSG.noticeTitle}
              busyLabel="Baixando..."
            />
          )}
          {a.minutesCode && (
            <StaffFileButton
              url={`gestao/assemblies/${a.id}/ata.pdf`}
              fileName={`ata-${a.id}.pdf`}
              label={ASSEMBLY_MSG.minutesTitle}
              busyLabel="Baixando..."
            />
          )}
        </div>
        {a.noticeCode && <p>Código do edital: {a.noticeCode}</p>}
        {a.minutesCode && <p>Código da ata: {a.minutesCode}</p>}
        {problem && (
          <p role="alert" className="field-error">
            {problem}
          </p>
        )}
      </section>
      {a.status === 'closed' && <AssemblyResults id={a.id} />}
      {a.status !== 'draft' && (
        <section className="gestao-card" aria-labelledby={`${formId}-eligible`}>
          <h2 id={`${formId}-eligible`}>Membros aptos a votar ({a.eligible.length})</h2>
          <ul className="assemblies-eligible">
            {a.eligible.map((e, i) => (
              <li key={`${e.name}-${i}`}>{e.name}</li>
            ))}
          </ul>
        </section>
      )}
      {live && (
        <form className="gestao-card" aria-label="Cancelar assembleia" onSubmit={(e) => void doCancel(e)}>
          <div className="field">
            <label htmlFor={`${formId}-reason`}>Motivo do cancelamento</label>
            <textarea
              id={`${formId}-reason`}
              rows={2}
              maxLength={1000}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
          <button type="submit" className="button" disabled={cancelling.isLoading || !reason.trim()}>
            Cancelar assembleia
          </button>
        </form>
      )}
    </>
  );
}
