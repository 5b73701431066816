import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../src/app/store';
import { documentsApi, refusalOf } from '../../../src/features/documents/api';
import { fakeApi } from '../profile/fake-api';

const refusal = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('documents endpoints', () => {
  it('a certidão refused gives the one failure shape with the overdue items', async () => {
    fakeApi({
      'documentos/certidoes': () =>
        refusal(422, {
          ok: false,
          message: 'Há itens vencidos em aberto.',
          overdue: ['Contribuição mensal 10/2026', 7],
        }),
    });
    const store = makeStore({ session: { token: 't' } } as never);
    const result = await store.dispatch(
      documentsApi.endpoints.certificatePdf.initiate({ associationId: 428 }),
    );
    expect(refusalOf('error' in result && result.error)).toEqual({
      ok: false,
      message: 'Há itens vencidos em aberto.',
      status: 422,
      overdue: ['Contribuição mensal 10/2026'],
    });
  });

  it('a receipt that cannot be made says why, with no overdue list', async () => {
    fakeApi({
      'documentos/recibos/sbx_x': () => refusal(404, { ok: false, message: 'Recibo não encontrado.' }),
    });
    const store = makeStore({ session: { token: 't' } } as never);
    const { error } = await store.dispatch(documentsApi.endpoints.receiptPdf.initiate('sbx_x'));
    expect(refusalOf(error)).toEqual({
      ok: false,
      message: 'Recibo não encontrado.',
      status: 404,
      overdue: [],
    });
  });
});
