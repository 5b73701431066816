import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failed, succeeded } from '../../../domain/outcome';
import { banners } from '../../../server/db/schema';
import { refusal, transactionOutcome } from '../../../server/db/transaction-outcome';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const titleOf = async (id: number) =>
  (await t.app.db.select({ link: banners.link }).from(banners).where(eq(banners.id, id)))[0]?.link;

describe('transactionOutcome: one way to refuse inside a transaction', () => {
  it('commits the work that answers, and a refusal thrown midway rolls all of it back and is the answer', async () => {
    const [banner] = await t.app.db.select({ id: banners.id, link: banners.link }).from(banners).limit(1);
    const before = banner!.link;
    const refused = await transactionOutcome(t.app.db, async (tx) => {
      await tx.update(banners).set({ link: 'Alterado e desfeito' }).where(eq(banners.id, banner!.id));
      throw refusal(failed('Recusado no meio.', 409));
    });
    expect(refused).toEqual({ ok: false, message: 'Recusado no meio.', status: 409 });
    expect(await titleOf(banner!.id)).toBe(before);

    expect(
      await transactionOutcome(t.app.db, async () => {
        throw refusal('Só a mensagem.');
      }),
    ).toEqual({ ok: false, message: 'Só a mensagem.' });

    const kept = await transactionOutcome(t.app.db, async (tx) => {
      await tx
        .update(banners)
        .set({ link: `${before ?? ''}x` })
        .where(eq(banners.id, banner!.id));
      return succeeded('feito');
    });
    expect(kept).toEqual({ ok: true, value: 'feito' });
    expect(await titleOf(banner!.id)).toBe(`${before ?? ''}x`);
    await t.app.db.update(banners).set({ link: before }).where(eq(banners.id, banner!.id));
  });

  it('any other error rolls back and is thrown on', async () => {
    await expect(
      transactionOutcome(t.app.db, async () => {
        throw new Error('falha de verdade');
      }),
    ).rejects.toThrow('falha de verdade');
  });
});
