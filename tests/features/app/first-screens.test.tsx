import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREENS, matchFirstScreen, SESSION_CHECK } from '../../../src/app/first-screens';
import { makeStore } from '../../../src/app/store';
import { purchaseApi } from '../../../src/features/purchase/api';
import { prefetchHome } from '../../../src/features/wallet/prefetch-home';
import { startEarlyRequest } from '../../../src/lib/early-requests';
import { sessionApi } from '../../../src/lib/session-api';
import { PRODUCT } from '../purchase/support/product';
import { fakeApi } from '../wallet/fake-api';

afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as { __quitaEarlyRequests?: unknown }).__quitaEarlyRequests;
});

const api = (path: string) => `${location.origin}/api/${path}`;
const screen = (path: string) => FIRST_SCREENS.find((s) => s.path === path)!;

describe("the boot script's early calls", () => {
  it("are Home's own GET calls, and Home takes their answers instead of asking again", async () => {
    const early = [SESSION_CHECK, ...screen('/').requests!({}, true)];
    const paths = [...early, 'fluxo/listarFluxos'];
    const member = {
      usuario: {
        nome: 'Maria Demo Silva',
        nomeApresentacao: null,
        foto: null,
        email: null,
        celular: null,
        cpfCnpj: '52998224725',
        associacoes: [],
      },
    };
    const { calls } = fakeApi({
      ...Object.fromEntries(paths.map((path) => [path, () => ({})])),
      'emitente/obterLogado': () => member,
    });
    for (const path of early) startEarlyRequest(api(path), 'a-token');
    await waitFor(() => expect(calls).toHaveLength(early.length));

    const store = makeStore({ session: { token: 'a-token' } });
    await prefetchHome(store.dispatch);
    void store.dispatch(sessionApi.endpoints.verify.initiate());
    await waitFor(() => expect(calls).toHaveLength(early.length + 2));
    await new Promise((resolve) => setTimeout(resolve, 20));

    // Only the calls Home makes with a body went out again (the next 30 days, the overdue items).
    expect(calls.slice(early.length).map((c) => c.path)).toEqual([
      'fluxo/listarFluxos',
      'fluxo/listarFluxos',
    ]);
    expect(store.getState().api.queries['walletMember(undefined)']?.status).toBe('fulfilled');
  });

  it("is the product page's own call for its hash", async () => {
    const { hash } = matchFirstScreen('/produto/congresso-2027')!.params;
    const [path] = screen('/produto/:hash').requests!({ hash: hash! }, false);
    const { calls } = fakeApi({ [path!]: () => PRODUCT });
    startEarlyRequest(api(path!), null);

    const store = makeStore({ session: { token: null } });
    void store.dispatch(purchaseApi.endpoints.publicProduct.initiate('congresso-2027'));
    await waitFor(() =>
      expect(store.getState().api.queries['publicProduct("congresso-2027")']?.status).toBe('fulfilled'),
    );
    expect(calls.map((c) => c.path)).toEqual([path]);
  });
});
