import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../src/app/store';
import { qrApi } from '../../../src/features/qr/api';
import { fakeApi } from '../profile/fake-api';

const CODE = '{"tipo":"associacao","emitente":428}';

afterEach(() => vi.unstubAllGlobals());

describe('qrAssociate', () => {
  it('sends the code read as QRCODE and answers the server text as an Outcome, either way', async () => {
    const answers = [
      { resultado: true, msg: 'Solicitação de associação enviada para Sociedade Demo.' },
      { resultado: false, msg: 'Você já é associado(a) desta associação.' },
    ];
    const { calls } = fakeApi({ 'emitente/associarEmitente': () => answers.shift() });
    const store = makeStore({ session: { token: 't' } } as never);
    const associate = () => store.dispatch(qrApi.endpoints.qrAssociate.initiate(CODE)).unwrap();

    await expect(associate()).resolves.toEqual({
      ok: true,
      value: 'Solicitação de associação enviada para Sociedade Demo.',
    });
    await expect(associate()).resolves.toEqual({
      ok: false,
      message: 'Você já é associado(a) desta associação.',
    });
    expect(calls.map((c) => c.body)).toEqual([{ QRCODE: CODE }, { QRCODE: CODE }]);
  });
});
