import { z } from 'zod';

/** The buyer's right to withdraw a paid purchase (CDC art. 49), as their screens show it. */
export const WithdrawalState = z.object({
  /** While it may be withdrawn: until when (ISO), whether the event's start closes it first, how and what goes back. */
  open: z
    .object({
      until: z.string(),
      eventFirst: z.boolean(),
      method: z.enum(['card', 'pix', 'boleto']),
      /** What would go back: everything paid for it, fees included. */
      amountCentavos: z.number().int(),
    })
    .nullable(),
  /** When the buyer withdrew it (ISO), or null. */
  withdrawnAt: z.string().nullable(),
  /** Withdrawn, paid by boleto, and its money not sent back yet: the association returns it by PIX. */
  returnPending: z.boolean(),
});
export type WithdrawalState = z.infer<typeof WithdrawalState>;

/**
 * The PIX key a boleto's money goes back to, as typed: checked by domain/pix-key.ts (its pt-BR
 * refusals), so the wire only bounds it. Personal data: never logged (server/app.ts redacts it).
 */
export const RefundPixKey = z.object({ type: z.string().max(16), key: z.string().max(120) });
export type RefundPixKey = z.infer<typeof RefundPixKey>;

/** "Confirmar desistência" done: everything paid went back (a boleto's: by the PSP's PIX, or staff's). */
export const WithdrawalDone = z.object({
  refundedCentavos: z.number().int(),
  method: z.enum(['card', 'pix', 'boleto']),
  withdrawnAt: z.string(),
  returnedBy: z.enum(['psp', 'staff']).optional(),
});
export type WithdrawalDone = z.infer<typeof WithdrawalDone>;

/** A member's ticket ("ingresso"): what "Meus ingressos" shows and the door reads. */
export const MemberTicket = z.object({
  id: z.number().int(),
  eventName: z.string(),
  /** ISO timestamps. */
  startsAt: z.string(),
  endsAt: z.string(),
  place: z.string(),
  code: z.string(),
  qrPayload: z.string(),
  status: z.enum(['valid', 'cancelled']),
  /** Meus ingressos: the right to withdraw its purchase; absent where it is not asked for (the door, Compra concluída). */
  withdrawal: WithdrawalState.optional(),
  /** Meus ingressos: the purchase (item) that paid it, which "Desistir da compra" names. */
  itemId: z.number().int().optional(),
});
export type MemberTicket = z.infer<typeof MemberTicket>;

/** Meus ingressos' "Confirmar desistência": the member's own purchase. */
export const WithdrawTicketBody = z.object({
  itemId: z.number().int().positive().max(2_147_483_647),
  /** A boleto purchase's: where its money goes back. */
  refundPixKey: RefundPixKey.optional(),
});
export type WithdrawTicketBody = z.infer<typeof WithdrawTicketBody>;

export const MemberTicketsResponse = z.array(MemberTicket);
