import type {
  CategoriasEmitenteResponse,
  CodeResponse,
  EnviarCodigoConfirmacaoBody,
  MedicoCrmBody,
  MedicoCrmResponse,
  RegistrarContaBody,
  RegistrarContaResponse,
  UserRegisteredBody,
  UserRegisteredResponse,
  VerificarCodigoConfirmacaoBody,
  VerificarCodigoConfirmacaoResponse,
} from '../../../domain/contract/registration';
import type { UploadTokenResponse } from '../../../domain/contract/uploads';
import { api } from '../../lib/api';

const post =
  <B>(url: string) =>
  (body: B) => ({ url, method: 'POST', body });

/** The sign-up calls of SPEC §7 (Authentication) and the address lookup of the form. */
export const registrationApi = api.injectEndpoints({
  endpoints: (build) => ({
    userRegistered: build.mutation<UserRegisteredResponse, UserRegisteredBody>({
      query: post('auth/userRegistered'),
    }),
    medicoCrm: build.mutation<MedicoCrmResponse, MedicoCrmBody>({ query: post('auth/medicoCRM') }),
    enviarCodigoConfirmacao: build.mutation<CodeResponse, EnviarCodigoConfirmacaoBody>({
      query: post('auth/enviarCodigoConfirmacao'),
    }),
    verificarCodigoConfirmacao: build.mutation<
      VerificarCodigoConfirmacaoResponse,
      VerificarCodigoConfirmacaoBody
    >({ query: post('auth/verificarCodigoConfirmacao') }),
    registrarConta: build.mutation<RegistrarContaResponse, RegistrarContaBody>({
      query: post('auth/registrarConta'),
    }),
    /** The issuer's categories and annuities, as its staff set them. */
    /** The issuer's name and its categories: the header and the category field read the same answer. */
    categoriasEmitente: build.query<CategoriasEmitenteResponse, number>({
      query: (idEmitenteML) => `auth/categoriasEmitente/${idEmitenteML}`,
    }),
    /** Takes the CEP's 8 digits. */
    /** Our own API: the token under which this sign-up uploads its files. */
    uploadToken: build.mutation<UploadTokenResponse, void>({
      query: () => ({ url: 'uploads/token', method: 'POST' }),
    }),
  }),
});

export const {
  useUserRegisteredMutation,
  useMedicoCrmMutation,
  useEnviarCodigoConfirmacaoMutation,
  useVerificarCodigoConfirmacaoMutation,
  useRegistrarContaMutation,
  useCategoriasEmitenteQuery,
  useUploadTokenMutation,
} = registrationApi;
