import type { DashboardSummary } from '../../../domain/contract/gestao-dashboard';
import { gestaoApi } from './api';

const dashboardApi = gestaoApi.injectEndpoints({
  endpoints: (b) => ({
    dashboard: b.query<DashboardSummary, void>({
      query: () => 'gestao/dashboard',
      providesTags: [{ type: 'BackOfficeDashboard', id: 'SUMMARY' }],
    }),
  }),
});

export const { useDashboardQuery } = dashboardApi;
