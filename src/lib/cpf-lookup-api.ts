import type { UserRegisteredBody, UserRegisteredResponse } from '../../domain/contract/registration';
import { succeeded, type Outcome } from '../../domain/outcome';
import type { CpfQuery, CpfStatus } from '../../domain/registration-lookups';
import { api } from './api';

const toCpfStatus = (answer: UserRegisteredResponse): CpfStatus => ({
  hasAccount: answer.registrado,
  knownToAssociation: answer.registradoEmitente,
  sendOptions: {
    ...(answer.opcoesEnvio.EMAIL ? { email: answer.opcoesEnvio.EMAIL } : {}),
    ...(answer.opcoesEnvio.CELULAR ? { mobile: answer.opcoesEnvio.CELULAR } : {}),
  },
});

/**
 * SPEC §7 auth/userRegistered, asked by the sign-up and by the buyer form (no token): whether the
 * CPF (digits) has an account, whether the association knows it, and where a code could be sent.
 */
export const cpfLookupApi = api.injectEndpoints({
  endpoints: (build) => ({
    lookUpCpf: build.mutation<Outcome<CpfStatus>, CpfQuery>({
      query: ({ cpf, associationId }) => ({
        url: 'auth/userRegistered',
        method: 'POST',
        body: { CPF: cpf, ID_EMITENTE_ML: associationId } satisfies UserRegisteredBody,
      }),
      transformResponse: (answer: UserRegisteredResponse) => succeeded(toCpfStatus(answer)),
    }),
  }),
});

export const { useLookUpCpfMutation } = cpfLookupApi;
