import type { GestaoRecurring } from '../../../domain/contract/debito-automatico';
import { gestaoApi } from './api';

const debitoAutomaticoApi = gestaoApi.injectEndpoints({
  endpoints: (b) => ({
    gestaoDebitoAutomatico: b.query<GestaoRecurring, void>({
      query: () => 'gestao/debito-automatico',
    }),
  }),
});

export const { useGestaoDebitoAutomaticoQuery } = debitoAutomaticoApi;
