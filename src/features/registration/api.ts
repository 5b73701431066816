import type {
  CategoriasEmitenteResponse,
  CodeResponse,
  EmitentePrefill,
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
import { MSG } from '../../../domain/messages';
import type { RegistrantOnFile } from '../../../domain/registration-draft';
import type {
  RegistrantCodeCheck,
  RegistrantCodeRequest,
  RegistrantCodeSent,
  RegistrantVerified,
} from '../../../machines/verification-code.machine';
import { failureOf, legacyOutcome } from '../../lib/api-result';
import { api } from '../../lib/api';

const toCodeBody = ({ issuerId, cpf, channel }: RegistrantCodeRequest): EnviarCodigoConfirmacaoBody => ({
  ID_EMITENTE_ML: issuerId,
  TIPO: channel,
  CPF: cpf,
});

const toCheckBody = (check: RegistrantCodeCheck): VerificarCodigoConfirmacaoBody => ({
  ...toCodeBody(check),
  CODIGO_CONFIRMACAO: check.code,
});

const onFile = (e: EmitentePrefill, displayName: string | null | undefined): RegistrantOnFile => ({
  name: e.RAZAO_SOCIAL,
  displayName: displayName ?? null,
  birthDate: e.DATA_NASCIMENTO,
  email: e.E_MAIL,
  mobile: e.CELULAR,
  cep: e.CEP,
  streetType: e.LOGRADOURO_TIPO,
  streetName: e.LOGRADOURO_NOME,
  streetNumber: e.LOGRADOURO_NUMERO,
  complement: e.LOGRADOURO_COMPLEMENTO,
  district: e.BAIRRO,
  city: e.CIDADE,
  state: e.ESTADO,
  facebook: e.FACEBOOK,
  instagram: e.INSTAGRAM,
  x: e.X,
  linkedin: e.LINKEDIN,
  lattes: e.LATTES,
});

/** Only an accepted code with the issuer's data proves the registrant; msg says why not. */
const toVerified = (answer: VerificarCodigoConfirmacaoResponse): RegistrantVerified =>
  answer.resultado && answer.EMITENTE
    ? { ok: true, value: onFile(answer.EMITENTE, answer.NOME_APRESENTACAO) }
    : { ok: false, message: answer.msg ?? MSG.confirmationCodeInvalid };

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
    sendRegistrantCode: build.mutation<RegistrantCodeSent, RegistrantCodeRequest>({
      query: (request) => post('auth/enviarCodigoConfirmacao')(toCodeBody(request)),
      transformResponse: (answer: CodeResponse): RegistrantCodeSent =>
        legacyOutcome(answer, (r) => ({ sentTo: r.msg ?? '' })),
      transformErrorResponse: failureOf,
    }),
    verifyRegistrantCode: build.mutation<RegistrantVerified, RegistrantCodeCheck>({
      query: (check) => post('auth/verificarCodigoConfirmacao')(toCheckBody(check)),
      transformResponse: toVerified,
      transformErrorResponse: failureOf,
    }),
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
  useSendRegistrantCodeMutation,
  useVerifyRegistrantCodeMutation,
  useRegistrarContaMutation,
  useCategoriasEmitenteQuery,
  useUploadTokenMutation,
} = registrationApi;
