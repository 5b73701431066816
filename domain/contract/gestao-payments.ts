import { z } from 'zod';
import { PIX_KEY_TYPES } from '../pix-key';
import { recordedMethodIds, type RecordedMethodId } from '../recorded-methods';
import { IsoDay } from './gestao-charges';

/** Pagamentos: our own vocabulary (camelCase, integer centavos, ISO dates). */

/** How a payment was made, by domain/recorded-methods.ts: the registry's ids and manual. */
export const RecordedMethod = z.enum(recordedMethodIds);
export type RecordedMethod = RecordedMethodId;

/** The methods the gateway can refund (PAYMENT_MSG.refundMethod). */
export const REFUNDABLE_METHODS: readonly RecordedMethod[] = ['pix', 'card'];

export const PaymentStatus = z.enum(['pending', 'succeeded', 'failed', 'expired', 'refunded']);
export type PaymentStatus = z.infer<typeof PaymentStatus>;
export const PAYMENT_STATUS_LABEL: Record<PaymentStatus, string> = {
  pending: 'Pendente',
  succeeded: 'Pago',
  failed: 'Recusado',
  expired: 'Expirado',
  refunded: 'Estornado',
};

/** A settled payment its payer's bank disputes at the PSP (chargeback): the money may go back. */
export const PAYMENT_DISPUTED_LABEL = 'Em contestação (chargeback)';

/** Filters of the list and of the CSV export; the period is the transaction's creation day (São Paulo). */
export const PaymentFilters = z.object({
  from: IsoDay.optional(),
  to: IsoDay.optional(),
  method: RecordedMethod.optional(),
  status: PaymentStatus.optional(),
});
export type PaymentFilters = z.infer<typeof PaymentFilters>;

export const PaymentListQuery = PaymentFilters.extend({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
export type PaymentListQuery = z.infer<typeof PaymentListQuery>;

/** A payment as stored: its first (or only) item in itemId / itemDescription. */
export const PaymentRecord = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  memberId: z.number().int(),
  memberName: z.string(),
  cpf: z.string(),
  itemId: z.number().int(),
  itemDescription: z.string(),
  method: RecordedMethod,
  /** Manual payments: dinheiro | transferencia | outro. */
  manualMethod: z.string().nullable(),
  installments: z.number().int(),
  status: PaymentStatus,
  amountCentavos: z.number().int(),
  feeCentavos: z.number().int(),
  /**
   * What the association keeps of it, as Painel's "Recebido" counts it (server/payments/
   * received-money.ts) less the PSP's fee: the amount less the fee, what a refund gave back and
   * what an open chargeback took; 0 for a payment that did not settle.
   */
  netCentavos: z.number().int(),
  gatewayId: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** What a refund gave back (all of it or a part); null when nothing went back. */
  refundedCentavos: z.number().int().nullable(),
  /** Why it was refunded: 'cdc-49', the buyer's withdrawal ("Desistência (CDC art. 49)"); null otherwise. */
  refundReason: z.enum(['cdc-49']).nullable(),
  /** Since when the payer's bank disputes it (a chargeback at the PSP); null when it does not. */
  disputedAt: z.string().nullable(),
  note: z.string().nullable(),
});
export type PaymentRecord = z.infer<typeof PaymentRecord>;

/** One item a payment settled, with its share of the amount. */
const PaidShare = z.object({
  itemId: z.number().int(),
  description: z.string(),
  amountCentavos: z.number().int(),
});
export type PaidShare = z.infer<typeof PaidShare>;

/**
 * A withdrawn boleto's money back by PIX (CDC art. 49): 'sent' by the PSP's transfer, with the
 * banks; 'done' when the PSP says it arrived; 'to-return' when it could not (or the transfer failed later), and staff must transfer it ("Devolver por transferência") to the key the
 * buyer gave, shown only then; 'returned' once staff say so (the key erased).
 */
export const ReturnTransfer = z.object({
  status: z.enum(['sent', 'done', 'to-return', 'returned']),
  amountCentavos: z.number().int(),
  keyType: z.enum(PIX_KEY_TYPES),
  /** The buyer's key as people read it ("CPF 529.982.247-25"), only while staff must transfer to it. */
  key: z.string().nullable(),
  /** Why the PSP did not send it (its words); null when it has no such transfer or sent it. */
  pspRefusal: z.string().nullable(),
  returnedAt: z.string().nullable(),
});
export type ReturnTransfer = z.infer<typeof ReturnTransfer>;

/** A payment in the list: with every item it settled (one, or each of "Pagar selecionados"). */
export const GestaoPayment = PaymentRecord.extend({
  items: z.array(PaidShare).min(1),
  /** A withdrawn boleto's: how its money goes back; null for every other payment. */
  returnTransfer: ReturnTransfer.nullable(),
});
export type GestaoPayment = z.infer<typeof GestaoPayment>;

export const PaymentList = z.object({ payments: z.array(GestaoPayment), total: z.number().int() });
export type PaymentList = z.infer<typeof PaymentList>;

export const PaymentParams = z.object({ paymentId: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * "Reabrir o item para nova cobrança" reopens every item the payment paid whose whole share went
 * back; amountCentavos, when given, refunds that part only (split by domain/refund-split.ts).
 */
export const RefundBody = z.object({
  reopenItem: z.boolean(),
  amountCentavos: z.number().int().positive().max(2_147_483_647).optional(),
});
export type RefundBody = z.infer<typeof RefundBody>;

export const RefundDone = z.object({
  payment: PaymentRecord,
  itemReopened: z.boolean(),
  refundedCentavos: z.number().int(),
  reopenedItemIds: z.array(z.number().int()),
});
export type RefundDone = z.infer<typeof RefundDone>;

export const PAYMENT_MSG = {
  refundMethod: 'Só pagamentos por PIX ou cartão podem ser estornados pela operadora de pagamento.',
  refundNotPaid: 'Só um pagamento confirmado pode ser estornado.',
  refundRefused: 'A operadora de pagamento recusou o estorno. Tente novamente mais tarde.',
  refundTooLarge: 'O valor do estorno não pode passar do valor pago.',
  refundAmountInvalid: 'Informe o valor a estornar, como 42,50.',
  refundPartHint:
    'Um estorno parcial é dividido entre os itens do pagamento na proporção de cada um; só é reaberto o item estornado por inteiro.',
  noReceipt: 'Este pagamento não tem recibo (não foi confirmado).',
} as const;

/**
 * The CSV's header line, in the order of its columns. `liquido` is netCentavos (bruto less taxa,
 * estornado and an open chargeback); `estornado` what a refund gave back, `data_estorno` its day.
 * Columns added later go at the end, so a spreadsheet reading them by position keeps working.
 */
export const PAYMENTS_CSV_COLUMNS = [
  'data',
  'membro',
  'cpf',
  'item',
  'forma',
  'parcelas',
  'bruto',
  'taxa',
  'liquido',
  'situacao',
  'devolucao',
  'id_gateway',
  'estornado',
  'data_estorno',
] as const;
