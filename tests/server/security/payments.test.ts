import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../server/db/client';
import { cashFlowItems, outboundMessages, sandboxCharges, transactions } from '../../../server/db/schema';
import { isUniqueViolation } from '../../../server/db/unique-violation';
import { paySandboxCharge } from '../../../server/gateways/payment/sandbox-payer';
import { reconcilePayments, RECONCILE_MIN_AGE_MS } from '../../../server/payments/reconcile';
import { createPaymentGateway } from '../../../server/gateways/payment/select-gateway';
import { memberPost } from '../support/member-calls';
import { createTestApp, DEMO, testConfig, type TestContext } from '../support/test-app';
import { memberIdOf, pinToken, unpaidItems, VISA } from '../support/wallet';

/**
 * Money moves once. The Idempotency-Key replay is proven in tests/server/payments/idempotency.test.ts
 * and 20 concurrent pays in tests/server/payments/concurrency.test.ts; here: the database itself
 * refuses a second success, 50 concurrent pays make one charge, and the reconciliation settles
 * what a crash left pending.
 */
let t: TestContext;
let maria: string;
let pin: string;
let mariaId: number;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  maria = await t.login(DEMO.maria);
  pin = await pinToken(t, maria);
  mariaId = await memberIdOf(t, DEMO.maria.usuario);
});
afterAll(() => t.close());

const cardCharges = async () =>
  (await db.select({ n: count() }).from(sandboxCharges).where(eq(sandboxCharges.kind, 'card')))[0]!.n;
const successesOf = async (itemId: number) =>
  (
    await db
      .select({ n: count() })
      .from(transactions)
      .where(and(eq(transactions.itemId, itemId), eq(transactions.status, 'succeeded')))
  )[0]!.n;
const newHash = () => randomBytes(12).toString('base64url');
/** The reconciliation leaves rows touched in the last seconds alone: run it as if later. */
const later = () => new Date(Date.now() + RECONCILE_MIN_AGE_MS + 1_000);

describe('one successful payment per item', () => {
  it('the database refuses a second succeeded transaction for an item', async () => {
    const [item] = await unpaidItems(t, mariaId);
    const row = { itemId: item!.id, method: 'C', status: 'succeeded', amountCentavos: item!.amountCentavos };
    await db.insert(transactions).values({ ...row, accessHash: newHash() });
    const second = db.insert(transactions).values({ ...row, accessHash: newHash() });
    const error = await second.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(error, 'transactions_one_success_per_item')).toBe(true);
    expect(await successesOf(item!.id)).toBe(1);
    await db.update(cashFlowItems).set({ paidAt: new Date() }).where(eq(cashFlowItems.id, item!.id));
  });

  it('50 concurrent card pays of one item, with and without keys: one charge, one success', async () => {
    const [item] = await unpaidItems(t, mariaId);
    const chargesBefore = await cardCharges();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/fluxo/efetuarTransacao',
          headers: { ...t.auth(maria), ...(i % 2 ? { 'idempotency-key': `k-${i}` } : {}) },
          payload: { ID_FLUXO_DE_CAIXA: item!.id, TIPO: 'C', TOKEN_PIN: pin, CARTAO: VISA },
          remoteAddress: `10.50.0.${i + 1}`,
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode >= 500)).toEqual([]);
    expect(answers.filter((r) => r.json().RESULTADO === true)).toHaveLength(1);
    const charges = (await cardCharges()) - chargesBefore;
    console.info(`[security] 50 concurrent pays: ${charges} charge, ${await successesOf(item!.id)} success`);
    expect(charges).toBe(1);
    expect(await successesOf(item!.id)).toBe(1);
    const [paid] = await db.select().from(cashFlowItems).where(eq(cashFlowItems.id, item!.id));
    expect(paid!.paidAt).not.toBeNull();
  });
});

describe('reconciliation of pending payments', () => {
  /** What a crash after the gateway's approval leaves: the card charged, our row pending with its id. */
  async function crashedCardPayment() {
    const [item] = await unpaidItems(t, mariaId);
    const tokenized = await t.app.gateway.tokenizeCard({
      number: VISA.NUMERO_CARTAO,
      holderName: VISA.NOME_CARTAO,
      expMonth: VISA.MES_EXPIRACAO,
      expYear: VISA.ANO_EXPIRACAO,
      cvv: VISA.CODIGO_SEGURANCA,
    });
    if (!tokenized.ok) throw new Error(tokenized.message);
    const charge = await t.app.gateway.chargeCard({
      token: tokenized.value.token,
      amountCentavos: item!.amountCentavos,
      installments: 1,
    });
    if (!charge.ok) throw new Error(charge.message);
    const [tx] = await db
      .insert(transactions)
      .values({
        itemId: item!.id,
        method: 'C',
        amountCentavos: item!.amountCentavos,
        gatewayId: charge.value.gatewayId,
        accessHash: newHash(),
      })
      .returning();
    return { item: item!, tx: tx! };
  }

  it('settles a card the gateway charged before the crash: item paid once, receipt sent, then nothing', async () => {
    const { item, tx } = await crashedCardPayment();
    const receipts = async () =>
      (
        await db
          .select()
          .from(outboundMessages)
          .where(eq(outboundMessages.subject, 'Quita: pagamento confirmado'))
      ).length;
    const receiptsBefore = await receipts();

    expect((await reconcilePayments(t.app)).checked).toBe(0); // too recent: maybe still in its request
    const run = await reconcilePayments(t.app, later());
    expect(run).toMatchObject({ succeeded: 1 });
    const [row] = await db.select().from(transactions).where(eq(transactions.id, tx.id));
    expect(row!.status).toBe('succeeded');
    expect(await successesOf(item.id)).toBe(1);
    expect(await receipts()).toBe(receiptsBefore + 1);
    expect((await reconcilePayments(t.app, later())).checked).toBe(0);
  });

  it('records a PIX paid without its webhook, and an expired one', async () => {
    const [paidItem, expiredItem] = await unpaidItems(t, mariaId);
    const pix = async (itemId: number) =>
      (
        await memberPost(t, maria, '/api/fluxo/efetuarTransacao', {
          ID_FLUXO_DE_CAIXA: itemId,
          TIPO: 'P',
          TOKEN_PIN: pin,
        })
      ).json().TRANSACAO.ID_ZOOP_TRANSACAO as string;
    const paid = await pix(paidItem!.id);
    const expired = await pix(expiredItem!.id);
    expect((await paySandboxCharge(db, paid, 'pix')).ok).toBe(true);
    await db
      .update(sandboxCharges)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sandboxCharges.id, expired));

    const run = await reconcilePayments(t.app, later());
    expect(run).toMatchObject({ succeeded: 1, expired: 1 });
    const status = async (gatewayId: string) =>
      (await db.select().from(transactions).where(eq(transactions.gatewayId, gatewayId)))[0]!.status;
    expect(await status(paid)).toBe('succeeded');
    expect(await status(expired)).toBe('expired');
  });

  it('two instances reconciling at once check each pending row once', async () => {
    const pending: string[] = [];
    for (const item of (await unpaidItems(t, mariaId)).slice(0, 3)) {
      const res = await memberPost(t, maria, '/api/fluxo/efetuarTransacao', {
        ID_FLUXO_DE_CAIXA: item.id,
        TIPO: 'B',
        TOKEN_PIN: pin,
      });
      pending.push(res.json().TRANSACAO.ID_ZOOP_TRANSACAO);
    }
    // On PostgreSQL the second instance has its own pool; PGlite has one connection to share.
    const other = t.databaseUrl ? await openDatabase({ url: t.databaseUrl }) : t.database;
    try {
      const deps2 = {
        db: other.db,
        gateway: createPaymentGateway(testConfig(), other.db),
        outbox: t.app.outbox,
        config: t.app.config,
        chargeGuards: t.app.chargeGuards,
        paymentEndListeners: t.app.paymentEndListeners,
        paymentRefundedListeners: t.app.paymentRefundedListeners,
        methodCharges: t.app.methodCharges,
      };
      const when = later();
      const [a, b] = await Promise.all([reconcilePayments(t.app, when), reconcilePayments(deps2, when)]);
      expect(a.checked + b.checked).toBe(pending.length);
    } finally {
      if (other !== t.database) await other.close();
    }
  });
});
