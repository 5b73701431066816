import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelRecurrenceAtPsp } from '../../../server/recurring/cancel-at-psp';
import { createTestApp, type TestContext } from '../support/test-app';

/** The sandbox PSP refuses to cancel what the real one would refuse; our cancel reads its status then. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const request = () =>
  t.app.gateway.recurring!.request({
    object: 'Anuidade',
    contract: 'ANUIDADE-1',
    periodicity: 'ANUAL',
    startDate: '2027-01-10',
    limitCentavos: 78_000,
    payer: { name: 'Fulana de Tal', cpf: '52998224725' },
    payerAccount: { ispb: '60746948', agencia: '1234', conta: '0056789' },
    expiresAt: new Date(Date.now() + 3 * 86_400_000),
  });

describe('Cancelling a Pix Automático recurrence at the (sandbox) PSP', () => {
  it('cancels a live one once; a closed or unknown one is refused, as PATCH /rec would', async () => {
    const recurring = t.app.gateway.recurring!;
    const { recurrenceId } = await request();
    expect(await recurring.cancel(recurrenceId)).toMatchObject({ ok: true });
    expect(await recurring.status(recurrenceId)).toBe('cancelled');
    expect(await recurring.cancel(recurrenceId)).toEqual({
      ok: false,
      message: 'A recorrência está encerrada.',
    });
    expect(await recurring.cancel('RR0000000020270110naoexiste')).toMatchObject({ ok: false });
  });

  it('ours counts one the PSP closed already as cancelled; one it does not know stays a failure', async () => {
    const { recurrenceId } = await request();
    expect(await cancelRecurrenceAtPsp(t.app.gateway, recurrenceId)).toMatchObject({ ok: true });
    expect(await cancelRecurrenceAtPsp(t.app.gateway, recurrenceId)).toMatchObject({ ok: true });
    expect(await cancelRecurrenceAtPsp(t.app.gateway, 'RR0000000020270110naoexiste')).toEqual({
      ok: false,
      message: 'Recorrência não encontrada.',
    });
  });
});
