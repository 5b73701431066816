import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmitenteCompra } from '../../../domain/contract/access';
import { toWireDate } from '../../../domain/dates';
import { COMMON_MSG } from '../../../domain/messages';
import { PURCHASE_MSG } from '../../../domain/purchase-messages';
import { REG_MSG } from '../../../domain/registration-messages';
import { addDays } from '../../../domain/sao-paulo-days';
import { cashFlowItems, members, productPrices, products } from '../../../server/db/schema';
import { brazilianBuyer, CONGRESSO, freshCpf, incluir, openPurchase, post } from '../support/purchase';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { memberIdOf } from '../support/wallet';

let t: TestContext;

const MARIA_CPF = '529.982.247-25';

beforeAll(async () => {
  t = await createTestApp();
  const [finished] = await t.database.db
    .insert(products)
    .values({
      associationId: 428,
      hash: 'congresso-2020',
      description: 'Congresso Demo 2020',
      endsAt: new Date('2020-06-30T23:59:59-03:00'),
      inStore: false,
    })
    .returning({ id: products.id });
  await t.database.db
    .insert(productPrices)
    .values({ productId: finished!.id, categoryId: 601, amountCentavos: 50_000 });
});
afterAll(() => t.close());

const itemRow = async (id: number) =>
  (await t.database.db.select().from(cashFlowItems).where(eq(cashFlowItems.id, id)))[0]!;
const memberByCpf = async (cpf: string) =>
  (await t.database.db.select().from(members).where(eq(members.cpf, cpf)))[0];
const refusal = async (emitente: EmitenteCompra, hash = CONGRESSO) => {
  const res = await incluir(t, emitente, hash);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.RESULTADO).toBe(false);
  return body.MSG as string;
};

describe('POST /api/access/incluirFluxoProjetoDireto', () => {
  it('a new CPF: creates the person and their account, and one item for the price in the database', async () => {
    // Titular: the general price (a lower category's price is for its active members: buyer-price.test.ts).
    const buyer = brazilianBuyer({ idCategoriaEmitente: 601 });
    const res = await incluir(t, { ...buyer, ...({ VALOR: 0.01, VALOR_PROJETO: 1 } as object) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      RESULTADO: true,
      MSG: PURCHASE_MSG.purchaseCreated,
      FLUXO: { ID_FLUXO_DE_CAIXA: expect.any(Number) },
      REFERENCIA: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      // The account is the buyer's: their session, opened once the purchase is paid.
      CONTA: 'NOVA',
      TOKEN: expect.any(String),
    });
    const item = await itemRow(body.FLUXO.ID_FLUXO_DE_CAIXA);
    const person = await memberByCpf(buyer.cpf!);
    expect(item).toMatchObject({
      memberId: person!.id,
      associationId: 428,
      kind: 'product',
      amountCentavos: 60_000,
      description: 'Congresso Demo de Oftalmologia 2027 - Titular',
      paidAt: null,
      publicRef: body.REFERENCIA,
    });
    expect(toWireDate(item.dueAt)).toBe(toWireDate(new Date()));
    const [congresso] = await t.database.db.select().from(products).where(eq(products.hash, CONGRESSO));
    expect(item.productId).toBe(congresso!.id);
    expect(person).toMatchObject({
      name: 'Ana Compradora Teste',
      email: buyer.email,
      mobile: buyer.celular!.replace(/\D/g, ''),
      birthDate: '1988-05-17',
      confirmed: false,
    });
    expect(person!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('the new account can log in; it is confirmed at that first login', async () => {
    const { emitente } = await openPurchase(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { usuario: emitente.email, senha: emitente.senha },
    });
    expect(res.json()).toMatchObject({ resultado: true, confirmado: false });
  });

  it("a registered CPF (Maria's) needs no password and changes nothing of her data", async () => {
    const res = await incluir(
      t,
      brazilianBuyer({ cpf: MARIA_CPF, senha: '', senhaRepeticao: '', email: 'outra@exemplo.com' }),
    );
    const body = res.json();
    expect(body.RESULTADO, res.body).toBe(true);
    const maria = await memberByCpf('52998224725');
    expect(maria).toMatchObject({ email: DEMO.maria.usuario, name: 'Maria Demo Silva' });
    expect((await itemRow(body.FLUXO.ID_FLUXO_DE_CAIXA)).memberId).toBe(maria!.id);
  });

  it('the same person and price again reuses the open item and its reference', async () => {
    const first = await openPurchase(t);
    const again = (await incluir(t, first.emitente)).json();
    expect(again).toMatchObject({ FLUXO: { ID_FLUXO_DE_CAIXA: first.id }, REFERENCIA: first.ref });
  });

  it('a person who already paid the product gets the paid item back', async () => {
    const first = await openPurchase(t);
    await t.database.db
      .update(cashFlowItems)
      .set({ paidAt: new Date() })
      .where(eq(cashFlowItems.id, first.id));
    const again = (await incluir(t, { ...first.emitente, idCategoriaEmitente: 2701 })).json();
    expect(again).toMatchObject({
      RESULTADO: true,
      MSG: COMMON_MSG.alreadyPaid,
      FLUXO: { ID_FLUXO_DE_CAIXA: first.id },
      REFERENCIA: first.ref,
    });
    const fetched = await post(t, 'obterFluxoDireto', {
      ID_FLUXO_DE_CAIXA: first.id,
      HASH: CONGRESSO,
      REFERENCIA: first.ref,
    });
    expect(fetched.json().FLUXO.DATA_PAGAMENTO).toMatch(/^\d{8}T\d{6}$/);
  });

  it('a buyer from another country is found by country and document; no account without a CPF', async () => {
    const foreign = brazilianBuyer({
      pais: 'PT',
      cpf: '',
      documento: 'AB 123456',
      estado: 'LI',
      cep: '1000-001',
      celular: '351912345678',
      senha: '',
      senhaRepeticao: '',
    });
    const body = (await incluir(t, foreign)).json();
    expect(body.RESULTADO).toBe(true);
    const person = await memberByCpf('PT:AB123456');
    expect(person).toMatchObject({ passwordHash: null, email: foreign.email });
    const again = (await incluir(t, { ...foreign, email: 'outro@exemplo.pt' })).json();
    expect(again.REFERENCIA).toBe(body.REFERENCIA);
  });

  it('unknown product → 404', async () => {
    const res = await incluir(t, brazilianBuyer(), 'nao-existe');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ RESULTADO: false, MSG: PURCHASE_MSG.productNotFound });
  });

  it('a finished product is refused with the date sales ended; nothing is created', async () => {
    const buyer = brazilianBuyer();
    expect(await refusal(buyer, 'congresso-2020')).toBe(
      'As vendas deste produto foram encerradas em 30/06/2020.',
    );
    expect(await memberByCpf(buyer.cpf!)).toBeUndefined();
  });

  it('a category the product does not sell is refused', async () => {
    expect(await refusal(brazilianBuyer({ idCategoriaEmitente: 999 }))).toBe(
      PURCHASE_MSG.categoryUnavailable,
    );
    // The curso has no 2701 price.
    expect(await refusal(brazilianBuyer({ idCategoriaEmitente: 2701 }), 'curso-retina-2026')).toBe(
      PURCHASE_MSG.categoryUnavailable,
    );
  });

  it('checks the §5 fields in the spec order, with its texts (first failure only)', async () => {
    const empty: EmitenteCompra = { pais: 'BR', estado: '0' };
    const steps: [Partial<EmitenteCompra>, string][] = [
      [{ idCategoriaEmitente: 601 }, COMMON_MSG.categoryRequired],
      [{ nome: 'Ana Teste' }, COMMON_MSG.fullNameRequired],
      [{ cpf: freshCpf() }, COMMON_MSG.cpfRequired],
      [{ estado: 'SP' }, COMMON_MSG.stateRequired],
      [{ cidade: 'São Paulo' }, COMMON_MSG.cityRequired],
      [{ bairro: 'Centro' }, COMMON_MSG.neighbourhoodRequired],
      [{ logradouro: 'Rua Um' }, COMMON_MSG.streetRequired],
      [{ cep: '01001-000' }, COMMON_MSG.cepRequired],
      [{ celular: '(11) 98888-7777' }, COMMON_MSG.mobileRequired],
      [{ email: `ordem.${Date.now()}@exemplo.com` }, COMMON_MSG.emailRequired],
    ];
    let form = empty;
    for (const [fill, expected] of steps) {
      expect(await refusal(form)).toBe(expected);
      form = { ...form, ...fill };
    }
    // All §5 fields given: the account is optional (issue #38), but a password typed must be strong.
    expect(await refusal({ ...form, senha: 'fraca', senhaRepeticao: 'fraca' })).toBe(COMMON_MSG.passwordWeak);
  });

  it('a new CPF with no password buys with no account: no session, no password kept (issue #38)', async () => {
    const buyer = brazilianBuyer({ senha: '', senhaRepeticao: '' });
    const body = (await incluir(t, buyer)).json();
    expect(body).toMatchObject({ RESULTADO: true, MSG: PURCHASE_MSG.purchaseCreated });
    expect(body).not.toHaveProperty('CONTA');
    expect(body).not.toHaveProperty('TOKEN');
    const person = await memberByCpf(buyer.cpf!);
    expect(person).toMatchObject({ passwordHash: null });
  });

  it('another country: documento instead of CPF, then the country', async () => {
    expect(await refusal({ idCategoriaEmitente: 601, nome: 'John', pais: 'US' })).toBe(
      COMMON_MSG.documentRequired,
    );
    expect(await refusal({ idCategoriaEmitente: 601, nome: 'John', documento: 'X1234567' })).toBe(
      COMMON_MSG.countryRequired,
    );
    expect(await refusal({ idCategoriaEmitente: 601, nome: 'John', documento: 'X1234567', pais: 'ZZ' })).toBe(
      PURCHASE_MSG.countryInvalid,
    );
    // Outside Brazil the address is not required and the state is free text.
    expect(
      await refusal({
        idCategoriaEmitente: 601,
        nome: 'John',
        documento: 'X1234567',
        pais: 'US',
        estado: 'NY',
      }),
    ).toBe(COMMON_MSG.mobileRequired);
  });

  it('an invalid CPF, state or CEP is refused', async () => {
    expect(await refusal(brazilianBuyer({ cpf: '123.456.789-00' }))).toBe(COMMON_MSG.cpfInvalid);
    expect(await refusal(brazilianBuyer({ cpf: '111.111.111-11' }))).toBe(COMMON_MSG.cpfInvalid);
    expect(await refusal(brazilianBuyer({ estado: 'XX' }))).toBe(REG_MSG.stateInvalid);
    expect(await refusal(brazilianBuyer({ cep: '0131' }))).toBe(REG_MSG.cepInvalid);
    expect(await refusal(brazilianBuyer({ email: 'sem-arroba' }))).toBe(REG_MSG.emailInvalid);
  });

  it('the receipt CNPJ, when given, must be valid; alphanumeric CNPJs are accepted', async () => {
    expect(await refusal(brazilianBuyer({ cnpjRecibo: '11.222.333/0001-82' }))).toBe(COMMON_MSG.cnpjInvalid);
    expect(await refusal(brazilianBuyer({ cnpjRecibo: '00.000.000/0000-00' }))).toBe(COMMON_MSG.cnpjInvalid);
    for (const [cnpjRecibo, stored] of [
      ['11.222.333/0001-81', '11222333000181'],
      ['12.ABC.345/01DE-35', '12ABC34501DE35'],
      ['12abc34501de35', '12ABC34501DE35'],
    ]) {
      const res = await incluir(t, brazilianBuyer({ nomeRecibo: 'Clínica Demo', cnpjRecibo }));
      expect(res.json().RESULTADO, res.body).toBe(true);
      // Kept on the item, for the receipt.
      expect(await itemRow(res.json().FLUXO.ID_FLUXO_DE_CAIXA)).toMatchObject({
        receiptName: 'Clínica Demo',
        receiptCnpj: stored,
      });
    }
  });

  it('a CPF without account: password quality 4, then equal to its repetition', async () => {
    expect(await refusal(brazilianBuyer({ senha: 'fraca', senhaRepeticao: 'fraca' }))).toBe(
      COMMON_MSG.passwordWeak,
    );
    expect(await refusal(brazilianBuyer({ senha: 'Abcdefg1!', senhaRepeticao: 'Abcdefg1?' }))).toBe(
      COMMON_MSG.passwordMismatch,
    );
  });

  it('an e-mail or mobile of another account is refused for a new person', async () => {
    expect(await refusal(brazilianBuyer({ email: DEMO.maria.usuario }))).toBe(REG_MSG.emailInUse);
    expect(await refusal(brazilianBuyer({ celular: '(11) 98765-4321' }))).toBe(REG_MSG.mobileInUse);
  });
});

describe("a stranger's purchase does not clutter the member's wallet", () => {
  it("Maria's pending list and total ignore the item until it is paid", async () => {
    const maria = await t.login(DEMO.maria);
    const mariaId = await memberIdOf(t, DEMO.maria.usuario);
    const auth = t.auth(maria);
    const today = toWireDate(new Date());
    const pending = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/fluxo/listarFluxos',
        headers: auth,
        payload: { DATA_INICIAL: addDays(today, -1), SITUACAO: 'pendente' },
      });
      return (res.json() as { FLUXOS: { ID_FLUXO_DE_CAIXA: number }[] }[]).flatMap((g) => g.FLUXOS);
    };
    const total = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/fluxo/pendenciaTotal360dias', headers: auth })).json()
        .TOTAL as number;
    const before = await total();

    const { id } = await openPurchase(t, brazilianBuyer({ cpf: MARIA_CPF, senha: '', senhaRepeticao: '' }));
    expect((await itemRow(id)).memberId).toBe(mariaId);
    expect((await pending()).some((f) => f.ID_FLUXO_DE_CAIXA === id)).toBe(false);
    expect(await total()).toBe(before);
    const obter = await t.app.inject({
      method: 'POST',
      url: '/api/fluxo/obterFluxo',
      headers: auth,
      payload: { ID_FLUXO_DE_CAIXA: id },
    });
    expect(obter.statusCode).toBe(404);

    await t.database.db
      .update(cashFlowItems)
      .set({ paidAt: new Date() })
      .where(and(eq(cashFlowItems.id, id), eq(cashFlowItems.memberId, mariaId)));
    const history = await t.app.inject({
      method: 'POST',
      url: '/api/fluxo/listarFluxos',
      headers: auth,
      payload: { DATA_INICIAL: addDays(today, -1) },
    });
    const all = (history.json() as { FLUXOS: { ID_FLUXO_DE_CAIXA: number }[] }[]).flatMap((g) => g.FLUXOS);
    expect(all.some((f) => f.ID_FLUXO_DE_CAIXA === id)).toBe(true);
    expect(await total()).toBe(before);
  });
});
