import { z } from 'zod';
import { ProductPrice } from './gestao-store';

const Id = z.coerce.number().int().positive().max(2_147_483_647);
export const EventParams = z.object({ eventId: Id });

/** 'YYYY-MM-DD' and 'HH:mm', São Paulo. */
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const Clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const Count = z.number().int().min(0).max(1_000_000);

const EventSession = z.object({ day: Day, startsAt: Clock, endsAt: Clock });
export type EventSession = z.infer<typeof EventSession>;

const EventLot = z.object({
  categoryId: z.number().int().positive().max(2_147_483_647),
  lastDay: Day,
  amountCentavos: z.number().int(),
});
export type EventLot = z.infer<typeof EventLot>;

export const EventBody = z.object({
  name: z.string().trim().min(1).max(200),
  description: z.string().max(100_000),
  /** ISO timestamps. */
  startsAt: z.string().datetime({ offset: true }),
  endsAt: z.string().datetime({ offset: true }),
  place: z.string().trim().min(1).max(300),
  capacity: z.number().int().min(1).max(1_000_000),
  hours: Count,
  points: Count,
  minAttendancePercent: z.number().int(),
  sessions: z.array(EventSession).min(1).max(60),
  /** The price after the last lot, per category. */
  prices: z.array(ProductPrice).min(1).max(50),
  lots: z.array(EventLot).max(200),
  /** Offered in the member store too (default); without it, sold by its public page only. */
  inStore: z.boolean().optional(),
  imageBase64: z.string().max(2_800_000).optional(),
});
export type EventBody = z.infer<typeof EventBody>;

export const GestaoEvent = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  hash: z.string(),
  name: z.string(),
  /** The product page's description (HTML, from the text staff typed). */
  description: z.string(),
  /** Offered in the member store too. */
  inStore: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string(),
  place: z.string(),
  capacity: z.number().int(),
  /** Paid registrations. */
  registrations: z.number().int(),
  soldOut: z.boolean(),
  hours: z.number().int(),
  points: z.number().int(),
  minAttendancePercent: z.number().int(),
  sessions: z.array(EventSession),
  prices: z.array(ProductPrice.extend({ categoryName: z.string() })),
  lots: z.array(EventLot),
});
export type GestaoEvent = z.infer<typeof GestaoEvent>;

export const EventsResponse = z.object({ events: z.array(GestaoEvent) });
export const EventResponse = z.object({ event: GestaoEvent });
