import type { GestaoRecurring } from '../../../domain/contract/debito-automatico';
import { gestaoApi } from './api';
import { failureOf } from '../../lib/api-result';

const debitoAutomaticoApi = gestaoApi.injectEndpoints({
  endpoints: (b) => ({
    gestaoDebitoAutomatico: b.query<GestaoRecurring, void>({
      query: () => 'gestao/debito-automatico',
      transformErrorResponse: failureOf,
    }),
  }),
});

export const { useGestaoDebitoAutomaticoQuery } = debitoAutomaticoApi;
