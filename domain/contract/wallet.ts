import { z } from 'zod';

/** Ids the client sends back: positive int4, as numbers (numeric strings are accepted too). */
export const WireId = z.coerce.number<number | string>().int().positive().max(2_147_483_647);

/** Answer of the calls that only say whether they worked (the upper-case areas). */
export const ResultMsgResponse = z.object({ RESULTADO: z.boolean(), MSG: z.string() });
export type ResultMsgResponse = z.infer<typeof ResultMsgResponse>;

// ── PIN ────────────────────────────────────────────────────────────────────────────────────────
export const TemPinResponse = z.object({ RESULTADO: z.literal(true), TEM_PIN: z.boolean() });
export type TemPinResponse = z.infer<typeof TemPinResponse>;

/** Checked in the handler (exactly 4 digits) so that a wrong PIN gets the spec's message. */
export const PinBody = z.object({ PIN: z.string().max(32) });
export type PinBody = z.infer<typeof PinBody>;

export const ValidarPinResponse = z.object({
  RESULTADO: z.boolean(),
  MSG: z.string(),
  /** Present when RESULTADO is true: send it as TOKEN_PIN to efetuarTransacao within 5 minutes. */
  TOKEN_PIN: z.string().optional(),
  /** Wrong PIN: tries left before the lock. */
  TENTATIVAS_RESTANTES: z.number().int().optional(),
  /** True once 5 wrong tries locked the PIN; only the recovery code unlocks it. */
  BLOQUEADO: z.boolean().optional(),
});
export type ValidarPinResponse = z.infer<typeof ValidarPinResponse>;

export const EnviarCodigoPinResponse = z.object({
  RESULTADO: z.boolean(),
  MSG: z.string(),
  /** Where the code went, masked (e.g. "me***@exemplo.com.br"). */
  ENVIADO_PARA: z.string().optional(),
});
export type EnviarCodigoPinResponse = z.infer<typeof EnviarCodigoPinResponse>;

export const VerificarCodigoPinBody = z.object({
  CODIGO: z.string().max(16),
  /** With a new 4-digit PIN the code is used up and the PIN replaced (and unlocked). */
  PIN: z.string().max(32).optional(),
});
export type VerificarCodigoPinBody = z.infer<typeof VerificarCodigoPinBody>;

// ── Cards ──────────────────────────────────────────────────────────────────────────────────────
export const Cartao = z.object({
  ID_ZOOP_EMITENTE_CARTAO: z.number().int(),
  /** "Visa" | "MasterCard" | "Amex" | "Elo" | "Outra". */
  BANDEIRA: z.string(),
  PRINCIPAL: z.union([z.literal(1), z.literal(0)]),
  /** Last 4 digits only. */
  NUMERO_CARTAO: z.string(),
  MES_EXPIRACAO: z.number().int(),
  ANO_EXPIRACAO: z.number().int(),
  NOME_CARTAO: z.string(),
});
export type Cartao = z.infer<typeof Cartao>;

export const ListarCartoesResponse = z.array(Cartao);
export type ListarCartoesResponse = z.infer<typeof ListarCartoesResponse>;

const MonthOrYear = z.union([z.number().int(), z.string().max(4)]);

/**
 * A card typed by the member. Emptiness and format are checked in the handler, in the spec's
 * order and with its messages; NUMERO_CARTAO is digits (spaces and dashes are tolerated).
 */
export const NovoCartao = z.object({
  NUMERO_CARTAO: z.string().max(32),
  NOME_CARTAO: z.string().max(80),
  MES_EXPIRACAO: MonthOrYear.optional(),
  ANO_EXPIRACAO: MonthOrYear.optional(),
  /** Alternative to MES/ANO: "YYYY-MM", "MM/YYYY" or "MM/YY". */
  DATA_EXPIRACAO: z.string().max(10).optional(),
  CODIGO_SEGURANCA: z.string().max(8),
});
export type NovoCartao = z.infer<typeof NovoCartao>;

export const SalvarCartaoBody = NovoCartao;
export type SalvarCartaoBody = z.infer<typeof SalvarCartaoBody>;

export const SalvarCartaoResponse = z.object({
  RESULTADO: z.boolean(),
  MSG: z.string(),
  CARTAO: Cartao.optional(),
});
export type SalvarCartaoResponse = z.infer<typeof SalvarCartaoResponse>;

export const SelecionarPrincipalBody = z.object({ ID_ZOOP_EMITENTE_CARTAO: WireId });
export type SelecionarPrincipalBody = z.input<typeof SelecionarPrincipalBody>;

// ── Associations and banners (home screen) ─────────────────────────────────────────────────────
export const AssociacaoEmitente = z.object({
  ID_EMITENTE_ML: z.number().int(),
  CATEGORIA: z.string(),
  DESCRICAO: z.string(),
  ID_EMITENTE_CATEGORIA: z.number().int(),
  /** A = active, P = awaiting the association's approval, R = known to the association only, N = refused. */
  SITUACAO: z.string(),
  /** Why the association refused the request (SITUACAO N only). */
  MOTIVO_RECUSA: z.string().nullish(),
});
export type AssociacaoEmitente = z.infer<typeof AssociacaoEmitente>;

export const ListarAssociacoesResponse = z.array(AssociacaoEmitente);
export type ListarAssociacoesResponse = z.infer<typeof ListarAssociacoesResponse>;

export const Banner = z.object({ id: z.number().int(), img: z.string() });
export type Banner = z.infer<typeof Banner>;

export const ListarBannersResponse = z.array(Banner);
export type ListarBannersResponse = z.infer<typeof ListarBannersResponse>;

export const BannerParams = z.object({ id: WireId });
