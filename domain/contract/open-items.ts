import { z } from 'zod';

/**
 * "Em aberto" (our own vocabulary: not a SPEC §7 call): every pending item Home's total counts,
 * each at what it costs today. Amounts in centavos, days as YYYY-MM-DD (São Paulo).
 */
export const OpenItem = z.object({
  id: z.number().int(),
  associationId: z.number().int(),
  associationName: z.string(),
  description: z.string(),
  dueDate: z.string(),
  /** What paying it today costs: price plus fine and interest. */
  amountCentavos: z.number().int(),
  priceCentavos: z.number().int(),
  /** The last day of the early-payment price when it applies today, else null. */
  promoUntil: z.string().nullable(),
  /** The normal price after that day, while the early one applies. */
  afterPromoCentavos: z.number().int().nullable().optional(),
  fineCentavos: z.number().int(),
  interestCentavos: z.number().int(),
  daysLate: z.number().int(),
  /** Open again after staff refunded its payment: when (ISO), this item's part that went back and its share paid. */
  refund: z
    .object({ at: z.string(), amountCentavos: z.number().int(), paidCentavos: z.number().int() })
    .nullable()
    .optional(),
});
export type OpenItem = z.infer<typeof OpenItem>;

export const OpenItems = z.object({
  items: z.array(OpenItem),
  /** Their sum: what Home shows as the total. */
  totalCentavos: z.number().int(),
});
export type OpenItems = z.infer<typeof OpenItems>;
