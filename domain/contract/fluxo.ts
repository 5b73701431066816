import { z } from 'zod';
import { MAX_ITEMS_PER_PAYMENT } from '../limits';
import { isWireDate, PIX_EXPIRY_RE, WIRE_DATE_RE, WIRE_DATE_TIME_RE } from '../dates';
import { Money } from './common';
import { NovoCartao, WireId } from './wallet';
import { paymentMethodWires } from '../payment-methods';

/**
 * A calendar day as YYYY-MM-DD (São Paulo), in the years 1900 through 2999: dues lie well inside,
 * and the edges of the wider range are days PostgreSQL cannot read as JavaScript writes them
 * (year 0000, or the day after 9999-12-31).
 */
const WireDay = z.string().refine((day) => isWireDate(day) && day >= '1900-01-01' && day <= '2999-12-31', {
  message: 'Expected YYYY-MM-DD, 1900 to 2999',
});

export const Fluxo = z.object({
  ID_FLUXO_DE_CAIXA: z.number().int(),
  ID_EMITENTE_ML: z.number().int(),
  /** The product's name for a store purchase, else "Anuidade" or "Contribuição". */
  PROJETO: z.string(),
  HISTORICO: z.string(),
  /** YYYYMMDDTHHmmss, São Paulo time. */
  DATA_VENCIMENTO: z.string().regex(WIRE_DATE_TIME_RE),
  /** '' while pending; YYYYMMDDTHHmmss (São Paulo) once paid. */
  DATA_PAGAMENTO: z.union([z.literal(''), z.string().regex(WIRE_DATE_TIME_RE)]),
  /** BRL: what the item costs today (fine and interest included), or what paid it. */
  VALOR: Money,
  EMITENTE_ML: z.string(),
  /** Ours, not SPEC §7: the last day (YYYY-MM-DD) of the early-payment price VALOR is, or ''. */
  PAGUE_ATE: z.union([z.literal(''), z.string().regex(WIRE_DATE_RE)]).optional(),
  /** Ours, not SPEC §7: while PAGUE_ATE is set, the normal price (BRL) after that day; else absent. */
  VALOR_DEPOIS: Money.optional(),
  /** Ours, not SPEC §7: the fine and interest VALOR includes (BRL), 0 when none. */
  MULTA_JUROS: Money.optional(),
  /** Ours, not SPEC §7: the unpaid item has an issued boleto that can still be paid (lists only). */
  BOLETO_EMITIDO: z.boolean().optional(),
  /**
   * Ours, not SPEC §7: the item's last payment was refunded (lists only) — when (YYYYMMDDTHHmmss,
   * São Paulo), how much of this item went back and its share of that payment (BRL). The item may
   * be open again (staff reopened it) or still paid (a part went back). Absent otherwise.
   */
  ESTORNO: z
    .object({ DATA: z.string().regex(WIRE_DATE_TIME_RE), VALOR: Money, VALOR_PAGO: Money })
    .optional(),
});
export type Fluxo = z.infer<typeof Fluxo>;

export const FluxoMes = z.object({
  MES: z.number().int().min(1).max(12),
  ANO: z.number().int(),
  FLUXOS: z.array(Fluxo),
});
export type FluxoMes = z.infer<typeof FluxoMes>;

const SITUACOES = ['pendente', 'todos'] as const;

/**
 * Items of DATA_INICIAL through DATA_FINAL (both São Paulo days, inclusive; no DATA_FINAL means no
 * upper bound): an unpaid item by its due date, a paid one by its payment date, each grouped in
 * that date's month. SITUACAO 'pendente' keeps unpaid items only; default 'todos'.
 */
export const ListarFluxosBody = z.object({
  DATA_INICIAL: WireDay,
  DATA_FINAL: WireDay.optional(),
  SITUACAO: z.enum(SITUACOES).default('todos'),
});
export type ListarFluxosBody = z.input<typeof ListarFluxosBody>;

export const ListarFluxosResponse = z.array(FluxoMes);
export type ListarFluxosResponse = z.infer<typeof ListarFluxosResponse>;

export const FluxoIdBody = z.object({ ID_FLUXO_DE_CAIXA: WireId });
export type FluxoIdBody = z.input<typeof FluxoIdBody>;

export const ObterFluxoResponse = z.object({ RESULTADO: z.literal(true), FLUXO: Fluxo });
export type ObterFluxoResponse = z.infer<typeof ObterFluxoResponse>;

export const PendenciaTotalResponse = z.object({ RESULTADO: z.literal(true), TOTAL: Money });
export type PendenciaTotalResponse = z.infer<typeof PendenciaTotalResponse>;

export const VerificaAnuidadeBody = z.object({ ID_EMITENTE_ML: WireId });
export type VerificaAnuidadeBody = z.input<typeof VerificaAnuidadeBody>;

export const VerificaAnuidadeResponse = z.object({
  RESULTADO: z.literal(true),
  PAGO: z.boolean(),
  /** Null when the member has no annuity item with that association. */
  ID_FLUXO_DE_CAIXA: z.number().int().nullable(),
  FLUXO: Fluxo.nullable(),
});
export type VerificaAnuidadeResponse = z.infer<typeof VerificaAnuidadeResponse>;

const TRANSACTION_STATUSES = ['pending', 'succeeded', 'failed', 'expired'] as const;
export const TransactionStatus = z.enum(TRANSACTION_STATUSES);
export type TransactionStatus = z.infer<typeof TransactionStatus>;

/** Fields that do not apply to the method are ''. */
export const Transacao = z.object({
  ID_ZOOP_TRANSACAO: z.string(),
  /** PIX: the copy-and-paste BR Code, also the QR code's content. */
  PIX_QRCODE: z.string(),
  /** PIX: expiry in UTC, 'YYYY-MM-DD HH:mm:ss'. */
  PIX_DATA_EXPIRACAO: z.union([z.literal(''), z.string().regex(PIX_EXPIRY_RE)]),
  /** Public handle: the boleto slip is at /api/access/acessarBoleto/{HASH}. */
  HASH: z.string(),
  /** Boleto: the 47-digit digitable line, digits only. */
  BOLETO_CODIGO_BARRA: z.string(),
  STATUS: TransactionStatus,
});
export type Transacao = z.infer<typeof Transacao>;

const CartaoSalvo = z.object({ ID_ZOOP_EMITENTE_CARTAO: WireId });
const CartaoNovo = NovoCartao.extend({
  /** Keep the card (token, brand, last 4, expiry, holder) for later payments. */
  SALVAR: z.boolean().optional(),
});
export const CartaoPagamento = z.union([CartaoSalvo, CartaoNovo]);
export type CartaoPagamento = z.infer<typeof CartaoPagamento>;

export const EfetuarTransacaoBody = z.object({
  ID_FLUXO_DE_CAIXA: WireId,
  /**
   * Ours, not SPEC §7: several items paid together, ID_FLUXO_DE_CAIXA first; one payment for
   * their sum settles each of them once.
   */
  ID_FLUXOS_DE_CAIXA: z.array(WireId).min(1).max(MAX_ITEMS_PER_PAYMENT).optional(),
  TIPO: z.enum(paymentMethodWires),
  /** 1 to 12, card only: PIX and boleto are always 1. */
  PARCELAS: z.coerce.number<number | string>().int().min(1).max(12).default(1),
  /** From validarPIN; required whenever the member has a PIN (and paying needs one). */
  TOKEN_PIN: z.string().max(2048).optional(),
  /** Required for TIPO 'C': a saved card by id, or a card typed now. */
  CARTAO: CartaoPagamento.optional(),
});
export type EfetuarTransacaoBody = z.input<typeof EfetuarTransacaoBody>;

export const EfetuarTransacaoResponse = z.object({
  RESULTADO: z.boolean(),
  MSG: z.string(),
  /** Present whenever a transaction was recorded (also for a declined card: STATUS 'failed'). */
  TRANSACAO: Transacao.optional(),
});
export type EfetuarTransacaoResponse = z.infer<typeof EfetuarTransacaoResponse>;

export const VerificarTransacaoBody = z.object({ ID_ZOOP_TRANSACAO: z.string().min(1).max(64) });
export type VerificarTransacaoBody = z.infer<typeof VerificarTransacaoBody>;

export const VerificarTransacaoResponse = z.object({ RESULTADO: z.literal(true), STATUS: TransactionStatus });
export type VerificarTransacaoResponse = z.infer<typeof VerificarTransacaoResponse>;

export const TransacaoPendenteBoletoResponse = z.object({
  RESULTADO: z.literal(true),
  /** The item's live pending boleto (due today or later), else null. */
  TRANSACAO: Transacao.nullable(),
});
export type TransacaoPendenteBoletoResponse = z.infer<typeof TransacaoPendenteBoletoResponse>;
