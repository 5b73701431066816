import { readFileSync } from 'node:fs';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCharges, transactions } from '../../../server/db/schema';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { memberIdOf, pay, pinToken, unpaidItems, VISA } from '../support/wallet';

let t: TestContext;
let maria: string;
let pedro: string;
let pin: string;
let pedroPin: string;
let mariaId: number;

beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login(DEMO.maria);
  pedro = await t.login(DEMO.pedro);
  pin = await pinToken(t, maria);
  pedroPin = await pinToken(t, pedro, '8642');
  mariaId = await memberIdOf(t, DEMO.maria.usuario);
});
afterAll(() => t.close());

const chargeCount = async () => (await t.database.db.select({ n: count() }).from(sandboxCharges))[0]!.n;

describe('Idempotency-Key', () => {
  it('replays the first answer of a card payment: one transaction, one charge', async () => {
    const [item] = await unpaidItems(t, mariaId);
    const body = {
      ID_FLUXO_DE_CAIXA: item!.id,
      TIPO: 'C' as const,
      PARCELAS: 2,
      TOKEN_PIN: pin,
      CARTAO: VISA,
    };
    const headers = { 'idempotency-key': 'pay-card-0001' };
    const before = await chargeCount();
    const first = await pay(t, maria, body, headers);
    const second = await pay(t, maria, body, headers);
    expect(first.json()).toMatchObject({ RESULTADO: true, TRANSACAO: { STATUS: 'succeeded' } });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await chargeCount()).toBe(before + 1);
    const rows = await t.database.db.select().from(transactions).where(eq(transactions.itemId, item!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.responseBody).not.toContain('4111');
  });

  it('replays a PIX answer; the same key with another body is a 409', async () => {
    const [a, b] = await unpaidItems(t, mariaId);
    const headers = { 'idempotency-key': 'pix-0001' };
    const first = await pay(t, maria, { ID_FLUXO_DE_CAIXA: a!.id, TIPO: 'P', TOKEN_PIN: pin }, headers);
    const replay = await pay(t, maria, { ID_FLUXO_DE_CAIXA: a!.id, TIPO: 'P', TOKEN_PIN: pin }, headers);
    expect(replay.json()).toEqual(first.json());
    const before = await chargeCount();
    const other = await pay(t, maria, { ID_FLUXO_DE_CAIXA: b!.id, TIPO: 'P', TOKEN_PIN: pin }, headers);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({
      RESULTADO: false,
      MSG: 'Esta chave de idempotência já foi usada em outra requisição.',
    });
    const otherMethod = await pay(t, maria, { ID_FLUXO_DE_CAIXA: a!.id, TIPO: 'B', TOKEN_PIN: pin }, headers);
    expect(otherMethod.statusCode).toBe(409);
    expect(await chargeCount()).toBe(before);
  });

  it('an answer stored in SPEC §7 words before migration 0017 replays the same bytes after it', async () => {
    const rewrite = readFileSync(
      new URL('../../../server/db/migrations/0017_payment_answers_inside.sql', import.meta.url),
      'utf8',
    );
    const [pixItem, cardItem] = await unpaidItems(t, mariaId);
    const asks = [
      {
        key: 'legacy-pix-0001',
        body: { ID_FLUXO_DE_CAIXA: pixItem!.id, TIPO: 'P' as const, TOKEN_PIN: pin },
      },
      {
        key: 'legacy-card-0001',
        body: {
          ID_FLUXO_DE_CAIXA: cardItem!.id,
          TIPO: 'C' as const,
          PARCELAS: 1,
          TOKEN_PIN: pin,
          CARTAO: VISA,
        },
      },
    ];
    for (const { key, body } of asks) {
      const first = await pay(t, maria, body, { 'idempotency-key': key });
      expect(first.json()).toMatchObject({ RESULTADO: true });
      await t.database.db
        .update(transactions)
        .set({ responseBody: first.payload })
        .where(eq(transactions.idempotencyKey, `${mariaId}:${key}`));
      await t.database.db.execute(sql.raw(rewrite));
      const replay = await pay(t, maria, body, { 'idempotency-key': key });
      expect(replay.payload).toBe(first.payload);
    }
  });

  it("keys are per member: Pedro's same key is his own", async () => {
    const pedroId = await memberIdOf(t, DEMO.pedro.usuario);
    const [annuity] = await unpaidItems(t, pedroId);
    const res = await pay(
      t,
      pedro,
      { ID_FLUXO_DE_CAIXA: annuity!.id, TIPO: 'P', TOKEN_PIN: pedroPin },
      { 'idempotency-key': 'pix-0001' },
    );
    expect(res.json()).toMatchObject({ RESULTADO: true, TRANSACAO: { STATUS: 'pending' } });
    expect(res.json().TRANSACAO.PIX_QRCODE).toContain('5406530.40');
  });

  it('refuses a malformed key', async () => {
    const [item] = await unpaidItems(t, mariaId);
    const res = await pay(
      t,
      maria,
      { ID_FLUXO_DE_CAIXA: item!.id, TIPO: 'P', TOKEN_PIN: pin },
      { 'idempotency-key': 'x'.repeat(200) },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().RESULTADO).toBe(false);
  });
});
