import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, outboundMessages, sandboxCharges, transactions } from '../../../server/db/schema';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import {
  DECLINED,
  get,
  LUHN_INVALID,
  MASTER,
  memberIdOf,
  pay,
  pinToken,
  unpaidItems,
  VISA,
  amountTodayOf,
} from '../support/wallet';

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

/** Both drivers answer a raw query with { rows }. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const txOf = async (gatewayId: string) =>
  (await t.database.db.select().from(transactions).where(eq(transactions.gatewayId, gatewayId)))[0];

describe('card', () => {
  it('approves a typed card in 3 installments: settled, item paid, receipt sent', async () => {
    const [item] = await unpaidItems(t, mariaId);
    const amountCentavos = await amountTodayOf(t, maria, item!.id);
    const res = await pay(t, maria, {
      ID_FLUXO_DE_CAIXA: item!.id,
      TIPO: 'C',
      PARCELAS: 3,
      TOKEN_PIN: pin,
      CARTAO: VISA,
    });
    const body = res.json();
    expect(body).toMatchObject({
      RESULTADO: true,
      MSG: 'Pagamento aprovado.',
      TRANSACAO: { STATUS: 'succeeded', PIX_QRCODE: '', BOLETO_CODIGO_BARRA: '' },
    });
    const row = await txOf(body.TRANSACAO.ID_ZOOP_TRANSACAO);
    expect(row).toMatchObject({
      method: 'C',
      installments: 3,
      amountCentavos,
      status: 'succeeded',
      cardId: null,
    });
    const [charge] = await t.database.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, body.TRANSACAO.ID_ZOOP_TRANSACAO));
    expect(charge).toMatchObject({
      kind: 'card',
      installments: 3,
      amountCentavos,
      status: 'succeeded',
    });
    expect((await unpaidItems(t, mariaId)).map((i) => i.id)).not.toContain(item!.id);
    const [mail] = await t.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.subject, 'Quita: pagamento confirmado'));
    expect(mail!.body).toContain('Cartão de Crédito em 3x');
    // Not asked to save: no card kept.
    expect(await t.database.db.select().from(cards)).toHaveLength(0);
  });

  it('a declined card fails with the association message and leaves the item unpaid', async () => {
    const [item] = await unpaidItems(t, mariaId);
    const body = (
      await pay(t, maria, { ID_FLUXO_DE_CAIXA: item!.id, TIPO: 'C', TOKEN_PIN: pin, CARTAO: DECLINED })
    ).json();
    expect(body).toMatchObject({
      RESULTADO: false,
      MSG: 'Transação recusada pelo banco emissor.',
      TRANSACAO: { STATUS: 'failed' },
    });
    expect(await txOf(body.TRANSACAO.ID_ZOOP_TRANSACAO)).toMatchObject({
      status: 'failed',
      failureMessage: 'Transação recusada pelo banco emissor.',
    });
    expect((await unpaidItems(t, mariaId))[0]!.id).toBe(item!.id);
  });

  it('a Luhn-invalid number gets the gateway message, and nothing is recorded', async () => {
    const [item] = await unpaidItems(t, mariaId);
    const before = (await t.database.db.select().from(transactions)).length;
    const body = (
      await pay(t, maria, { ID_FLUXO_DE_CAIXA: item!.id, TIPO: 'C', TOKEN_PIN: pin, CARTAO: LUHN_INVALID })
    ).json();
    expect(body).toEqual({ RESULTADO: false, MSG: 'The card number is not a valid credit card number.' });
    expect((await t.database.db.select().from(transactions)).length).toBe(before);
  });

  it('card without CARTAO is refused', async () => {
    const [item] = await unpaidItems(t, mariaId);
    const body = (await pay(t, maria, { ID_FLUXO_DE_CAIXA: item!.id, TIPO: 'C', TOKEN_PIN: pin })).json();
    expect(body).toEqual({ RESULTADO: false, MSG: 'Informe o cartão para pagar com cartão de crédito.' });
  });

  it('SALVAR keeps the card, and a saved card pays by its id', async () => {
    const [first, second] = await unpaidItems(t, mariaId);
    const saving = (
      await pay(t, maria, {
        ID_FLUXO_DE_CAIXA: first!.id,
        TIPO: 'C',
        TOKEN_PIN: pin,
        CARTAO: { ...MASTER, SALVAR: true },
      })
    ).json();
    expect(saving.RESULTADO).toBe(true);
    const [saved] = (await get(t, maria, '/api/emitente/listarCartoes')).json();
    expect(saved).toMatchObject({ BANDEIRA: 'MasterCard', NUMERO_CARTAO: '4444', PRINCIPAL: 1 });

    const byId = (
      await pay(t, maria, {
        ID_FLUXO_DE_CAIXA: second!.id,
        TIPO: 'C',
        PARCELAS: 12,
        TOKEN_PIN: pin,
        CARTAO: { ID_ZOOP_EMITENTE_CARTAO: saved.ID_ZOOP_EMITENTE_CARTAO },
      })
    ).json();
    expect(byId).toMatchObject({ RESULTADO: true, TRANSACAO: { STATUS: 'succeeded' } });
    expect(await txOf(byId.TRANSACAO.ID_ZOOP_TRANSACAO)).toMatchObject({
      installments: 12,
      cardId: saved.ID_ZOOP_EMITENTE_CARTAO,
    });
  });

  it('installments outside 1..12 are refused', async () => {
    const [item] = await unpaidItems(t, mariaId);
    for (const PARCELAS of [0, 13, 1.5]) {
      const res = await pay(t, maria, {
        ID_FLUXO_DE_CAIXA: item!.id,
        TIPO: 'C',
        PARCELAS,
        TOKEN_PIN: pin,
        CARTAO: VISA,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ RESULTADO: false, MSG: 'O campo PARCELAS está ausente ou é inválido.' });
    }
  });

  it('no text column of any table holds a test card number', async () => {
    const columns = rowsOf<{ table_name: string; column_name: string }>(
      await t.database.db.execute(sql`
        select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`),
    );
    const tables = new Set(columns.map((c) => c.table_name));
    for (const name of ['transactions', 'cards', 'sandbox_charges', 'sandbox_card_tokens']) {
      expect(tables.has(name), name).toBe(true);
    }
    for (const { table_name, column_name } of columns) {
      for (const needle of ['4111111111111111', '5555555555554444', '4000000000000002']) {
        const [found] = rowsOf<{ n: number }>(
          await t.database.db.execute(
            sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text like ${'%' + needle + '%'}`,
          ),
        );
        expect(found!.n, `${table_name}.${column_name}`).toBe(0);
      }
    }
  });
});
