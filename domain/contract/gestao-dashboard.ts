import { z } from 'zod';
import { RecordedMethod } from './gestao-payments';

const Centavos = z.number().int();

const AgingBucket = z.object({
  count: z.number().int(),
  /** What the members would pay today: fine and interest included (the dues engine's price). */
  totalCentavos: Centavos,
  /** The same items at their original amounts. */
  originalCentavos: Centavos,
});
export type AgingBucket = z.infer<typeof AgingBucket>;

export const MonthReceived = z.object({
  /** 'YYYY-MM', São Paulo calendar. */
  month: z.string(),
  /** Split by how it came in; an item paid with no payment of the app counts as manual. */
  byMethod: z.record(RecordedMethod, Centavos),
});
export type MonthReceived = z.infer<typeof MonthReceived>;

export const DashboardSummary = z.object({
  /** São Paulo day the figures were computed for ('YYYY-MM-DD'). */
  today: z.string(),
  members: z.object({
    active: z.number().int(),
    pendingApproval: z.number().int(),
    /** Active members with at least one open, not cancelled item past its due day. */
    inArrears: z.number().int(),
  }),
  thisMonth: z.object({
    /** Open items due this month, at what they cost today. */
    receivableCentavos: Centavos,
    /** What the payments settled this month took, less what refunds gave back (server/payments/received-money.ts). */
    receivedCentavos: Centavos,
    /** Open items past their due day (any month), at what the members would pay today. */
    overdueCentavos: Centavos,
    /** The same overdue items at their original amounts. */
    overdueOriginalCentavos: Centavos,
  }),
  overdueByAge: z.object({
    upTo30: AgingBucket,
    from31To90: AgingBucket,
    over90: AgingBucket,
  }),
  /** The last 12 months, oldest first, the current month last. */
  receivedByMonth: z.array(MonthReceived),
});
export type DashboardSummary = z.infer<typeof DashboardSummary>;
