import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, cashFlowItems, sandboxCharges, transactions } from '../../../server/db/schema';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { get, memberIdOf, MASTER, pay, pinToken, post, unpaidItems, VISA } from '../support/wallet';

let t: TestContext;
let maria: string;
let pedro: string;
let mariaPin: string;
let pedroPin: string;
let mariaId: number;

beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login(DEMO.maria);
  pedro = await t.login(DEMO.pedro);
  mariaPin = await pinToken(t, maria);
  pedroPin = await pinToken(t, pedro, '2468');
  mariaId = await memberIdOf(t, DEMO.maria.usuario);
});
afterAll(() => t.close());

const NOT_FOUND = { RESULTADO: false, MSG: 'Recurso não encontrado.' };
const snapshot = async () => ({
  transactions: (await t.database.db.select({ n: count() }).from(transactions))[0]!.n,
  charges: (await t.database.db.select({ n: count() }).from(sandboxCharges))[0]!.n,
  cards: await t.database.db.select().from(cards),
  items: await t.database.db.select().from(cashFlowItems).where(eq(cashFlowItems.memberId, mariaId)),
});

describe("Pedro and Maria's things", () => {
  it("Pedro cannot pay, look up or use anything of Maria's: 404 and nothing changes", async () => {
    await post(t, maria, '/api/emitente/salvarCartao', VISA);
    const [card] = (await get(t, maria, '/api/emitente/listarCartoes')).json();
    const [item, other] = await unpaidItems(t, mariaId);
    const pix = (
      await pay(t, maria, { ID_FLUXO_DE_CAIXA: other!.id, TIPO: 'P', TOKEN_PIN: mariaPin })
    ).json();
    const before = await snapshot();

    const pedroId = await memberIdOf(t, DEMO.pedro.usuario);
    const [own] = await unpaidItems(t, pedroId);
    const calls = [
      () => pay(t, pedro, { ID_FLUXO_DE_CAIXA: item!.id, TIPO: 'P', TOKEN_PIN: pedroPin }),
      () => pay(t, pedro, { ID_FLUXO_DE_CAIXA: item!.id, TIPO: 'B', TOKEN_PIN: pedroPin }),
      () => pay(t, pedro, { ID_FLUXO_DE_CAIXA: item!.id, TIPO: 'C', TOKEN_PIN: pedroPin, CARTAO: MASTER }),
      // His own item, paid with Maria's saved card.
      () =>
        pay(t, pedro, {
          ID_FLUXO_DE_CAIXA: own!.id,
          TIPO: 'C',
          TOKEN_PIN: pedroPin,
          CARTAO: { ID_ZOOP_EMITENTE_CARTAO: card.ID_ZOOP_EMITENTE_CARTAO },
        }),
      () => post(t, pedro, '/api/fluxo/obterFluxo', { ID_FLUXO_DE_CAIXA: item!.id }),
      () => post(t, pedro, '/api/fluxo/obterTransacaoPendenteBoleto', { ID_FLUXO_DE_CAIXA: item!.id }),
      () =>
        post(t, pedro, '/api/fluxo/verificarTransacao', {
          ID_ZOOP_TRANSACAO: pix.TRANSACAO.ID_ZOOP_TRANSACAO,
        }),
      () =>
        post(t, pedro, '/api/emitente/selecionarPrincipal', {
          ID_ZOOP_EMITENTE_CARTAO: card.ID_ZOOP_EMITENTE_CARTAO,
        }),
    ];
    for (const [i, call] of calls.entries()) {
      const res = await call();
      expect(res.statusCode, `call ${i}: ${res.body}`).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
    expect(await snapshot()).toEqual(before);
    expect((await get(t, pedro, '/api/emitente/listarCartoes')).json()).toEqual([]);
  });

  it("Maria's PIN token does not work for Pedro", async () => {
    const pedroId = await memberIdOf(t, DEMO.pedro.usuario);
    const [own] = await unpaidItems(t, pedroId);
    const res = await pay(t, pedro, { ID_FLUXO_DE_CAIXA: own!.id, TIPO: 'P', TOKEN_PIN: mariaPin });
    expect(res.json()).toEqual({ RESULTADO: false, MSG: 'Confirme seu PIN para realizar o pagamento.' });
  });
});
