import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { COMMON_MSG, TITLE } from '../../../../domain/messages';
import { forgotPasswordMachine, type RecoveryCodeCheck } from '../../../../machines/forgot-password.machine';
import { useAlerts } from '../../../components/alerts/alerts-context';
import { inspect } from '../../../lib/inspect';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { settle } from '../../../lib/api-result';
import { useCodeEntry } from '../../../lib/use-code-entry';
import { useCheckRecoveryCodeMutation, useRequestRecoveryCodeMutation } from '../api';
import { NewPasswordStep } from './new-password-step';
import { RecoveryCodeStep } from './recovery-code-step';
import { UserStep } from './user-step';

/** /forgetPassword: e-mail or mobile, the 6-digit code, the new password; then back to login. */
export function ForgotPasswordPage() {
  useDocumentTitle('Esqueci minha senha');
  const navigate = useNavigate();
  const showAlert = useAlerts();
  const [requestCode] = useRequestRecoveryCodeMutation();
  const [checkCode] = useCheckRecoveryCodeMutation();
  const [state, send] = useMachine(
    forgotPasswordMachine.provide({
      actors: {
        requestCode: fromPromise(({ input }: { input: string }) => settle(requestCode(input))),
        checkCode: fromPromise(({ input }: { input: RecoveryCodeCheck }) => settle(checkCode(input))),
      },
    }),
    { inspect },
  );
  const { context } = state;
  const { error } = context;
  const code = useCodeEntry(state.children.code);

  useEffect(() => {
    if (!error) return;
    void showAlert({ kind: 'error', title: TITLE.error, message: error }).then(() =>
      send({ type: 'error.dismissed' }),
    );
  }, [error, send, showAlert]);

  const changed = state.matches('changed');
  useEffect(() => {
    if (!changed) return;
    void showAlert({ kind: 'success', title: TITLE.success, message: COMMON_MSG.passwordChanged }).then(() =>
      navigate('/login', { replace: true }),
    );
  }, [changed, navigate, showAlert]);

  const busy = state.hasTag('busy') || code.busy;
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
          usuario={context.user}
          busy={busy}
          onChange={(value) => send({ type: 'field.changed', field: 'user', value })}
          onSubmit={() => send({ type: 'user.submitted' })}
        />
      )}
      {(state.matches('code') || state.matches('resending')) && (
        <RecoveryCodeStep
          sentTo={context.sentTo}
          code={code.code}
          secondsLeft={code.secondsLeft}
          canResend={code.canResend}
          busy={busy}
          onChange={code.change}
          onSubmit={code.submit}
          onResend={code.resend}
        />
      )}
      {(state.matches('newPassword') || state.matches('saving')) && (
        <NewPasswordStep
          password={context.password}
          passwordRepeat={context.passwordRepeat}
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
