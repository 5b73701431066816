import type {
  ChecarCodigoRecuperacaoBody,
  ChecarCodigoRecuperacaoResponse,
  EsqueciSenhaResponse,
} from '../../../domain/contract/registration';
import { COMMON_MSG } from '../../../domain/messages';
import type { Outcome } from '../../../domain/outcome';
import type { RecoveryCodeCheck, RecoveryCodeOutcome } from '../../../machines/forgot-password.machine';
import { api } from '../../lib/api';

const toCheckBody = ({ user, code, password }: RecoveryCodeCheck): ChecarCodigoRecuperacaoBody => ({
  USUARIO: user,
  CODIGO_RECUPERACAO: code,
  ...(password === undefined ? {} : { SENHA: password }),
});

/** A refused check says why, or what the step it refused says. */
const refusalText = (check: RecoveryCodeCheck) =>
  check.password === undefined ? COMMON_MSG.recoveryCodeInvalid : COMMON_MSG.newPasswordFailed;

/** The password-recovery calls of SPEC §7 (Authentication). */
export const passwordRecoveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestRecoveryCode: build.mutation<RecoveryCodeOutcome, string>({
      query: (user) => ({ url: 'auth/esqueciSenha', method: 'POST', body: { USUARIO: user } }),
      transformResponse: (answer: EsqueciSenhaResponse): RecoveryCodeOutcome =>
        answer.registrado
          ? { ok: true, value: { sentTo: answer.msg ?? '' } }
          : { ok: false, message: COMMON_MSG.userNotRegistered },
    }),
    checkRecoveryCode: build.mutation<Outcome, RecoveryCodeCheck>({
      query: (check) => ({ url: 'auth/checarCodigoRecuperacao', method: 'POST', body: toCheckBody(check) }),
      transformResponse: (answer: ChecarCodigoRecuperacaoResponse, _meta, check): Outcome =>
        answer.aceito
          ? { ok: true, value: undefined }
          : { ok: false, message: answer.msg ?? refusalText(check) },
    }),
  }),
});

export const { useRequestRecoveryCodeMutation, useCheckRecoveryCodeMutation } = passwordRecoveryApi;
