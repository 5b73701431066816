import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toWireDate } from '../../../../domain/dates';
import { amountDueOn } from '../../../../domain/dues-pricing';
import { addDays, todayInSaoPaulo } from '../../../../domain/sao-paulo-days';
import { cashFlowItems, associations, transactions } from '../../../../server/db/schema';
import { parsePixBrCode } from '../../../../server/gateways/payment/brcode';
import { cobvBody } from '../../../../server/gateways/payment/pix-api-charges';
import { DEMO } from '../../support/test-app';
import { amountTodayOf, insertItem, memberIdOf, pay, pinToken } from '../../support/wallet';
import { cobvAmountOn, FAKE_CHAVE } from './support/fake-psp';
import { CobVSolicitada, PIX_API_VERSION } from './support/pix-api-schemas';
import { startPixApiWorld, type PixApiWorld } from './support/pix-app';

let world: PixApiWorld;
let maria: string;
let pin: string;
let mariaId: number;

/** Association 428's own rules for this file: a 1,5 % fine and 0,8 % a month. */
const RULES = { lateFineBps: 150, monthlyInterestBps: 80 };

beforeAll(async () => {
  world = await startPixApiWorld();
  maria = await world.t.login(DEMO.maria);
  pin = await pinToken(world.t, maria);
  mariaId = await memberIdOf(world.t, DEMO.maria.usuario);
  await db().update(associations).set(RULES).where(eq(associations.id, 428));
});
afterAll(() => world.close());
afterEach(() => expect(world.psp.violations).toEqual([]));

const db = () => world.t.database.db;
const today = () => todayInSaoPaulo(new Date());
/** Noon of a São Paulo day: the item's due instant on that day. */
const noonOf = (day: string) => new Date(`${day}T12:00:00-03:00`);

const newAnnuity = (values: {
  description: string;
  dueDay: string;
  amountCentavos: number;
  promoCentavos?: number;
  promoUntil?: string;
}) => {
  const { dueDay, ...rest } = values;
  return insertItem(world.t, { memberId: mariaId, kind: 'annuity', dueAt: noonOf(dueDay), ...rest });
};

async function payByPix(itemId: number) {
  const res = await pay(world.t, maria, { ID_FLUXO_DE_CAIXA: itemId, TIPO: 'P', TOKEN_PIN: pin });
  const body = res.json();
  expect(body, res.body).toMatchObject({ RESULTADO: true });
  const tx = body.TRANSACAO as { ID_ZOOP_TRANSACAO: string; PIX_QRCODE: string };
  return { tx, charge: world.psp.charge(tx.ID_ZOOP_TRANSACAO)! };
}

const txRow = async (gatewayId: string) =>
  (await db().select().from(transactions).where(eq(transactions.gatewayId, gatewayId)))[0]!;

describe(`a due or annuity paid by PIX carries the dues rules in its cobv (bacen/pix-api ${PIX_API_VERSION})`, () => {
  it('before its due date: the normal price, the early-payment price as a fixed-date discount, the association’s fine and interest', async () => {
    const dueDay = addDays(today(), 10);
    const promoUntil = addDays(today(), 4);
    const item = await newAnnuity({
      description: 'Anuidade com desconto',
      dueDay,
      amountCentavos: 50_000,
      promoCentavos: 45_000,
      promoUntil,
    });
    const { tx, charge } = await payByPix(item.id);
    expect(charge.kind).toBe('cobv');
    expect(charge.body).toMatchObject({
      calendario: { dataDeVencimento: dueDay, validadeAposVencimento: 30 },
      chave: FAKE_CHAVE,
    });
    expect(charge.body.valor).toEqual({
      original: '500.00',
      multa: { modalidade: 2, valorPerc: '1.50' },
      juros: { modalidade: 3, valorPerc: '0.80' },
      desconto: { modalidade: 1, descontoDataFixa: [{ data: promoUntil, valorPerc: '50.00' }] },
    });
    // What the payer's bank asks today is what we charge and record: the early-payment price.
    expect(parsePixBrCode(tx.PIX_QRCODE).amountCentavos).toBe(45_000);
    expect((await txRow(tx.ID_ZOOP_TRANSACAO)).amountCentavos).toBe(45_000);
    expect(await amountTodayOf(world.t, maria, item.id)).toBe(45_000);

    // On every day up to the due date, the PSP's price of this cobv is the dues engine's.
    const valor = charge.body.valor as Parameters<typeof cobvAmountOn>[0];
    const priced = { ...item, promoUntil, dueDay: toWireDate(item.dueAt) };
    for (let day = today(); day <= dueDay; day = addDays(day, 1)) {
      const ours = amountDueOn(priced, RULES, day).totalCentavos;
      expect(Math.round(Number(cobvAmountOn(valor, dueDay, day)) * 100), day).toBe(ours);
    }

    const paid = await world.psp.pay(tx.ID_ZOOP_TRANSACAO);
    expect(world.psp.pix(paid.endToEndId)!.valor).toBe('450.00');
    const [settled] = await db().select().from(cashFlowItems).where(eq(cashFlowItems.id, item.id));
    expect(settled).toMatchObject({ paidAt: expect.any(Date), paidCentavos: 45_000 });
  });

  it('an early-payment price that lasts past the due date is the original amount itself (no discount after the due date)', async () => {
    const dueDay = addDays(today(), 3);
    const item = await newAnnuity({
      description: 'Anuidade promoção longa',
      dueDay,
      amountCentavos: 40_000,
      promoCentavos: 36_000,
      promoUntil: addDays(today(), 20),
    });
    const { charge } = await payByPix(item.id);
    expect(charge.kind).toBe('cobv');
    expect(charge.body.valor).toEqual({
      original: '360.00',
      multa: { modalidade: 2, valorPerc: '1.50' },
      juros: { modalidade: 3, valorPerc: '0.80' },
    });
  });

  it('after the due date: an immediate cob for today’s amount, fine and interest included (no cobv to recount them)', async () => {
    const dueDay = addDays(today(), -40);
    const item = await newAnnuity({ description: 'Anuidade atrasada', dueDay, amountCentavos: 30_000 });
    // 300,00 + 1,5 % (4,50) + 0,8 % a month for 40 days (3,20).
    expect(await amountTodayOf(world.t, maria, item.id)).toBe(30_770);
    const { tx, charge } = await payByPix(item.id);
    expect(charge.kind).toBe('cob');
    expect(charge.body).toMatchObject({ calendario: { expiracao: 1800 }, valor: { original: '307.70' } });
    expect(parsePixBrCode(tx.PIX_QRCODE).amountCentavos).toBe(30_770);
    const paid = await world.psp.pay(tx.ID_ZOOP_TRANSACAO);
    expect(world.psp.pix(paid.endToEndId)!.valor).toBe('307.70');
    expect((await txRow(tx.ID_ZOOP_TRANSACAO)).status).toBe('succeeded');
  });

  it('due today is still a cobv; an association without fine or interest sends neither', async () => {
    await db()
      .update(associations)
      .set({ lateFineBps: 0, monthlyInterestBps: 0 })
      .where(eq(associations.id, 428));
    try {
      const item = await newAnnuity({
        description: 'Anuidade sem multa',
        dueDay: today(),
        amountCentavos: 20_000,
      });
      const { charge } = await payByPix(item.id);
      expect(charge.kind).toBe('cobv');
      expect(charge.body.valor).toEqual({ original: '200.00' });
    } finally {
      await db().update(associations).set(RULES).where(eq(associations.id, 428));
    }
  });

  it('the adapter never sends a cobv that would charge today another amount than ours', () => {
    const input = {
      amountCentavos: 45_000,
      description: 'Anuidade',
      txid: 'IGNORED',
      merchantName: 'Associação',
      merchantCity: 'São Paulo',
      dueDate: addDays(today(), 10),
      payer: { name: 'Maria', cpf: '52998224725' },
      dueRules: { ...RULES, priceCentavos: 50_000, earlyPayment: null },
    };
    expect(() => cobvBody(input, FAKE_CHAVE)).toThrow(/cobv would charge 50000 centavos, not 45000/);
  });

  it('the fake PSP refuses what the standard refuses: a discount dated after the due date, or of the whole amount', () => {
    const body = (desconto: object) => ({
      calendario: { dataDeVencimento: '2026-03-10' },
      devedor: { cpf: '52998224725', nome: 'Maria' },
      valor: { original: '100.00', desconto },
      chave: FAKE_CHAVE,
    });
    const ok = body({ modalidade: 1, descontoDataFixa: [{ data: '2026-03-10', valorPerc: '10.00' }] });
    expect(CobVSolicitada.safeParse(ok).success).toBe(true);
    for (const desconto of [
      { modalidade: 1, descontoDataFixa: [{ data: '2026-03-11', valorPerc: '10.00' }] },
      { modalidade: 1, descontoDataFixa: [{ data: '2026-03-01', valorPerc: '100.00' }] },
      { modalidade: 2, descontoDataFixa: [{ data: '2026-03-01', valorPerc: '100.00' }] },
      { modalidade: 1, valorPerc: '10.00' },
      { modalidade: 7, descontoDataFixa: [{ data: '2026-03-01', valorPerc: '1.00' }] },
    ]) {
      expect(CobVSolicitada.safeParse(body(desconto)).success, JSON.stringify(desconto)).toBe(false);
    }
  });
});
