import { z } from 'zod';
import { RecordedMethod } from './gestao-payments';

/** "Saúde da associação" (/api/gestao/saude/*): our own vocabulary, integer centavos, ISO days. */

const Centavos = z.number().int();
const Count = z.number().int();
const Id = z.coerce.number().int().positive().max(2_147_483_647);

export const HEALTH_PERIODS = [3, 6, 12] as const;

/** The screen's filters: how many months back (the current one included) and one category. */
export const HealthFilters = z.object({
  months: z.coerce
    .number()
    .int()
    .refine((n) => (HEALTH_PERIODS as readonly number[]).includes(n), { message: 'Período inválido.' })
    .default(12),
  categoryId: Id.optional(),
});
export type HealthFilters = z.infer<typeof HealthFilters>;

const Standing = z.object({ active: Count, goodStanding: Count });

/** 1. Adimplência: at the end of each month (the current one: today), overall and per category. */
export const GoodStandingPoint = z.object({
  /** The São Paulo day the snapshot is of: a month's last day, or today. */
  day: z.string(),
  overall: Standing,
  categories: z.array(Standing.extend({ categoryId: z.number().int(), description: z.string() })),
});
export const GoodStanding = z.object({ points: z.array(GoodStandingPoint) });
export type GoodStanding = z.infer<typeof GoodStanding>;

export const OVERDUE_BUCKETS = ['1-30', '31-60', '61-90', '90+'] as const;
export const OverdueBucketId = z.enum(OVERDUE_BUCKETS);
export type OverdueBucketId = z.infer<typeof OverdueBucketId>;
export const OVERDUE_BUCKET_LABEL: Record<OverdueBucketId, string> = {
  '1-30': '1–30 dias',
  '31-60': '31–60 dias',
  '61-90': '61–90 dias',
  '90+': 'Mais de 90 dias',
};

/** 2. Recebíveis em atraso: open items past their due day, by days late. */
export const OverdueBucket = z.object({
  bucket: OverdueBucketId,
  count: Count,
  members: Count,
  /** The items' prices as Cobranças lists them. */
  priceCentavos: Centavos,
  /** What the members would pay today: price, fine and interest (the dues engine's rules). */
  totalCentavos: Centavos,
});
export const Overdue = z.object({ today: z.string(), buckets: z.array(OverdueBucket) });
export type Overdue = z.infer<typeof Overdue>;

export const OverdueMembersQuery = HealthFilters.pick({ categoryId: true }).extend({
  bucket: OverdueBucketId,
});
export const OverdueMember = z.object({
  memberId: z.number().int(),
  name: z.string(),
  count: Count,
  totalCentavos: Centavos,
});
export const OverdueMembers = z.object({ members: z.array(OverdueMember), total: Count });
export type OverdueMembers = z.infer<typeof OverdueMembers>;

/** 3. Receita por forma de pagamento: per São Paulo month, per method. */
export const RevenueRow = z.object({
  /** 'YYYY-MM'. */
  month: z.string(),
  method: RecordedMethod,
  /** Payments made that month (succeeded, and those refunded since). */
  receivedCentavos: Centavos,
  /** Given back that month: refunds (a lost chargeback is one). */
  refundedCentavos: Centavos,
  /** Held by a chargeback still open, by the month it was opened. */
  disputedCentavos: Centavos,
  netCentavos: Centavos,
  /** The PSP's fees of the month's payments, where it told them. */
  feeCentavos: Centavos,
});
export const Revenue = z.object({ months: z.array(z.string()), rows: z.array(RevenueRow) });
export type Revenue = z.infer<typeof Revenue>;

/** 4. Renovação por ano de entrada, and Evasão. */
export const CohortRow = z.object({
  /** The year the members joined. */
  cohort: z.number().int(),
  size: Count,
  /** For each later year (the current one: today), members still active and in good standing. */
  years: z.array(z.object({ year: z.number().int(), retained: Count })),
});
export const Departure = z.object({
  memberId: z.number().int(),
  name: z.string(),
  /** When they left: the due day of their second annuity left unpaid. */
  day: z.string(),
  /** Their last payment's day, or null. */
  lastPaymentDay: z.string().nullable(),
});
export const Renewal = z.object({ cohorts: z.array(CohortRow), departures: z.array(Departure) });
export type Renewal = z.infer<typeof Renewal>;

export const REMINDER_CHANNELS = ['email', 'push', 'whatsapp'] as const;
export const ReminderChannel = z.enum(REMINDER_CHANNELS);
export const REMINDER_CHANNEL_LABEL: Record<z.infer<typeof ReminderChannel>, string> = {
  email: 'E-mail',
  push: 'Web Push',
  whatsapp: 'WhatsApp',
};

/** 5. Lembretes que funcionam. */
export const ReminderRow = z.object({ channel: ReminderChannel, sent: Count, paidWithin7Days: Count });
export const Reminders = z.object({ rows: z.array(ReminderRow) });
export type Reminders = z.infer<typeof Reminders>;

/** 5b. Each run of the reminders job: the association's messages per channel, as each one went. */
export const ReminderRunsQuery = HealthFilters.extend({
  /** Keyset: runs older than this id (the previous page's nextBefore). */
  before: Id.optional(),
});
export type ReminderRunsQuery = z.infer<typeof ReminderRunsQuery>;

/** A figure the channel does not report back (an e-mail's delivery, a push read): null, never 0. */
const Reported = Count.nullable();

export const ReminderRunChannel = z.object({
  channel: ReminderChannel,
  /** E-mails sent in place of WhatsApp messages that failed (the reminder's e-mail fallback). */
  insteadOfWhatsapp: z.boolean(),
  /** Handed over: to the mail server or push service by our outbox, to Meta for WhatsApp. */
  sent: Count,
  delivered: Reported,
  read: Reported,
  failed: Count,
  /** Still queued or being sent. */
  waiting: Count,
});
export type ReminderRunChannel = z.infer<typeof ReminderRunChannel>;

/** Only WhatsApp reports back (Meta's statuses); an e-mail or a push is known as far as our outbox. */
const REPORTS_DELIVERY: Record<z.infer<typeof ReminderChannel>, boolean> = {
  email: false,
  push: false,
  whatsapp: true,
};

type RunCounts = Record<'sent' | 'delivered' | 'read' | 'failed' | 'waiting', number>;

/** A channel's line of a run: what was not counted is 0, what the channel does not report null. */
export function runChannelFigures(
  channel: z.infer<typeof ReminderChannel>,
  counts: Partial<RunCounts> = {},
  insteadOfWhatsapp = false,
): ReminderRunChannel {
  const reports = REPORTS_DELIVERY[channel];
  return {
    channel,
    insteadOfWhatsapp,
    sent: counts.sent ?? 0,
    delivered: reports ? (counts.delivered ?? 0) : null,
    read: reports ? (counts.read ?? 0) : null,
    failed: counts.failed ?? 0,
    waiting: counts.waiting ?? 0,
  };
}

export const ReminderRunSummary = z.object({
  runId: z.number().int(),
  /** ISO timestamp. */
  ranAt: z.string(),
  /** The association's items and stages reminded by the run. */
  reminded: Count,
  channels: z.array(ReminderRunChannel),
});
export type ReminderRunSummary = z.infer<typeof ReminderRunSummary>;

export const ReminderRuns = z.object({
  /** Newest first: the runs that reminded someone of the association. */
  runs: z.array(ReminderRunSummary),
  nextBefore: z.number().int().nullable(),
});
export type ReminderRuns = z.infer<typeof ReminderRuns>;

/** 6. Pagamentos recusados: card declines and failed Pix Automático charges of the last 30 days. */
export const DeclinedRow = z.object({
  /** 'card' or 'pix-automatico'. */
  source: z.enum(['card', 'pix-automatico']),
  at: z.string(),
  itemId: z.number().int(),
  description: z.string(),
  memberId: z.number().int(),
  memberName: z.string(),
  amountCentavos: Centavos,
  reason: z.string(),
  /** Still open: "Cobrar novamente" can send a new link. */
  open: z.boolean(),
});
export const Declined = z.object({ rows: z.array(DeclinedRow) });
export type Declined = z.infer<typeof Declined>;

export const ChargeAgainParams = z.object({ itemId: Id });
export const ChargeAgainDone = z.object({ channels: z.array(ReminderChannel) });
export type ChargeAgainDone = z.infer<typeof ChargeAgainDone>;

export const HEALTH_MSG = {
  notOpen: 'Este item não está mais em aberto.',
  noChannel: 'O membro não tem e-mail nem notificações para receber o link.',
} as const;
