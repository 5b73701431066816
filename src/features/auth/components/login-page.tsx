import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { COMMON_MSG, TITLE } from '../../../../domain/messages';
import { loginMachine, type LoginInput, type LoginRequest } from '../../../../machines/login.machine';
import { useAlerts } from '../../../components/alerts/alerts-context';
import { useErrorAlert } from '../../../components/alerts/use-error-alert';
import { CodeEntryStep } from '../../../components/code-entry-step';
import { TextField } from '../../../components/text-field';
import { inspect } from '../../../lib/inspect';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { loggedIn, selectToken } from '../../../lib/session';
import { settle } from '../../../lib/api-result';
import { useCodeEntry } from '../../../lib/use-code-entry';
import { useLoginMutation } from '../api';
import { useAppDispatch, useAppSelector } from '../../../lib/store-hooks';

/**
 * "Cadastre-se": with the association known (/login?emitente=428, as its join page links here),
 * its sign-up; else how to reach one, since a sign-up is always to an association (SPEC §4).
 */
function SignUpLink() {
  const association = new URLSearchParams(useLocation().search).get('emitente');
  if (association && /^\d{1,10}$/.test(association)) {
    return (
      <p className="login-signup">
        Não tem conta?{' '}
        <Link to={`/register/${association}`} className="link">
          Cadastre-se
        </Link>
      </p>
    );
  }
  return (
    <details className="login-signup">
      <summary className="link">Cadastre-se</summary>
      <p>
        O cadastro é feito pela sua associação: abra o link de adesão que ela enviou ou aponte a câmera do
        celular para o QR Code dela.
      </p>
    </details>
  );
}

export function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const showAlert = useAlerts();
  const token = useAppSelector(selectToken);
  const [login] = useLoginMutation();
  // Where a sign-up started (a product's or a join link) and its credentials, to enter and go back there.
  const arrival = useLocation().state as { credentials?: LoginInput; returnTo?: string } | null;
  const credentials = arrival?.credentials;
  // Only our own screens that started it: a product's page or an association's join link.
  const returnTo = /^\/(produto|associese\/)/.test(arrival?.returnTo ?? '') ? arrival!.returnTo! : '/';

  const [state, send] = useMachine(
    loginMachine.provide({
      actors: {
        // Refusals answered with an HTTP error (429, 400) carry their pt-BR msg too (SPEC §8).
        login: fromPromise(({ input }: { input: LoginRequest }) => settle(login(input))),
      },
    }),
    { input: credentials ?? {}, inspect },
  );
  const { error } = state.context;
  const confirming = state.matches('confirming') || state.matches('resending');
  const code = useCodeEntry(state.children.code);
  useDocumentTitle(confirming ? 'Confirme sua conta' : 'Entrar');

  useErrorAlert(error, () => send({ type: 'error.dismissed' }));

  useEffect(() => {
    if (state.status !== 'done') return;
    const enter = () => {
      dispatch(loggedIn(state.output.token));
      navigate(returnTo, { replace: true });
    };
    if (state.matches('confirmed')) {
      void showAlert({ kind: 'success', title: TITLE.success, message: COMMON_MSG.accountConfirmed }).then(
        enter,
      );
    } else {
      enter();
    }
  }, [state, dispatch, navigate, showAlert, returnTo]);

  if (token && state.status !== 'done') return <Navigate to="/" replace />;
  const busy = state.hasTag('busy') || code.busy;

  return (
    <main className="auth-page">
      <header className="auth-brand">
        <span className="brand-mark" aria-hidden="true">
          Q
        </span>
        <span className="brand-name">Quita</span>
      </header>
      {confirming ? (
        // Confirmation of a new account at its first login: a 6-digit code sent to the member.
        <CodeEntryStep
          heading={<h1>Confirme sua conta</h1>}
          intro={
            <p>
              Enviamos um código de 6 dígitos para <strong>{state.context.sentTo}</strong>. Digite-o abaixo
              para confirmar sua conta.
            </p>
          }
          label="Código de confirmação"
          submitLabel="Confirmar"
          busyLabel="Confirmar"
          maxLength={6}
          fieldEditableWhileBusy
          code={code.code}
          secondsLeft={code.secondsLeft}
          canResend={code.canResend}
          busy={busy}
          onChange={code.change}
          onSubmit={code.submit}
          onResend={code.resend}
        />
      ) : (
        <form
          className="card form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'login.submitted' });
          }}
        >
          <h1>Entrar</h1>
          <TextField
            label="E-mail ou celular"
            name="usuario"
            autoComplete="username"
            inputMode="email"
            value={state.context.user}
            onChange={(e) => send({ type: 'field.changed', field: 'user', value: e.target.value })}
          />
          <TextField
            label="Senha"
            name="senha"
            type="password"
            autoComplete="current-password"
            value={state.context.password}
            onChange={(e) => send({ type: 'field.changed', field: 'password', value: e.target.value })}
          />
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? 'Entrando...' : 'Entrar'}
          </button>
          <Link to="/forgetPassword" className="link">
            Esqueci minha senha
          </Link>
          <SignUpLink />
        </form>
      )}
    </main>
  );
}
