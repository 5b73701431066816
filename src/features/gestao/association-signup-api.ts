import type {
  AssociationSignUpBody,
  AssociationSignUpStarted,
} from '../../../domain/contract/gestao-association';
import type { StaffLoginResponse } from '../../../domain/contract/gestao-session';
import type { SignUpCodeCheck } from '../../../machines/association-signup.machine';
import { gestaoApi } from './api';

/** "Cadastrar associação" (public): whether it is open, the form, the code and its resend. */
const associationSignUpApi = gestaoApi.injectEndpoints({
  endpoints: (b) => ({
    associationSignUpOpen: b.query<{ open: true }, void>({
      query: () => 'gestao/cadastro',
    }),
    startAssociationSignUp: b.mutation<AssociationSignUpStarted, AssociationSignUpBody>({
      query: (body) => ({ url: 'gestao/cadastro', method: 'POST', body }),
    }),
    resendAssociationSignUpCode: b.mutation<{ sentTo: string }, string>({
      query: (signupId) => ({ url: `gestao/cadastro/${signupId}/codigo`, method: 'POST' }),
    }),
    confirmAssociationSignUp: b.mutation<StaffLoginResponse, SignUpCodeCheck>({
      query: ({ signupId, code }) => ({
        url: `gestao/cadastro/${signupId}/confirmacao`,
        method: 'POST',
        body: { code },
      }),
    }),
  }),
});

export const {
  useAssociationSignUpOpenQuery,
  useStartAssociationSignUpMutation,
  useResendAssociationSignUpCodeMutation,
  useConfirmAssociationSignUpMutation,
} = associationSignUpApi;
