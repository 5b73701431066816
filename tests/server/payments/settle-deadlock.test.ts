import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRetryableConflict, retryOnDeadlock } from '../../../server/db/retry-on-deadlock';
import { cashFlowItems, memberships } from '../../../server/db/schema';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { insertItem, memberIdOf, pay, pinToken, VISA } from '../support/wallet';

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('retryOnDeadlock', () => {
  it('runs the transaction again after a deadlock or serialization failure, also when wrapped', async () => {
    let calls = 0;
    const result = await retryOnDeadlock(async () => {
      calls++;
      if (calls === 1) throw deadlock();
      if (calls === 2) throw new Error('query failed', { cause: { code: '40001' } });
      return 'paid';
    });
    expect(result).toBe('paid');
    expect(calls).toBe(3);
  });

  it('gives up after three attempts and never retries other errors', async () => {
    let calls = 0;
    await expect(
      retryOnDeadlock(async () => {
        calls++;
        throw deadlock();
      }),
    ).rejects.toThrow('deadlock detected');
    expect(calls).toBe(3);
    expect(isRetryableConflict(Object.assign(new Error('duplicate'), { code: '23505' }))).toBe(false);
  });
});

// Two sessions locking the same rows in opposite orders need a server with more than one
// connection: PGlite has one, so this part runs on PostgreSQL.
if (process.env.TEST_DB === 'postgres') {
  describe('a payment settling while staff reprice the same member (PostgreSQL)', () => {
    let t: TestContext;
    let maria: string;
    let pin: string;
    let mariaId: number;

    beforeAll(async () => {
      t = await createTestApp();
      maria = await t.login(DEMO.maria);
      pin = await pinToken(t, maria);
      mariaId = await memberIdOf(t, DEMO.maria.usuario);
    });
    afterAll(() => t.close());

    const waitingOnALock = async (probe: pg.Client, database: string) => {
      for (let i = 0; i < 200; i++) {
        const { rows } = await probe.query(
          `select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`,
          [database],
        );
        if (rows[0].n > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error('the payment never waited on the membership');
    };

    it('the deadlock PostgreSQL breaks costs the payment nothing: the card is settled and the item paid', async () => {
      const item = await insertItem(t, {
        memberId: mariaId,
        description: 'Mensalidade (deadlock)',
        amountCentavos: 12_345,
        dueInDays: -400,
      });
      const database = new URL(t.databaseUrl!).pathname.slice(1);
      const staff = new pg.Client({ connectionString: t.databaseUrl });
      const probe = new pg.Client({ connectionString: t.databaseUrl });
      await Promise.all([staff.connect(), probe.connect()]);
      try {
        // Staff's category change: the membership first…
        await staff.query('begin');
        await staff.query(
          'update memberships set category_since = category_since where member_id = $1 and issuer_id = 428',
          [mariaId],
        );
        // …while the payment marks the item paid, whose trigger then waits on that membership…
        const payment = pay(t, maria, {
          ID_FLUXO_DE_CAIXA: item.id,
          TIPO: 'C',
          TOKEN_PIN: pin,
          CARTAO: VISA,
        });
        await waitingOnALock(probe, database);
        // …and staff then reprice that same item: each waits on the other.
        const repriced = staff
          .query('update cash_flow_items set amount_centavos = amount_centavos where id = $1', [item.id])
          .then(() => staff.query('commit'))
          .catch(async (error: unknown) => {
            await staff.query('rollback');
            throw error;
          });

        const [answer, staffOutcome] = await Promise.all([
          payment,
          repriced.then(
            () => 'committed',
            () => 'aborted',
          ),
        ]);
        expect(answer.statusCode).toBe(200);
        expect(answer.json().RESULTADO).toBe(true);
        expect(['committed', 'aborted']).toContain(staffOutcome);
      } finally {
        await Promise.all([staff.end(), probe.end()]);
      }
      const [paid] = await t.database.db.select().from(cashFlowItems).where(eq(cashFlowItems.id, item.id));
      expect(paid!.paidAt).not.toBeNull();
      const [membership] = await t.database.db
        .select({ earliest: memberships.earliestOpenDueAt })
        .from(memberships)
        .where(and(eq(memberships.memberId, mariaId), eq(memberships.associationId, 428)));
      expect(membership!.earliest === null || membership!.earliest > item.dueAt).toBe(true);
    });
  });
}
