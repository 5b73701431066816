import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { COMMON_MSG } from '../../../../../domain/messages';
import { isStrongPassword } from '../../../../../domain/password';
import { TextField } from '../../../../components/text-field';
import { errorMessage } from '../../../../lib/api';
import { settleOutcome } from '../../../../lib/api-result';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useAcceptInvitationMutation, useInvitationQuery } from '../../team-api';
import './team.css';

const PASSWORDS_DIFFER = 'As senhas não coincidem.';

/** /gestao/convite/:token — outside the staff session: the invited person sets their password. */
export default function InvitePage() {
  useDocumentTitle('Convite para a equipe');
  const token = useParams().token ?? '';
  const invite = useInvitationQuery(token);
  const [accept, { isLoading, isSuccess }] = useAcceptInvitationMutation();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isStrongPassword(password)) return setError(COMMON_MSG.passwordWeak);
    if (password !== repeat) return setError(PASSWORDS_DIFFER);
    setError(null);
    const outcome = await settleOutcome(accept({ token, password }));
    if (!outcome.ok) setError(outcome.message);
  }

  return (
    <main className="gestao-login">
      <div className="gestao-card team-invite">
        <h1>Convite para a equipe</h1>
        {invite.isLoading && <p className="muted">Carregando...</p>}
        {invite.isError && !isSuccess && <p role="alert">{errorMessage(invite.error)}</p>}
        {isSuccess ? (
          <>
            <p role="status">Senha definida. Entre com seu e-mail e a nova senha.</p>
            <Link className="button button-primary" to="/gestao/login">
              Ir para o login
            </Link>
          </>
        ) : (
          invite.data && (
            <form className="form" noValidate onSubmit={(e) => void submit(e)}>
              <p>
                {invite.data.name}, você foi convidado(a) para a gestão de{' '}
                <strong>{invite.data.associationName}</strong>. Seu login será{' '}
                <strong>{invite.data.email}</strong>.
              </p>
              <TextField
                label="Nova senha"
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              <TextField
                label="Repita a senha"
                type="password"
                autoComplete="new-password"
                value={repeat}
                onChange={(e) => setRepeat(e.target.value)}
              />
              <p className="muted">{COMMON_MSG.passwordWeak}</p>
              {error && (
                <p role="alert" className="field-error">
                  {error}
                </p>
              )}
              <button type="submit" className="button button-primary" disabled={isLoading}>
                Definir senha
              </button>
            </form>
          )
        )}
      </div>
    </main>
  );
}
