import { z } from 'zod';
import { AGENCIA_RE, CONTA_RE } from '../bank-account';
import { pixParticipants } from '../pix-participants';

/** Pix Automático, "Débito automático" (our own vocabulary: these calls are not in SPEC §7). */

export const RecurringStatus = z.enum(['pending', 'active', 'refused', 'cancelled', 'expired']);
export type RecurringStatus = z.infer<typeof RecurringStatus>;

/** What an authorization pays: annuities (yearly) or monthly dues. */
export const RecurringItemKind = z.enum(['annuity', 'due']);
export type RecurringItemKind = z.infer<typeof RecurringItemKind>;

export const RecurringAuthorization = z.object({
  id: z.number().int(),
  associationId: z.number().int(),
  associationName: z.string(),
  itemKind: RecurringItemKind,
  limitCentavos: z.number().int(),
  status: RecurringStatus,
  createdAt: z.iso.datetime({ offset: true }),
});
export type RecurringAuthorization = z.infer<typeof RecurringAuthorization>;

/** An open annuity or due a new authorization can start from (Jornada 3: paying it authorizes). */
const EligibleItem = z.object({
  itemId: z.number().int(),
  description: z.string(),
  associationName: z.string(),
  itemKind: RecurringItemKind,
  amountCentavos: z.number().int(),
  dueDate: z.iso.date(),
});
export type EligibleItem = z.infer<typeof EligibleItem>;

export const DebitoAutomatico = z.object({
  authorizations: z.array(RecurringAuthorization),
  eligibleItems: z.array(EligibleItem),
});
export type DebitoAutomatico = z.infer<typeof DebitoAutomatico>;

export const StartAuthorizationBody = z.object({ itemId: z.number().int().positive().max(2_147_483_647) });
export type StartAuthorizationBody = z.infer<typeof StartAuthorizationBody>;

/** The one QR that pays the item and authorizes the recurrence. */
export const StartedAuthorization = z.object({
  authorization: RecurringAuthorization,
  pix: z.object({ brCode: z.string(), expiresAt: z.iso.datetime({ offset: true }) }),
});
export type StartedAuthorization = z.infer<typeof StartedAuthorization>;

export const AuthorizationParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The back office's view: every authorization of the association and the charges that failed. */
export const GestaoRecurring = z.object({
  authorizations: z.array(
    RecurringAuthorization.omit({ associationId: true, associationName: true }).extend({
      memberName: z.string(),
    }),
  ),
  failedCharges: z.array(
    z.object({
      id: z.number().int(),
      memberName: z.string(),
      description: z.string(),
      amountCentavos: z.number().int(),
      dueDate: z.iso.date(),
      attempts: z.number().int(),
      failureReason: z.string(),
    }),
  ),
});
export type GestaoRecurring = z.infer<typeof GestaoRecurring>;

/** The sandbox "bank": recurrences waiting for its answer and recurring charges to debit. */
export const SandboxBankQueue = z.object({
  recurrences: z.array(
    z.object({
      id: z.string(),
      description: z.string(),
      payerName: z.string(),
      limitCentavos: z.number().int(),
      /** Jornada 1: the account the request was sent to; Jornada 3: null. */
      payerAccount: z.string().nullable(),
      /** Jornada 3: the first charge the approval pays; Jornada 1: null, nothing is paid now. */
      amountCentavos: z.number().int().nullable(),
    }),
  ),
  charges: z.array(z.object({ txid: z.string(), description: z.string(), amountCentavos: z.number().int() })),
});
export type SandboxBankQueue = z.infer<typeof SandboxBankQueue>;

export const SandboxBankAnswerBody = z.object({ approve: z.boolean() });
export const SandboxBankParams = z.object({ id: z.string().regex(/^[a-zA-Z0-9]{26,35}$/) });

/** Whether the checkout offers Pix Automático for one item, and why not. */
export const PixAutomaticoOffer = z.object({ offered: z.boolean(), reason: z.string().nullable() });
export type PixAutomaticoOffer = z.infer<typeof PixAutomaticoOffer>;
export const OfferParams = z.object({ itemId: z.coerce.number().int().positive().max(2_147_483_647) });

/** Jornada 1: the member's bank (ISPB of the curated list), agência and conta; an item names association and kind. */
export const BankRequestBody = z.object({
  itemId: z.number().int().positive().max(2_147_483_647),
  ispb: z.string().refine((ispb) => pixParticipants.some((participant) => participant.ispb === ispb)),
  agencia: z.string().regex(AGENCIA_RE),
  conta: z.string().regex(CONTA_RE),
});
export type BankRequestBody = z.infer<typeof BankRequestBody>;
