import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALLET_MSG } from '../../../domain/wallet-messages';
import { verifySecret } from '../../../server/auth/passwords';
import { cashFlowItems, members, transactions } from '../../../server/db/schema';
import { brazilianBuyer, CONGRESSO, incluir, openPurchase, post, STRONG_PASSWORD } from '../support/purchase';
import { inbox } from '../support/registration';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { get, pay as payAsMember, pinToken, registerPin, unpaidItems, VISA } from '../support/wallet';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const JOAO = { cpf: '111.444.777-35', email: 'joao@exemplo.com.br' };
const PEDRO_CPF = '390.533.447-05';

type Purchase = Awaited<ReturnType<typeof openPurchase>>;
const target = (p: Purchase) => ({ ID_FLUXO_DE_CAIXA: p.id, HASH: CONGRESSO, REFERENCIA: p.ref });
const payByCard = (p: Purchase, installments = 1) =>
  post(t, 'efetuarTransacaoDireta', {
    ...target(p),
    ID_EMITENTE_ML: 428,
    TIPO: 'C',
    PARCELAS: installments,
    CARTAO: VISA,
  });
const concluida = (p: Purchase, over: object = {}) =>
  post(t, 'compra-concluida', { itemId: p.id, hash: CONGRESSO, reference: p.ref, ...over });
const memberByCpf = async (digits: string) =>
  (await t.database.db.select().from(members).where(eq(members.cpf, digits)))[0]!;
const receiptsTo = async (email: string) =>
  (await inbox(t, email)).filter((m) => m.assunto === WALLET_MSG.receiptSubject);

describe('the password a buyer types opens an account (issue 17 item 12)', () => {
  it('a person nobody knew: the account is theirs at once (CONTA NOVA) and TOKEN opens their session', async () => {
    const buyer = brazilianBuyer();
    const res = await incluir(t, buyer);
    const body = res.json();
    expect(body).toMatchObject({ RESULTADO: true, CONTA: 'NOVA', TOKEN: expect.any(String) });
    const me = await get(t, body.TOKEN, '/api/emitente/obterLogado');
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().usuario).toMatchObject({ nome: buyer.nome, email: buyer.email });

    // Buying again: the account exists now, so no password and no session is handed out.
    const again = (await incluir(t, { ...buyer, senha: '', senhaRepeticao: '' })).json();
    expect(again).toMatchObject({ RESULTADO: true, FLUXO: body.FLUXO, REFERENCIA: body.REFERENCIA });
    expect(again.CONTA).toBeUndefined();
    expect(again.TOKEN).toBeUndefined();
  });

  it('João, known to association 428 without an account: his record gets the password, confirmed by a code to his e-mail on file', async () => {
    const before = await memberByCpf('11144477735');
    expect(before.passwordHash).toBeNull();
    const typedEmail = 'joao.novo@exemplo.com.br';
    const res = await incluir(
      t,
      brazilianBuyer({ cpf: JOAO.cpf, nome: 'João Pereira', email: typedEmail, celular: '(21) 98888-1111' }),
    );
    const body = res.json();
    expect(body, res.body).toMatchObject({ RESULTADO: true, CONTA: 'CONFIRMAR' });
    // His contacts are the association's: nobody enters his account on a CPF alone.
    expect(body.TOKEN).toBeUndefined();

    const after = await memberByCpf('11144477735');
    expect(after).toMatchObject({
      id: before.id,
      email: JOAO.email,
      mobile: before.mobile,
      confirmed: false,
    });
    expect(await verifySecret(after.passwordHash!, STRONG_PASSWORD)).toBe(true);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { usuario: JOAO.email, senha: STRONG_PASSWORD },
    });
    expect(login.json()).toMatchObject({ resultado: true, confirmado: false });
    expect((await inbox(t, JOAO.email))[0]?.corpo).toMatch(/\b\d{6}\b/);
    expect(await inbox(t, typedEmail)).toEqual([]);
  });

  it('a CPF with an account keeps its password, whatever password comes with the form', async () => {
    const pedro = await memberByCpf('39053344705');
    const body = (
      await incluir(t, brazilianBuyer({ cpf: PEDRO_CPF, email: 'pedro.outro@exemplo.com.br' }))
    ).json();
    expect(body.RESULTADO).toBe(true);
    expect(body.CONTA).toBeUndefined();
    expect((await memberByCpf('39053344705')).passwordHash).toBe(pedro.passwordHash);
  });
});

describe('the receipt goes to the e-mail typed, and to the account’s when another (issue 17 item 14)', () => {
  it("Pedro buys with another e-mail: the receipt goes to it and to his account's", async () => {
    const typed = 'pedro.compras@exemplo.com.br';
    const p = await openPurchase(
      t,
      brazilianBuyer({ cpf: PEDRO_CPF, email: typed, senha: '', senhaRepeticao: '' }),
    );
    expect((await payByCard(p)).json()).toMatchObject({
      RESULTADO: true,
      TRANSACAO: { STATUS: 'succeeded' },
    });
    const [toTyped] = await receiptsTo(typed);
    const [toAccount] = await receiptsTo(DEMO.pedro.usuario);
    expect(toTyped?.corpo).toContain('Congresso Demo de Oftalmologia 2027 - Titular');
    expect(toAccount?.corpo).toBe(toTyped?.corpo);
  });

  it('a new buyer, whose account has the e-mail typed, gets it once', async () => {
    const buyer = brazilianBuyer();
    const p = await openPurchase(t, buyer);
    await payByCard(p);
    expect(await receiptsTo(buyer.email!)).toHaveLength(1);
  });

  it("the latest form's e-mail counts when the same purchase is submitted again", async () => {
    const buyer = brazilianBuyer();
    const first = await openPurchase(t, buyer);
    const later = 'ana.depois@exemplo.com.br';
    const again = await openPurchase(t, { ...buyer, email: later, senha: '', senhaRepeticao: '' });
    expect(again.id).toBe(first.id);
    await payByCard(again);
    expect(await receiptsTo(later)).toHaveLength(1);
    expect(await receiptsTo(buyer.email!)).toHaveLength(1);
  });

  it("a member's own payment goes to their account's e-mail only, as before", async () => {
    const token = await t.login(DEMO.maria);
    await registerPin(t, token);
    const mariaId = (await memberByCpf('52998224725')).id;
    const [item] = await unpaidItems(t, mariaId);
    const before = (await receiptsTo(DEMO.maria.usuario)).length;
    const res = await payAsMember(t, token, {
      ID_FLUXO_DE_CAIXA: item!.id,
      TIPO: 'C',
      CARTAO: VISA,
      TOKEN_PIN: await pinToken(t, token),
    });
    expect(res.json(), res.body).toMatchObject({ RESULTADO: true });
    expect(await receiptsTo(DEMO.maria.usuario)).toHaveLength(before + 1);
  });
});

describe('Compra concluída and its receipt (issue 17 item 13)', () => {
  it('once paid: what was bought, the amount, how, the receipt and where it went', async () => {
    // A buyer with an account (made by a first purchase) buying with another e-mail.
    const buyer = brazilianBuyer({ email: 'bia.conta@exemplo.com.br' });
    await openPurchase(t, buyer);
    const typed = 'bia.recibo@exemplo.com.br';
    const p = await openPurchase(t, { ...buyer, email: typed, senha: '', senhaRepeticao: '' });
    const unpaid = await concluida(p);
    expect(unpaid.statusCode).toBe(404);
    expect(unpaid.json()).toEqual({ ok: false, message: expect.any(String) });

    await payByCard(p, 3);
    const res = await concluida(p);
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json();
    expect(done).toEqual({
      description: 'Congresso Demo de Oftalmologia 2027 - Titular',
      associationName: 'Sociedade Demo de Oftalmologia',
      amountCentavos: 60_000,
      paidWith: 'Cartão de Crédito em 3x',
      paidAt: expect.any(String),
      receiptUrl: expect.stringMatching(/^\/api\/access\/recibo\/[A-Za-z0-9_-]{32}$/),
      // The account's e-mail is masked: a CPF alone does not make the buyer its owner.
      receiptSentTo: [typed, 'bi***@exemplo.com.br'],
      // Not an event: no ticket.
      ticket: null,
      // Not marked "Emitir nota fiscal de serviço": no invoice.
      invoice: null,
      // "Desistir da compra" (CDC art. 49): 7 days from the payment, everything paid back.
      withdrawal: {
        open: { until: expect.any(String), eventFirst: false, method: 'card', amountCentavos: 60_000 },
        withdrawnAt: null,
        returnPending: false,
      },
    });

    const receipt = await t.app.inject({ method: 'GET', url: done.receiptUrl });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toContain('text/html');
    expect(receipt.headers['content-security-policy']).toContain("default-src 'none'");
    expect(receipt.body).toContain('Recibo de pagamento');
    expect(receipt.body).toContain('Congresso Demo de Oftalmologia 2027 - Titular');
    expect(receipt.body).toContain('Cartão de Crédito em 3x');
    // The receipt offers the withdrawal too, on "Compra concluída" (the page has no script).
    expect(receipt.body).toContain('>Desistir da compra</a>');
  });

  it('a wrong reference, hash or item is 404; so is a receipt of a member payment or of an unknown hash', async () => {
    const p = await openPurchase(t);
    await payByCard(p);
    const other = await openPurchase(t);
    for (const forged of [{ reference: other.ref }, { hash: 'congresso-2020' }, { itemId: other.id }]) {
      expect((await concluida(p, forged)).statusCode, JSON.stringify(forged)).toBe(404);
    }

    // Maria's own card payment (above): paid, but not a public purchase.
    const [memberPaid] = await t.database.db
      .select({ accessHash: transactions.accessHash })
      .from(transactions)
      .innerJoin(cashFlowItems, eq(cashFlowItems.id, transactions.itemId))
      .where(and(eq(transactions.status, 'succeeded'), isNull(cashFlowItems.publicRef)))
      .limit(1);
    for (const hash of [memberPaid!.accessHash, 'A'.repeat(32)]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/access/recibo/${hash}` });
      expect(res.statusCode, hash).toBe(404);
      expect(res.json()).toEqual({ ok: false, message: expect.any(String) });
    }
  });
});
