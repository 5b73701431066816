import { z } from 'zod';
import { MAX_FILES } from '../limits';
import { CLASS_COUNCILS } from '../class-council';
import { UploadId } from './uploads';

/** Ids arrive as numbers or as the route parameter's string ("428"). */
const Id = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d{1,10}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().positive().max(2_147_483_647));
const Cpf = z.string().trim().max(20);
const Code = z.string().trim().max(12);
export const CodeChannel = z.enum(['EMAIL', 'CELULAR']);
export type CodeChannel = z.infer<typeof CodeChannel>;

/** An optional text of the registrant form; the server's §5 checks say which ones are required. */
const text = (max: number) => z.string().trim().max(max).nullish();

// ---- auth/userRegistered

export const UserRegisteredBody = z.object({ CPF: Cpf, ID_EMITENTE_ML: Id.nullish() });
export type UserRegisteredBody = z.infer<typeof UserRegisteredBody>;

export const UserRegisteredResponse = z.object({
  registrado: z.boolean(),
  registradoEmitente: z.boolean(),
  /** Masked targets, only for a person the association knows who has no account yet. */
  opcoesEnvio: z.object({ EMAIL: z.string().optional(), CELULAR: z.string().optional() }),
});
export type UserRegisteredResponse = z.infer<typeof UserRegisteredResponse>;

// ---- auth/medicoCRM

export const MedicoCrmBody = z.object({
  CRM: z.string().trim().max(30),
  UF: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/),
});
export type MedicoCrmBody = z.infer<typeof MedicoCrmBody>;

export const DadosMedico = z.object({
  crm: z.string(),
  /** "A" = active; anything else is inactive. */
  situacao: z.string(),
  nome: z.string(),
  /** E.g. "OFTALMOLOGIA: 12345" (the RQE after the colon); empty when none. */
  especialidade: z.string(),
});
export type DadosMedico = z.infer<typeof DadosMedico>;

export const MedicoCrmResponse = z.object({ dadosMedico: DadosMedico.nullable() });
export type MedicoCrmResponse = z.infer<typeof MedicoCrmResponse>;

// ---- auth/enviarCodigoConfirmacao and auth/verificarCodigoConfirmacao

export const EnviarCodigoConfirmacaoBody = z.object({ ID_EMITENTE_ML: Id, TIPO: CodeChannel, CPF: Cpf });
export type EnviarCodigoConfirmacaoBody = z.infer<typeof EnviarCodigoConfirmacaoBody>;

export const CodeResponse = z.object({ resultado: z.boolean(), msg: z.string().optional() });
export type CodeResponse = z.infer<typeof CodeResponse>;

export const VerificarCodigoConfirmacaoBody = z.object({
  ID_EMITENTE_ML: Id,
  CPF: Cpf,
  CODIGO_CONFIRMACAO: Code,
  TIPO: CodeChannel,
});
export type VerificarCodigoConfirmacaoBody = z.infer<typeof VerificarCodigoConfirmacaoBody>;

/** The association's data of the person, to prefill the form; null where the association has nothing. */
export const EmitentePrefill = z.object({
  RAZAO_SOCIAL: z.string(),
  /** YYYY-MM-DD. */
  DATA_NASCIMENTO: z.string().nullable(),
  E_MAIL: z.string().nullable(),
  CELULAR: z.string().nullable(),
  CEP: z.string().nullable(),
  LOGRADOURO_TIPO: z.string().nullable(),
  LOGRADOURO_NOME: z.string().nullable(),
  LOGRADOURO_NUMERO: z.string().nullable(),
  LOGRADOURO_COMPLEMENTO: z.string().nullable(),
  BAIRRO: z.string().nullable(),
  CIDADE: z.string().nullable(),
  ESTADO: z.string().nullable(),
  FACEBOOK: z.string().nullable(),
  INSTAGRAM: z.string().nullable(),
  X: z.string().nullable(),
  LINKEDIN: z.string().nullable(),
  LATTES: z.string().nullable(),
});
export type EmitentePrefill = z.infer<typeof EmitentePrefill>;

export const VerificarCodigoConfirmacaoResponse = z.object({
  resultado: z.boolean(),
  msg: z.string().optional(),
  EMITENTE: EmitentePrefill.optional(),
  NOME_APRESENTACAO: z.string().nullable().optional(),
});
export type VerificarCodigoConfirmacaoResponse = z.infer<typeof VerificarCodigoConfirmacaoResponse>;

// ---- auth/registrarConta

/** Base64 of 15 MB plus the data-URL header; the server measures the decoded size itself. */
const MAX_DATA_URL_CHARS = 64 * 1024 * 1024;

export const ArquivoUpload = z
  .object({
    id: z.union([z.string().max(100), z.number()]).nullish(),
    nome: z.string().trim().min(1).max(255),
    /** data:<type>;base64,<content> (SPEC §3); the app sends uploadId instead. */
    arquivo: z.string().max(MAX_DATA_URL_CHARS).nullish(),
    /** The file already sent through /api/uploads by this flow (its upload token). */
    uploadId: UploadId.nullish(),
    size: z.number().nonnegative().nullish(),
    type: z.string().max(100),
  })
  .refine((a) => Boolean(a.arquivo) !== Boolean(a.uploadId), {
    message: 'arquivo ou uploadId',
    path: ['uploadId'],
  });
export type ArquivoUpload = z.infer<typeof ArquivoUpload>;

export const RegistrarContaBody = z.object({
  idEmitenteML: Id.nullish(),
  idCategoriaEmitente: Id.nullish(),
  nome: text(200),
  nome_apresentacao: text(120),
  cpf: text(20),
  conselho_numero: text(30),
  conselho_numero_uf: text(2),
  rqe: text(30),
  /** DD/MM/YYYY or YYYY-MM-DD. */
  dataNascimento: text(10),
  email: text(254),
  celular: text(20),
  sexo: text(20),
  cep: text(10),
  logradouro: text(200),
  logradouroNumero: text(20),
  logradouroComplemento: text(120),
  bairro: text(120),
  cidade: text(120),
  /** Two-letter UF; "0" is the picker's unselected value. */
  estado: text(2),
  facebook: text(255),
  instagram: text(255),
  x: text(255),
  linkedin: text(255),
  lattes: text(255),
  senha: z.string().max(256).nullish(),
  senhaRepeticao: z.string().max(256).nullish(),
  aceiteTermos: z.boolean().nullish(),
  recaptcha: z.string().max(4096).nullish(),
  codigoConfirmacao: Code.nullish(),
  codigoConfirmacaoTipo: z.union([CodeChannel, z.literal('')]).nullish(),
  arquivos: z.array(ArquivoUpload).max(MAX_FILES).nullish(),
  /** The upload token of the flow that sent the files named by uploadId (POST /api/uploads/token). */
  uploadToken: z.string().max(200).nullish(),
  /** Residente ou Fellow (SPEC §9): the residency's or fellowship's days (DD/MM/YYYY) and their proof. */
  dataInicioResidencia: text(10),
  dataTerminoResidencia: text(10),
  comprovanteResidencia: ArquivoUpload.nullish(),
  modoAssociacao: z.boolean().nullish(),
  validouCRMAssociacao: z.boolean().nullish(),
  temRQEOftalmologista: z.boolean().nullish(),
});
export type RegistrarContaBody = z.infer<typeof RegistrarContaBody>;

export const RegistrarContaResponse = z.object({ resultado: z.boolean(), msg: z.string() });
export type RegistrarContaResponse = z.infer<typeof RegistrarContaResponse>;

// ---- auth/esqueciSenha and auth/checarCodigoRecuperacao

export const EsqueciSenhaBody = z.object({ USUARIO: z.string().trim().max(254) });
export type EsqueciSenhaBody = z.infer<typeof EsqueciSenhaBody>;

export const EsqueciSenhaResponse = z.object({
  registrado: z.boolean(),
  /** Where the code went (masked), or how long to wait before another one. */
  msg: z.string().optional(),
});
export type EsqueciSenhaResponse = z.infer<typeof EsqueciSenhaResponse>;

export const ChecarCodigoRecuperacaoBody = z.object({
  USUARIO: z.string().trim().max(254),
  CODIGO_RECUPERACAO: Code,
  /** Absent: only check the code. Present: set this new password and use the code up. */
  SENHA: z.string().max(256).optional(),
});
export type ChecarCodigoRecuperacaoBody = z.infer<typeof ChecarCodigoRecuperacaoBody>;

export const ChecarCodigoRecuperacaoResponse = z.object({ aceito: z.boolean(), msg: z.string().optional() });
export type ChecarCodigoRecuperacaoResponse = z.infer<typeof ChecarCodigoRecuperacaoResponse>;

// ---- cep/{cep}

export const CepParams = z.object({ cep: z.string().max(20) });
export type CepParams = z.infer<typeof CepParams>;

export const CepResult = z.object({
  bairro: z.string(),
  complemento: z.string(),
  localidade: z.string(),
  logradouro: z.string(),
  uf: z.string(),
});
export type CepResult = z.infer<typeof CepResult>;

// ---- auth/config: what the sign-up screen needs before it draws the captcha

export const AuthConfigResponse = z.object({
  recaptchaSiteKey: z.string().nullable(),
  /** Sandbox without a site key: send the token "sandbox-captcha-ok" instead of a real captcha. */
  sandbox: z.boolean(),
  /** False when the install consults no physicians' registry: a CRM is then taken with its documents. */
  crmRegistry: z.boolean(),
});
export type AuthConfigResponse = z.infer<typeof AuthConfigResponse>;

// ---- auth/categoriasEmitente/:idEmitenteML (public: the sign-up form's categories and annuities)

export const CategoriasEmitenteParams = z.object({ idEmitenteML: Id });

export const CategoriaEmitente = z.object({
  ID_EMITENTE_CATEGORIA: z.number().int(),
  DESCRICAO: z.string(),
  /** Reais, like the other §7 values. */
  VALOR_ANUIDADE: z.number(),
  /** The early-payment price, null when the association offers none. */
  VALOR_ANUIDADE_PROMOCIONAL: z.number().nullable(),
  /** YYYY-MM-DD: the last day of the early-payment price; null when no day is set. */
  DATA_FIM_PROMOCAO: z.string().nullable(),
});
export type CategoriaEmitente = z.infer<typeof CategoriaEmitente>;

export const CategoriasEmitenteResponse = z.object({
  /** The association's name, so the sign-up says whom the person joins; null for an unknown association. */
  EMITENTE_ML: z.string().nullable().optional(),
  /** The association's class council (CRM, CRP): the sign-up asks for its number. */
  CONSELHO: z.enum(CLASS_COUNCILS).optional(),
  CATEGORIAS: z.array(CategoriaEmitente),
});
export type CategoriasEmitenteResponse = z.infer<typeof CategoriasEmitenteResponse>;
