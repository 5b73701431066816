import type {
  StaffForgotPasswordBody,
  StaffResetPasswordBody,
} from '../../../domain/contract/gestao-session';
import type { Outcome } from '../../../domain/outcome';
import type { RecoveryCodeCheck, RecoveryCodeOutcome } from '../../../machines/forgot-password.machine';
import { gestaoApi } from './api';

/** Said whether or not the e-mail is staff's: the answer reveals no account. */
export const STAFF_CODE_SENT =
  'Se este e-mail for de alguém da equipe, enviamos para ele um código de 6 dígitos. Ele vale por 10 minutos.';

const toResetBody = ({ user, code, password }: RecoveryCodeCheck): StaffResetPasswordBody => ({
  email: user,
  code,
  ...(password === undefined ? {} : { password }),
});

/** Esqueci minha senha of the back office: the code by e-mail, then the new password. */
const staffPasswordRecoveryApi = gestaoApi.injectEndpoints({
  endpoints: (b) => ({
    requestStaffRecoveryCode: b.mutation<RecoveryCodeOutcome, string>({
      query: (email) => ({
        url: 'gestao/password/forgot',
        method: 'POST',
        body: { email } satisfies StaffForgotPasswordBody,
      }),
      transformResponse: (): RecoveryCodeOutcome => ({ ok: true, value: { sentTo: STAFF_CODE_SENT } }),
    }),
    checkStaffRecoveryCode: b.mutation<Outcome, RecoveryCodeCheck>({
      query: (check) => ({ url: 'gestao/password/reset', method: 'POST', body: toResetBody(check) }),
      transformResponse: (): Outcome => ({ ok: true, value: undefined }),
    }),
  }),
});

export const { useRequestStaffRecoveryCodeMutation, useCheckStaffRecoveryCodeMutation } =
  staffPasswordRecoveryApi;
