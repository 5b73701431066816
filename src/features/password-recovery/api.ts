import type {
  ChecarCodigoRecuperacaoBody,
  ChecarCodigoRecuperacaoResponse,
  EsqueciSenhaBody,
  EsqueciSenhaResponse,
} from '../../../domain/contract/registration';
import { api } from '../../lib/api';

/** The password-recovery calls of SPEC §7 (Authentication). */
export const passwordRecoveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    esqueciSenha: build.mutation<EsqueciSenhaResponse, EsqueciSenhaBody>({
      query: (body) => ({ url: 'auth/esqueciSenha', method: 'POST', body }),
    }),
    checarCodigoRecuperacao: build.mutation<ChecarCodigoRecuperacaoResponse, ChecarCodigoRecuperacaoBody>({
      query: (body) => ({ url: 'auth/checarCodigoRecuperacao', method: 'POST', body }),
    }),
  }),
});

export const { useEsqueciSenhaMutation, useChecarCodigoRecuperacaoMutation } = passwordRecoveryApi;
