import { z } from 'zod';
import { WIRE_DATE_TIME_RE } from '../dates';
import { Money } from './common';
import { WireId } from './wallet';
import { paymentMethodWires } from '../payment-methods';
import { recordedOnlyMethods } from '../recorded-methods';

/**
 * A text field. Required ones are nullish too, so that the server's own pt-BR message names the
 * missing field instead of the generic 400.
 */
const text = (max: number) => z.string().trim().max(max).nullish();
const Year = z.union([z.number().int(), z.string().trim().max(4)]).nullish();
/** Accepts true/false, 1/0 and "1"/"0" (the cards' PRINCIPAL style). */
const Flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform((v) => v === true || v === 1 || v === '1');

// ── Personal data (alterarDadosPessoais, profile photo) ───────────────────────────────────────

/** A photo of 2 MB is ~2.7 M base64 chars; larger ones still get the size message, not a 400. */
export const MAX_PHOTO_DATA_URL_CHARS = 8 * 1024 * 1024;

/**
 * Every field is optional: absent keeps the stored value (the profile screen sends only foto).
 * foto: a data URL of a JPEG, PNG, WEBP or GIF up to 2 MB; null removes the photo.
 */
export const SalvarDadosPessoaisBody = z.object({
  nome: z.string().trim().max(200).optional(),
  nomeApresentacao: text(120),
  /** YYYY-MM-DD (DD/MM/YYYY is accepted too). */
  dataNascimento: text(10),
  /** '' (not informed), 'F' or 'M'. */
  sexo: text(20),
  facebook: text(255),
  instagram: text(255),
  x: text(255),
  linkedin: text(255),
  lattes: text(255),
  foto: z.string().max(MAX_PHOTO_DATA_URL_CHARS).nullish(),
});
export type SalvarDadosPessoaisBody = z.input<typeof SalvarDadosPessoaisBody>;

export const DadosPessoais = z.object({
  nome: z.string(),
  nomeApresentacao: z.string().nullable(),
  /** YYYY-MM-DD. */
  dataNascimento: z.string().nullable(),
  sexo: z.string().nullable(),
  facebook: z.string().nullable(),
  instagram: z.string().nullable(),
  x: z.string().nullable(),
  linkedin: z.string().nullable(),
  lattes: z.string().nullable(),
  /** data:<mime>;base64,… or null. */
  foto: z.string().nullable(),
  /** Read-only here: changed through the e-mail/mobile change calls. */
  email: z.string().nullable(),
  celular: z.string().nullable(),
  cpf: z.string(),
});
export type DadosPessoais = z.infer<typeof DadosPessoais>;

export const ObterDadosPessoaisResponse = z.object({ RESULTADO: z.literal(true), DADOS: DadosPessoais });
export type ObterDadosPessoaisResponse = z.infer<typeof ObterDadosPessoaisResponse>;

// ── E-mail / mobile change ─────────────────────────────────────────────────────────────────────

export const TipoContato = z.enum(['EMAIL', 'CELULAR']);
export type TipoContato = z.infer<typeof TipoContato>;

export const ContatoBody = z.object({
  TIPO: TipoContato,
  /** An e-mail, or a mobile number with or without its mask. */
  VALOR: z.string().trim().max(254),
});
export type ContatoBody = z.infer<typeof ContatoBody>;

export const EmUsoResponse = z.object({
  /** False when VALOR is not a valid e-mail/mobile (MSG says why). */
  RESULTADO: z.boolean(),
  /** Another account uses it. */
  EM_USO: z.boolean(),
  MSG: z.string().optional(),
});
export type EmUsoResponse = z.infer<typeof EmUsoResponse>;

export const CodigoBody = z.object({ CODIGO: z.string().max(16) });
export type CodigoBody = z.infer<typeof CodigoBody>;

// ── Addresses ──────────────────────────────────────────────────────────────────────────────────

export const Endereco = z.object({
  ID_EMITENTE_ENDERECO: z.number().int(),
  DESCRICAO: z.string().nullable(),
  /** 8 digits. */
  CEP: z.string(),
  LOGRADOURO: z.string(),
  NUMERO: z.string(),
  COMPLEMENTO: z.string().nullable(),
  BAIRRO: z.string(),
  CIDADE: z.string(),
  /** Two-letter UF. */
  ESTADO: z.string(),
  /** 1 = the main address (exactly one while the member has any). */
  PRINCIPAL: z.union([z.literal(1), z.literal(0)]),
});
export type Endereco = z.infer<typeof Endereco>;

export const ListarEnderecosResponse = z.array(Endereco);
export type ListarEnderecosResponse = z.infer<typeof ListarEnderecosResponse>;

export const EnderecoIdBody = z.object({ ID_EMITENTE_ENDERECO: WireId });
export type EnderecoIdBody = z.input<typeof EnderecoIdBody>;

export const ObterEnderecoResponse = z.object({ RESULTADO: z.literal(true), ENDERECO: Endereco });
export type ObterEnderecoResponse = z.infer<typeof ObterEnderecoResponse>;

/** Without ID_EMITENTE_ENDERECO a new address; with it, that address of the member is updated. */
export const SalvarEnderecoBody = z.object({
  ID_EMITENTE_ENDERECO: WireId.nullish(),
  DESCRICAO: text(60),
  CEP: text(10),
  LOGRADOURO: text(200),
  NUMERO: text(20),
  COMPLEMENTO: text(120),
  BAIRRO: text(120),
  CIDADE: text(120),
  ESTADO: text(2),
  /** Makes it the main address. The first address is always main. */
  PRINCIPAL: Flag.optional(),
});
export type SalvarEnderecoBody = z.input<typeof SalvarEnderecoBody>;

export const SalvarEnderecoResponse = z.object({
  RESULTADO: z.boolean(),
  MSG: z.string(),
  ID_EMITENTE_ENDERECO: z.number().int().optional(),
});
export type SalvarEnderecoResponse = z.infer<typeof SalvarEnderecoResponse>;

// ── Education ──────────────────────────────────────────────────────────────────────────────────

const Formacao = z.object({
  INSTITUICAO: z.string().nullable(),
  CURSO: z.string().nullable(),
  ANO_FORMACAO: z.number().int().nullable(),
  RESIDENCIA: z.string().nullable(),
  INSTITUICAO_RESIDENCIA: z.string().nullable(),
  ANO_CONCLUSAO_RESIDENCIA: z.number().int().nullable(),
  POS_GRADUACAO: z.string().nullable(),
});
export type Formacao = z.infer<typeof Formacao>;

/** All null until the member saves it. */
export const ObterFormacaoResponse = z.object({ RESULTADO: z.literal(true), FORMACAO: Formacao });
export type ObterFormacaoResponse = z.infer<typeof ObterFormacaoResponse>;

/** Replaces the whole record: a field absent, null or blank is stored empty. */
export const SalvarFormacaoBody = z.object({
  INSTITUICAO: text(200),
  CURSO: text(200),
  ANO_FORMACAO: Year,
  RESIDENCIA: text(200),
  INSTITUICAO_RESIDENCIA: text(200),
  ANO_CONCLUSAO_RESIDENCIA: Year,
  POS_GRADUACAO: text(500),
});
export type SalvarFormacaoBody = z.input<typeof SalvarFormacaoBody>;

// ── Specialties ────────────────────────────────────────────────────────────────────────────────

export const EmitenteEspecialidade = z.object({
  ID_EMITENTE_ESPECIALIDADE: z.number().int(),
  /** A catalogue entry, e.g. 'OFTALMOLOGIA'. */
  ESPECIALIDADE: z.string(),
  RQE: z.string().nullable(),
});
export type EmitenteEspecialidade = z.infer<typeof EmitenteEspecialidade>;

export const ListarEspecialidadesResponse = z.array(EmitenteEspecialidade);
export type ListarEspecialidadesResponse = z.infer<typeof ListarEspecialidadesResponse>;

export const EspecialidadeML = z.object({
  ESPECIALIDADE: z.string(),
  AREA: z.enum(['MEDICINA', 'PSICOLOGIA']),
});
export type EspecialidadeML = z.infer<typeof EspecialidadeML>;

export const ListarEspecialidadesMLResponse = z.array(EspecialidadeML);
export type ListarEspecialidadesMLResponse = z.infer<typeof ListarEspecialidadesMLResponse>;

export const EspecialidadeIdBody = z.object({ ID_EMITENTE_ESPECIALIDADE: WireId });
export type EspecialidadeIdBody = z.input<typeof EspecialidadeIdBody>;

export const ObterEspecialidadeResponse = z.object({
  RESULTADO: z.literal(true),
  EMITENTE_ESPECIALIDADE: EmitenteEspecialidade,
});
export type ObterEspecialidadeResponse = z.infer<typeof ObterEspecialidadeResponse>;

export const SalvarEspecialidadeBody = z.object({
  ID_EMITENTE_ESPECIALIDADE: WireId.nullish(),
  /** Must name a catalogue entry (case and accents are forgiven). */
  ESPECIALIDADE: z.string().trim().max(120),
  /** Digits only, optional. */
  RQE: z.union([z.string().trim().max(20), z.number().int().nonnegative()]).nullish(),
});
export type SalvarEspecialidadeBody = z.input<typeof SalvarEspecialidadeBody>;

export const SalvarEspecialidadeResponse = z.object({
  RESULTADO: z.boolean(),
  MSG: z.string(),
  ID_EMITENTE_ESPECIALIDADE: z.number().int().optional(),
});
export type SalvarEspecialidadeResponse = z.infer<typeof SalvarEspecialidadeResponse>;

// ── Associations ───────────────────────────────────────────────────────────────────────────────

/** The text the camera read from the association's QR code, as is. */
export const AssociarEmitenteBody = z.object({ QRCODE: z.string().max(4096) });
export type AssociarEmitenteBody = z.infer<typeof AssociarEmitenteBody>;

export const AssociarEmitenteResponse = z.object({ resultado: z.boolean(), msg: z.string() });
export type AssociarEmitenteResponse = z.infer<typeof AssociarEmitenteResponse>;

// ── Payments management ────────────────────────────────────────────────────────────────────────

export const TransacaoPaga = z.object({
  ID_ZOOP_TRANSACAO: z.string(),
  ID_FLUXO_DE_CAIXA: z.number().int(),
  HISTORICO: z.string(),
  EMITENTE_ML: z.string(),
  /** BRL. */
  VALOR: Money,
  /** The checkout's codes, or M: received by the association (Baixa manual by staff). */
  TIPO: z.enum([...paymentMethodWires, recordedOnlyMethods.manual.wire]),
  /** 'PIX', 'Boleto', 'Cartão de crédito à vista', 'Cartão de crédito em 3x', 'Recebido pela associação (dinheiro)'. */
  FORMA_PAGAMENTO: z.string(),
  PARCELAS: z.number().int(),
  /** YYYYMMDDTHHmmss, São Paulo time. */
  DATA_PAGAMENTO: z.string().regex(WIRE_DATE_TIME_RE),
  /** GET with the Authorization header; answers the receipt as an HTML page. */
  RECIBO_URL: z.string(),
  /** Each item the payment settled with its share (BRL): one, or each of "Pagar selecionados". */
  ITENS: z.array(z.object({ ID_FLUXO_DE_CAIXA: z.number().int(), HISTORICO: z.string(), VALOR: Money })),
  /** Refunded: when (YYYYMMDDTHHmmss, São Paulo) and how much went back (BRL); absent while it stands. */
  DATA_ESTORNO: z.string().regex(WIRE_DATE_TIME_RE).optional(),
  VALOR_ESTORNADO: Money.optional(),
});
export type TransacaoPaga = z.infer<typeof TransacaoPaga>;

export const ListarTransacoesPagasResponse = z.array(TransacaoPaga);
export type ListarTransacoesPagasResponse = z.infer<typeof ListarTransacoesPagasResponse>;

export const ReciboParams = z.object({ ID_ZOOP_TRANSACAO: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
export type ReciboParams = z.infer<typeof ReciboParams>;
