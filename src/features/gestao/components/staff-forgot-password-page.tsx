import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { COMMON_MSG } from '../../../../domain/messages';
import { useForgotPassword } from '../../../components/password-recovery/use-forgot-password';
import { NewPasswordStep } from '../../../components/password-recovery/new-password-step';
import { RecoveryCodeStep } from '../../../components/password-recovery/recovery-code-step';
import { TextField } from '../../../components/text-field';
import { settle } from '../../../lib/api-result';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  useCheckStaffRecoveryCodeMutation,
  useRequestStaffRecoveryCodeMutation,
} from '../password-recovery-api';

/** What the login says when it is reached from here. */
export interface StaffLoginNotice {
  notice: string;
}

/** /gestao/esqueci-senha: the staff e-mail, the 6-digit code it received, the new password twice. */
export function StaffForgotPasswordPage() {
  useDocumentTitle('Gestão — Esqueci minha senha');
  const navigate = useNavigate();
  const [requestCode] = useRequestStaffRecoveryCodeMutation();
  const [checkCode] = useCheckStaffRecoveryCodeMutation();
  const { state, send, codeStep, busy } = useForgotPassword({
    requestCode: (user) => settle(requestCode(user)),
    checkCode: (check) => settle(checkCode(check)),
  });
  const { context } = state;

  const changed = state.matches('changed');
  useEffect(() => {
    if (!changed) return;
    const notice: StaffLoginNotice = { notice: COMMON_MSG.passwordChanged };
    navigate('/gestao/login', { replace: true, state: notice });
  }, [changed, navigate]);

  return (
    <main className="gestao-login">
      <div className="gestao-card">
        <h1>Esqueci minha senha</h1>
        {(state.matches('user') || state.matches('requesting')) && (
          <form
            className="form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'user.submitted' });
            }}
          >
            <p>Informe o e-mail com que você entra na gestão. Enviaremos um código de 6 dígitos.</p>
            <TextField
              label="E-mail"
              type="email"
              autoComplete="username"
              value={context.user}
              onChange={(e) => send({ type: 'field.changed', field: 'user', value: e.target.value })}
            />
            <button type="submit" className="button button-primary" disabled={busy}>
              {busy ? 'Enviando...' : 'Enviar código'}
            </button>
          </form>
        )}
        {(state.matches('code') || state.matches('resending')) && (
          <RecoveryCodeStep className="form" {...codeStep} busy={busy} />
        )}
        {(state.matches('newPassword') || state.matches('saving')) && (
          <NewPasswordStep
            className="form"
            password={context.password}
            passwordRepeat={context.passwordRepeat}
            busy={busy}
            onChange={(field, value) => send({ type: 'field.changed', field, value })}
            onSubmit={() => send({ type: 'password.submitted' })}
          />
        )}
        {context.error && (
          <p role="alert" className="field-error">
            {context.error}
          </p>
        )}
        <Link to="/gestao/login" className="link">
          Voltar para o login
        </Link>
      </div>
    </main>
  );
}
