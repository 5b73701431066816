import type {
  ChargeAgainDone,
  Declined,
  GoodStanding,
  HealthFilters,
  Overdue,
  OverdueBucketId,
  OverdueMembers,
  Reminders,
  ReminderRuns,
  ReminderRunsQuery,
  Renewal,
  Revenue,
} from '../../../domain/contract/gestao-health';
import { gestaoApi } from './api';

/** The screen's filters as a query string (the server's defaults when absent). */
const query = (section: string, f: Partial<HealthFilters>) => {
  const params = new URLSearchParams();
  if (f.months !== undefined) params.set('months', String(f.months));
  if (f.categoryId !== undefined) params.set('categoryId', String(f.categoryId));
  return `gestao/saude/${section}?${params.toString()}`;
};

/**
 * The figures are made of items and payments: whatever changes those (a Baixa manual, a refund, a
 * new charge) invalidates their LIST tags, and every section asks again.
 */
const madeOfItemsAndPayments = [
  { type: 'GestaoItem' as const, id: 'LIST' },
  { type: 'GestaoPayment' as const, id: 'LIST' },
];

const healthApi = gestaoApi.injectEndpoints({
  endpoints: (b) => ({
    healthGoodStanding: b.query<GoodStanding, Partial<HealthFilters>>({
      query: (f) => query('adimplencia', f),
      providesTags: madeOfItemsAndPayments,
    }),
    healthOverdue: b.query<Overdue, Partial<HealthFilters>>({
      query: (f) => query('atraso', f),
      providesTags: madeOfItemsAndPayments,
    }),
    healthOverdueMembers: b.query<
      OverdueMembers,
      { bucket: OverdueBucketId; categoryId?: number | undefined }
    >({
      query: ({ bucket, categoryId }) =>
        `gestao/saude/atraso/membros?bucket=${bucket}${categoryId === undefined ? '' : `&categoryId=${categoryId}`}`,
      providesTags: madeOfItemsAndPayments,
    }),
    healthRevenue: b.query<Revenue, Partial<HealthFilters>>({
      query: (f) => query('receita', f),
      providesTags: madeOfItemsAndPayments,
    }),
    healthRenewal: b.query<Renewal, Partial<HealthFilters>>({
      query: (f) => query('renovacao', f),
      providesTags: madeOfItemsAndPayments,
    }),
    healthReminders: b.query<Reminders, Partial<HealthFilters>>({
      query: (f) => query('lembretes', f),
      providesTags: madeOfItemsAndPayments,
    }),
    /** Made of the job's runs and Meta's statuses, which no screen's action changes: read anew on each visit. */
    healthReminderRuns: b.query<ReminderRuns, Partial<ReminderRunsQuery>>({
      query: ({ before, ...f }) =>
        `${query('lembretes/execucoes', f)}${before === undefined ? '' : `&before=${before}`}`,
    }),
    healthDeclined: b.query<Declined, Partial<HealthFilters>>({
      query: (f) => query('recusados', f),
      providesTags: madeOfItemsAndPayments,
    }),
    chargeAgain: b.mutation<ChargeAgainDone, { itemId: number }>({
      query: ({ itemId }) => ({ url: `gestao/saude/recusados/${itemId}/cobrar`, method: 'POST' }),
    }),
  }),
});

export const {
  useHealthGoodStandingQuery,
  useHealthOverdueQuery,
  useHealthOverdueMembersQuery,
  useHealthRevenueQuery,
  useHealthRenewalQuery,
  useHealthRemindersQuery,
  useHealthReminderRunsQuery,
  useHealthDeclinedQuery,
  useChargeAgainMutation,
} = healthApi;
