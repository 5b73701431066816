import type {
  CategoriaEmitente,
  CategoriasEmitenteResponse,
  CodeResponse,
  EmitentePrefill,
  EnviarCodigoConfirmacaoBody,
  MedicoCrmBody,
  MedicoCrmResponse,
  RegistrarContaResponse,
  VerificarCodigoConfirmacaoBody,
  VerificarCodigoConfirmacaoResponse,
} from '../../../domain/contract/registration';
import { toRegistrarContaBody, toWireChannel } from '../../../domain/contract/registration-wire';
import type { UploadTokenResponse } from '../../../domain/contract/uploads';
import { COMMON_MSG } from '../../../domain/messages';
import { toCentavos } from '../../../domain/money';
import type { Outcome } from '../../../domain/outcome';
import type { RegistrantOnFile, RegistrationDraft } from '../../../domain/registration-draft';
import type {
  CrmQuery,
  AssociationSignUp,
  Physician,
  SignUpCategory,
} from '../../../domain/registration-lookups';
import type {
  RegistrantCodeCheck,
  RegistrantCodeRequest,
  RegistrantCodeSent,
  RegistrantVerified,
} from '../../../machines/verification-code.machine';
import { legacyOutcome } from '../../lib/api-result';
import { api } from '../../lib/api';

const toPhysician = ({ dadosMedico: found }: MedicoCrmResponse): Physician | null =>
  found && {
    crm: found.crm,
    active: found.situacao === 'A',
    name: found.nome,
    specialty: found.especialidade,
  };

const toCodeBody = ({ associationId, cpf, channel }: RegistrantCodeRequest): EnviarCodigoConfirmacaoBody => ({
  ID_EMITENTE_ML: associationId,
  TIPO: toWireChannel(channel),
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

/** Only an accepted code with the association's data proves the registrant; msg says why not. */
const toVerified = (answer: VerificarCodigoConfirmacaoResponse): RegistrantVerified =>
  answer.resultado && answer.EMITENTE
    ? { ok: true, value: onFile(answer.EMITENTE, answer.NOME_APRESENTACAO) }
    : { ok: false, message: answer.msg ?? COMMON_MSG.confirmationCodeInvalid };

const toCategory = (c: CategoriaEmitente): SignUpCategory => ({
  id: c.ID_EMITENTE_CATEGORIA,
  description: c.DESCRICAO,
  annuityCentavos: toCentavos(c.VALOR_ANUIDADE),
  promoCentavos: c.VALOR_ANUIDADE_PROMOCIONAL === null ? null : toCentavos(c.VALOR_ANUIDADE_PROMOCIONAL),
  promoUntil: c.DATA_FIM_PROMOCAO,
});

const toAssociationSignUp = (answer: CategoriasEmitenteResponse): AssociationSignUp => ({
  associationName: answer.EMITENTE_ML ?? null,
  council: answer.CONSELHO ?? null,
  categories: answer.CATEGORIAS.map(toCategory),
});

const post =
  <B>(url: string) =>
  (body: B) => ({ url, method: 'POST', body });

/** The registration's upload token goes with its body: the files it names were sent under it. */
export interface RegistrationRequest {
  draft: RegistrationDraft;
  uploadToken: string | null;
}

/** The sign-up calls of SPEC §7 (Authentication), in the registration's own names. */
export const registrationApi = api.injectEndpoints({
  endpoints: (build) => ({
    lookUpPhysician: build.mutation<Outcome<Physician | null>, CrmQuery>({
      query: ({ crm, uf }) => post('auth/medicoCRM')({ CRM: crm, UF: uf } satisfies MedicoCrmBody),
      transformResponse: (answer: MedicoCrmResponse): Outcome<Physician | null> => ({
        ok: true,
        value: toPhysician(answer),
      }),
    }),
    sendRegistrantCode: build.mutation<RegistrantCodeSent, RegistrantCodeRequest>({
      query: (request) => post('auth/enviarCodigoConfirmacao')(toCodeBody(request)),
      transformResponse: (answer: CodeResponse): RegistrantCodeSent =>
        legacyOutcome(answer, (r) => ({ sentTo: r.msg ?? '' })),
    }),
    verifyRegistrantCode: build.mutation<RegistrantVerified, RegistrantCodeCheck>({
      query: (check) => post('auth/verificarCodigoConfirmacao')(toCheckBody(check)),
      transformResponse: toVerified,
    }),
    register: build.mutation<Outcome, RegistrationRequest>({
      query: ({ draft, uploadToken }) =>
        post('auth/registrarConta')({ ...toRegistrarContaBody(draft), uploadToken }),
      transformResponse: (answer: RegistrarContaResponse): Outcome => legacyOutcome(answer, () => undefined),
    }),
    /** The association's name, council and categories: the header and the category field read the same answer. */
    associationSignUp: build.query<AssociationSignUp, number>({
      query: (associationId) => `auth/categoriasEmitente/${associationId}`,
      transformResponse: toAssociationSignUp,
    }),
    /** Our own API: the token under which this sign-up uploads its files. */
    uploadToken: build.mutation<Outcome<string>, void>({
      query: () => ({ url: 'uploads/token', method: 'POST' }),
      transformResponse: (answer: UploadTokenResponse): Outcome<string> => ({
        ok: true,
        value: answer.token,
      }),
    }),
  }),
});

export const {
  useLookUpPhysicianMutation,
  useSendRegistrantCodeMutation,
  useVerifyRegistrantCodeMutation,
  useRegisterMutation,
  useAssociationSignUpQuery,
  useUploadTokenMutation,
} = registrationApi;
