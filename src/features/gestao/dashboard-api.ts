import type { DashboardSummary } from '../../../domain/contract/gestao-dashboard';
import type { FirstStepsResponse } from '../../../domain/contract/gestao-first-steps';
import { gestaoApi } from './api';

const dashboardApi = gestaoApi.injectEndpoints({
  endpoints: (b) => ({
    dashboard: b.query<DashboardSummary, void>({
      query: () => 'gestao/dashboard',
      providesTags: [{ type: 'GestaoDashboard', id: 'SUMMARY' }],
    }),
    // Steps are done on other screens: the Painel asks again each time it opens.
    firstSteps: b.query<FirstStepsResponse, void>({
      query: () => 'gestao/primeiros-passos',
      providesTags: [{ type: 'GestaoDashboard', id: 'FIRST_STEPS' }],
    }),
  }),
});

export const { useDashboardQuery, useFirstStepsQuery } = dashboardApi;
