import type { LoginBody, LoginResponse } from '../../../domain/contract/auth';
import { COMMON_MSG } from '../../../domain/messages';
import type { LoginAnswer, LoginOutcome, LoginRequest } from '../../../machines/login.machine';
import { legacyOutcome } from '../../lib/api-result';
import { api } from '../../lib/api';

const toLoginBody = ({ user, password, confirmationCode }: LoginRequest): LoginBody => ({
  usuario: user,
  senha: password,
  ...(confirmationCode ? { codigoConfirmacao: confirmationCode } : {}),
});

/** resultado with confirmado false: a code went to `enviadoPara`; otherwise the token. */
const toLoginOutcome = (answer: LoginResponse): LoginOutcome => {
  const outcome = legacyOutcome(answer, (r): LoginAnswer | null =>
    r.confirmado === false
      ? { confirmed: false, sentTo: r.enviadoPara ?? '' }
      : r.token
        ? { confirmed: true, token: r.token }
        : null,
  );
  if (!outcome.ok) return outcome;
  return outcome.value ? { ok: true, value: outcome.value } : { ok: false, message: COMMON_MSG.unknownError };
};

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginOutcome, LoginRequest>({
      query: (request) => ({ url: 'auth/login', method: 'POST', body: toLoginBody(request) }),
      transformResponse: toLoginOutcome,
    }),
  }),
});

export const { useLoginMutation } = authApi;
