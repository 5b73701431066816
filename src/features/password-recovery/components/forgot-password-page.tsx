import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { COMMON_MSG, TITLE } from '../../../../domain/messages';
import { useAlerts } from '../../../components/alerts/alerts-context';
import { useErrorAlert } from '../../../components/alerts/use-error-alert';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { settle } from '../../../lib/api-result';
import { useCheckRecoveryCodeMutation, useRequestRecoveryCodeMutation } from '../api';
import { checkCodeAnswer } from '../check-code-answer';
import { useForgotPassword } from '../../../components/password-recovery/use-forgot-password';
import { NewPasswordStep } from '../../../components/password-recovery/new-password-step';
import { RecoveryCodeStep } from '../../../components/password-recovery/recovery-code-step';
import { UserStep } from './user-step';

/** /forgetPassword: e-mail or mobile, the 6-digit code, the new password; then back to login. */
export function ForgotPasswordPage() {
  useDocumentTitle('Esqueci minha senha');
  const navigate = useNavigate();
  const showAlert = useAlerts();
  const [requestCode] = useRequestRecoveryCodeMutation();
  const [checkCode] = useCheckRecoveryCodeMutation();
  const { state, send, codeStep, busy } = useForgotPassword({
    requestCode: (user) => settle(requestCode(user)),
    checkCode: (check) => checkCodeAnswer(check, checkCode(check)),
  });
  const { context } = state;
  const { error } = context;

  useErrorAlert(error, () => send({ type: 'error.dismissed' }));

  const changed = state.matches('changed');
  useEffect(() => {
    if (!changed) return;
    void showAlert({ kind: 'success', title: TITLE.success, message: COMMON_MSG.passwordChanged }).then(() =>
      navigate('/login', { replace: true }),
    );
  }, [changed, navigate, showAlert]);

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
        <RecoveryCodeStep {...codeStep} busy={busy} />
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
