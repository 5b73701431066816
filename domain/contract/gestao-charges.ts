import { z } from 'zod';

/** Cobranças: our own vocabulary (camelCase, integer centavos, ISO dates 'YYYY-MM-DD'). */

const isRealDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/** A real calendar day, 'YYYY-MM-DD' (1900 to 2999): '2026-02-30' is refused, not sent to the database. */
export const IsoDay = z
  .string()
  .regex(/^(19|2\d)\d{2}-\d{2}-\d{2}$/)
  .refine(isRealDay, { message: 'Expected a real day, YYYY-MM-DD' });
const Id = z.number().int().positive().max(2_147_483_647);
const Centavos = z.number().int().positive().max(100_000_000);

const ChargeTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('member'), memberId: Id }),
  z.object({ kind: z.literal('categories'), categoryIds: z.array(Id).min(1).max(50) }),
]);
export type ChargeTarget = z.infer<typeof ChargeTarget>;

/** One annual annuity, or a series of monthly contributions (the description gets " MM/AAAA"). */
const ChargeSchedule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('annuity'), dueDate: IsoDay }),
  z.object({ kind: z.literal('monthly'), firstDueDate: IsoDay, months: z.number().int().min(1).max(36) }),
]);
export type ChargeSchedule = z.infer<typeof ChargeSchedule>;

const CategoryAmount = z.object({ categoryId: Id, amountCentavos: Centavos });
export type CategoryAmount = z.infer<typeof CategoryAmount>;

export const NewChargeBody = z.object({
  target: ChargeTarget,
  schedule: ChargeSchedule,
  description: z.string().trim().min(1).max(120),
  /** The amount of each category charged (for one member: their category's). */
  amounts: z.array(CategoryAmount).min(1).max(50),
  /**
   * Staff saw the preview's annuities this one repeats (same year, or another year's billed in
   * the last 60 days) and create it anyway; without it such an annuity charge is refused.
   */
  confirmAnnuityDuplicates: z.boolean().optional(),
});
export type NewChargeBody = z.infer<typeof NewChargeBody>;

/** An open item (neither paid nor cancelled) that a new charge would repeat. */
const ChargeDuplicate = z.object({
  itemId: z.number().int(),
  memberName: z.string(),
  description: z.string(),
  dueDate: IsoDay,
});
export type ChargeDuplicate = z.infer<typeof ChargeDuplicate>;

/** The open items of the same member, description and due day: the first ones, and how many in all. */
export const ChargeDuplicates = z.object({
  duplicateCount: z.number().int(),
  duplicates: z.array(ChargeDuplicate),
});
export type ChargeDuplicates = z.infer<typeof ChargeDuplicates>;

/**
 * An annuity charge's members who already have an annuity of that year, or of another year
 * billed in the last 60 days: the first ones, and how many in all (0 for monthly charges).
 */
export const AnnuityDuplicates = z.object({
  annuityDuplicateCount: z.number().int(),
  annuityDuplicates: z.array(ChargeDuplicate),
});
export type AnnuityDuplicates = z.infer<typeof AnnuityDuplicates>;

const ChargeTotals = z.object({
  memberCount: z.number().int(),
  itemCount: z.number().int(),
  totalCentavos: z.number().int(),
});

export const ChargePreview = ChargeTotals.extend(ChargeDuplicates.shape).extend(AnnuityDuplicates.shape);
export type ChargePreview = z.infer<typeof ChargePreview>;

export const ChargeCreated = ChargeTotals.omit({ memberCount: true }).extend({
  batchId: z.number().int(),
  description: z.string(),
  /** True when the Idempotency-Key had been used with this same request: nothing new was created. */
  replayed: z.boolean(),
});
export type ChargeCreated = z.infer<typeof ChargeCreated>;

export const ChargeCategory = z.object({
  categoryId: z.number().int(),
  description: z.string(),
  annuityCentavos: z.number().int(),
  activeMembers: z.number().int(),
});
export type ChargeCategory = z.infer<typeof ChargeCategory>;

export const ChargeMemberQuery = z.object({ q: z.string().trim().min(2).max(100) });
export const ChargeMember = z.object({
  memberId: z.number().int(),
  name: z.string(),
  cpf: z.string(),
  categoryId: z.number().int(),
  categoryDescription: z.string(),
});
export type ChargeMember = z.infer<typeof ChargeMember>;

const Limit = z.coerce.number().int().min(1).max(100).default(20);
const Offset = z.coerce.number().int().min(0).max(10_000_000).default(0);

export const BatchListQuery = z.object({ limit: Limit, offset: Offset });
const ChargeBatch = z.object({
  id: z.number().int(),
  description: z.string(),
  itemCount: z.number().int(),
  totalCentavos: z.number().int(),
  staffName: z.string(),
  createdAt: z.string(),
});
export type ChargeBatch = z.infer<typeof ChargeBatch>;
export const BatchList = z.object({ batches: z.array(ChargeBatch), total: z.number().int() });
export type BatchList = z.infer<typeof BatchList>;

export const ItemStatus = z.enum(['open', 'paid', 'cancelled']);
export type ItemStatus = z.infer<typeof ItemStatus>;

export const ItemListQuery = z.object({
  status: ItemStatus.default('open'),
  categoryId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Due dates from/to, inclusive. */
  from: IsoDay.optional(),
  to: IsoDay.optional(),
  batchId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  limit: Limit,
  offset: Offset,
});
export type ItemListQuery = z.infer<typeof ItemListQuery>;

export const GestaoItem = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberName: z.string(),
  cpf: z.string(),
  categoryDescription: z.string().nullable(),
  kind: z.string(),
  description: z.string(),
  dueDate: IsoDay,
  /** The original amount. */
  amountCentavos: z.number().int(),
  /** Open: what the member would pay today (fine and interest included); paid: what paid it. */
  currentCentavos: z.number().int(),
  status: ItemStatus,
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export type GestaoItem = z.infer<typeof GestaoItem>;
export const ItemList = z.object({ items: z.array(GestaoItem), total: z.number().int() });
export type ItemList = z.infer<typeof ItemList>;

export const ItemParams = z.object({ itemId: z.coerce.number().int().positive().max(2_147_483_647) });

export const CancelItemBody = z.object({ reason: z.string().trim().min(3).max(500) });
export type CancelItemBody = z.infer<typeof CancelItemBody>;

export const MANUAL_METHODS = ['dinheiro', 'transferencia', 'outro'] as const;
export const ManualMethod = z.enum(MANUAL_METHODS);
export type ManualMethod = z.infer<typeof ManualMethod>;
export const MANUAL_METHOD_LABEL: Record<ManualMethod, string> = {
  dinheiro: 'Dinheiro',
  transferencia: 'Transferência',
  outro: 'Outro',
};

export const ManualPaymentBody = z.object({
  paidOn: IsoDay,
  method: ManualMethod,
  note: z.string().trim().max(500).default(''),
});
export type ManualPaymentBody = z.infer<typeof ManualPaymentBody>;

export const ManualPaymentDone = z.object({ transactionId: z.number().int(), item: GestaoItem });
export type ManualPaymentDone = z.infer<typeof ManualPaymentDone>;

/** The texts staff read, used by the server, the screens and the tests. */
export const CHARGE_MSG = {
  idempotencyReused: 'Esta chave de envio já foi usada para outra cobrança. Recarregue o formulário.',
  idempotencyKeyMissing: 'O cabeçalho Idempotency-Key está ausente ou é inválido.',
  noMembers: 'Nenhum membro ativo recebe esta cobrança.',
  missingAmount: 'Informe o valor de cada categoria cobrada.',
  unknownCategory: 'Categoria não oferecida pela associação.',
  memberNotActive: 'Membro não encontrado entre os membros ativos.',
  alreadyPaid: 'Este item já está pago.',
  alreadyCancelled: 'Este item já está cancelado.',
  paymentRunning: 'Há um pagamento em andamento para este item. Tente novamente em alguns minutos.',
  futurePayment: 'A data do pagamento não pode ser futura.',
  annuityDuplicates:
    'Há membros com anuidade deste ano, ou de outro ano cobrada há menos de 60 dias. Veja a prévia e confirme.',
} as const;
