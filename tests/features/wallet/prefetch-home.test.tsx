import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../src/app/store';
import { walletApi } from '../../../src/features/wallet/api';
import { upcomingPeriod } from '../../../src/features/wallet/item-periods';
import { prefetchHome } from '../../../src/features/wallet/prefetch-home';
import { fakeApi } from './fake-api';

afterEach(() => vi.unstubAllGlobals());

const HOME_CALLS = [
  'emitente/obterLogado',
  'emitente/listarAssociacoesEmitente',
  'fluxo/pendenciaTotal360dias',
  'fluxo/listarFluxos',
  // Twice: the next 30 days and the overdue items.
  'fluxo/listarFluxos',
  'emitente/temPIN',
  'emitente/termos',
  'emitente/listarCartoes',
  'banners',
];

describe('prefetchHome', () => {
  it("asks for each of Home's calls once, into the cache entries Home's components read", async () => {
    const { calls } = fakeApi({
      ...Object.fromEntries(HOME_CALLS.map((path) => [path, () => ({})])),
      'fluxo/listarFluxos': () => [],
      'fluxo/pendenciaTotal360dias': () => ({ RESULTADO: true, TOTAL: 0 }),
      'emitente/listarAssociacoesEmitente': () => [],
      'emitente/listarCartoes': () => [],
      banners: () => [],
      'emitente/obterLogado': () => ({
        usuario: {
          nome: 'Maria Demo Silva',
          nomeApresentacao: null,
          foto: null,
          email: null,
          celular: null,
          cpfCnpj: '52998224725',
          associacoes: [],
        },
      }),
    });
    const store = makeStore({ session: { token: 'a-token' } });

    await prefetchHome(store.dispatch);
    await waitFor(() => expect(calls).toHaveLength(HOME_CALLS.length));

    expect(calls.map((c) => c.path).sort()).toEqual([...HOME_CALLS].sort());
    expect(calls.every((c) => c.headers.get('authorization') === 'Bearer a-token')).toBe(true);
    // The same arguments as UpcomingItems' query: a component mounting now finds the entry.
    const upcoming = () => walletApi.endpoints.walletItems.select(upcomingPeriod())(store.getState());
    await waitFor(() => expect(upcoming().isSuccess).toBe(true));
    const period = upcomingPeriod();
    expect(calls.find((c) => c.path === 'fluxo/listarFluxos')?.body).toEqual({
      DATA_INICIAL: period.from,
      DATA_FINAL: period.to,
      SITUACAO: 'pendente',
    });

    // Asking again while the answers are fresh sends nothing more.
    await prefetchHome(store.dispatch);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(HOME_CALLS.length);
  });
});
