import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashFlowItems, outboundMessages, sandboxCharges, transactions } from '../../../server/db/schema';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { memberIdOf, pay, pinToken, post, unpaidItems, VISA } from '../support/wallet';

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

describe('concurrent payments of one item', () => {
  it('20 concurrent card pays: exactly one success, one charge, one receipt', async () => {
    const [item] = await unpaidItems(t, mariaId);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        pay(t, maria, { ID_FLUXO_DE_CAIXA: item!.id, TIPO: 'C', TOKEN_PIN: pin, CARTAO: VISA }),
      ),
    );
    const bodies = responses.map((r) => r.json());
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(bodies.filter((b) => b.RESULTADO === true)).toHaveLength(1);
    for (const b of bodies.filter((x) => x.RESULTADO !== true)) {
      expect([
        'Este item já foi pago.',
        'Já existe um pagamento em andamento para este item. Aguarde alguns instantes.',
      ]).toContain(b.MSG);
    }

    const rows = await t.database.db.select().from(transactions).where(eq(transactions.itemId, item!.id));
    expect(rows.filter((r) => r.status === 'succeeded')).toHaveLength(1);
    const charges = await t.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.kind, 'card'));
    expect(charges).toHaveLength(1);
    const [paid] = await t.database.db.select().from(cashFlowItems).where(eq(cashFlowItems.id, item!.id));
    expect(paid!.paidAt).not.toBeNull();
    expect(paid!.paymentLockedUntil).toBeNull();
    const mails = await t.database.db
      .select()
      .from(outboundMessages)
      .where(
        and(
          eq(outboundMessages.recipient, DEMO.maria.usuario),
          eq(outboundMessages.subject, 'Quita: pagamento confirmado'),
        ),
      );
    expect(mails).toHaveLength(1);
  });

  it('the lease is released after each attempt: a declined try does not block the next', async () => {
    const [item] = await unpaidItems(t, mariaId);
    const declined = await pay(t, maria, {
      ID_FLUXO_DE_CAIXA: item!.id,
      TIPO: 'C',
      TOKEN_PIN: pin,
      CARTAO: { ...VISA, NUMERO_CARTAO: '4000000000000002' },
    });
    expect(declined.json().RESULTADO).toBe(false);
    const ok = await pay(t, maria, { ID_FLUXO_DE_CAIXA: item!.id, TIPO: 'C', TOKEN_PIN: pin, CARTAO: VISA });
    expect(ok.json().RESULTADO).toBe(true);
  });

  it('a PIX settled by many concurrent callbacks and polls is paid once, with one receipt', async () => {
    const [item] = await unpaidItems(t, mariaId);
    const { TRANSACAO } = (
      await pay(t, maria, { ID_FLUXO_DE_CAIXA: item!.id, TIPO: 'P', TOKEN_PIN: pin })
    ).json();
    const id = TRANSACAO.ID_ZOOP_TRANSACAO as string;
    const receiptsBefore = (
      await t.database.db
        .select()
        .from(outboundMessages)
        .where(eq(outboundMessages.subject, 'Quita: pagamento confirmado'))
    ).length;
    await t.app.inject({ method: 'POST', url: `/api/sandbox/pix/${id}/pagar` }).then(() => undefined);
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        t.app.inject({ method: 'POST', url: `/api/sandbox/pix/${id}/pagar` }),
      ),
      ...Array.from({ length: 5 }, () =>
        post(t, maria, '/api/fluxo/verificarTransacao', { ID_ZOOP_TRANSACAO: id }),
      ),
    ]);
    expect(results.every((r) => r.json().STATUS === 'succeeded')).toBe(true);
    const receiptsAfter = (
      await t.database.db
        .select()
        .from(outboundMessages)
        .where(eq(outboundMessages.subject, 'Quita: pagamento confirmado'))
    ).length;
    expect(receiptsAfter).toBe(receiptsBefore + 1);
  });
});
