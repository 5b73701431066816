import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { ChecarCodigoRecuperacaoBody, EsqueciSenhaBody } from '../../../../domain/contract/registration';
import { MSG, TITLE } from '../../../../domain/messages';
import { forgotPasswordMachine } from '../../../../machines/forgot-password.machine';
import { useAlerts } from '../../../components/alerts/alerts-context';
import { inspect } from '../../../lib/inspect';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { unwrapWithMessage } from '../../../lib/unwrap';
import { useChecarCodigoRecuperacaoMutation, useEsqueciSenhaMutation } from '../api';
import { NewPasswordStep } from './new-password-step';
import { RecoveryCodeStep } from './recovery-code-step';
import { UserStep } from './user-step';

/** /forgetPassword: e-mail or mobile, the 6-digit code, the new password; then back to login. */
export function ForgotPasswordPage() {
  useDocumentTitle('Esqueci minha senha');
  const navigate = useNavigate();
  const showAlert = useAlerts();
  const [esqueciSenha] = useEsqueciSenhaMutation();
  const [checarCodigo] = useChecarCodigoRecuperacaoMutation();
  const [state, send] = useMachine(
    forgotPasswordMachine.provide({
      actors: {
        requestCode: fromPromise(({ input }: { input: EsqueciSenhaBody }) =>
          unwrapWithMessage(esqueciSenha(input)),
        ),
        checkCode: fromPromise(({ input }: { input: ChecarCodigoRecuperacaoBody }) =>
          unwrapWithMessage(checarCodigo(input)),
        ),
      },
    }),
    { inspect },
  );
  const { context } = state;
  const { error } = context;

  useEffect(() => {
    if (!error) return;
    void showAlert({ kind: 'error', title: TITLE.error, message: error }).then(() =>
      send({ type: 'error.dismissed' }),
    );
  }, [error, send, showAlert]);

  const changed = state.matches('changed');
  useEffect(() => {
    if (!changed) return;
    void showAlert({ kind: 'success', title: TITLE.success, message: MSG.passwordChanged }).then(() =>
      navigate('/login', { replace: true }),
    );
  }, [changed, navigate, showAlert]);

  const busy = state.hasTag('busy');
  return (
    <main className="auth-page">
      <header className="auth-brand">
        <span className="brand-mark" aria-hidden="true">
          Q
        </span>
        <span className="brand-name">Quita</span>
      </header>
      <h1>Esqueci minha senha</h1>
      {(state.matches('user') || state.matches('requesting')) && (
        <UserStep
          usuario={context.usuario}
          busy={busy}
          onChange={(value) => send({ type: 'field.changed', field: 'usuario', value })}
          onSubmit={() => send({ type: 'user.submitted' })}
        />
      )}
      {(state.matches('code') || state.matches('resending') || state.matches('checkingCode')) && (
        <RecoveryCodeStep
          sentTo={context.sentTo}
          code={context.code}
          secondsLeft={context.secondsLeft}
          canResend={state.can({ type: 'code.resend' })}
          busy={busy}
          onChange={(value) => send({ type: 'code.changed', value })}
          onSubmit={() => send({ type: 'code.submitted' })}
          onResend={() => send({ type: 'code.resend' })}
        />
      )}
      {(state.matches('newPassword') || state.matches('saving')) && (
        <NewPasswordStep
          senha={context.senha}
          senhaRepeticao={context.senhaRepeticao}
          busy={busy}
          onChange={(field, value) => send({ type: 'field.changed', field, value })}
          onSubmit={() => send({ type: 'password.submitted' })}
        />
      )}
      {!changed && (
        <Link to="/login" className="link">
          Voltar para o login
        </Link>
      )}
    </main>
  );
}
