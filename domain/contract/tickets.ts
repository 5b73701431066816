import { z } from 'zod';

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
});
export type MemberTicket = z.infer<typeof MemberTicket>;

export const MemberTicketsResponse = z.array(MemberTicket);
