import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, sandboxCardTokens } from '../../../server/db/schema';
import type { PaymentGateway } from '../../../server/gateways/payment/payment-gateway';
import { removeCard } from '../../../server/cards/member-cards';
import { newPerson } from '../security/support/people';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import {
  get,
  MASTER,
  memberIdOf,
  pay,
  pinToken,
  post,
  registerPin,
  unpaidItems,
  VISA,
} from '../support/wallet';

/** Issue 17 item 2: a saved card can be removed, at the gateway too. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Cartao {
  ID_ZOOP_EMITENTE_CARTAO: number;
  NUMERO_CARTAO: string;
  PRINCIPAL: number;
}
const listar = async (token: string) =>
  (await get(t, token, '/api/emitente/listarCartoes')).json() as Cartao[];
const excluir = (token: string, id: number) =>
  post(t, token, '/api/emitente/excluirCartao', { ID_ZOOP_EMITENTE_CARTAO: id });
const tokenOf = async (id: number) =>
  (await t.database.db.select().from(cards).where(eq(cards.id, id)))[0]?.gatewayToken;
const vaulted = async (token: string) =>
  (await t.database.db.select().from(sandboxCardTokens).where(eq(sandboxCardTokens.token, token))).length;

/** A member with three saved cards, saved in this order: Visa (main), Master, Visa. */
async function memberWithCards() {
  const person = await newPerson(t);
  for (const card of [VISA, MASTER, { ...VISA, NOME_CARTAO: 'MARIA SEGUNDA' }]) {
    expect((await post(t, person.token, '/api/emitente/salvarCartao', card)).json().RESULTADO).toBe(true);
  }
  return { person, list: await listar(person.token) };
}

describe('excluirCartao', () => {
  it('removes a card that is not main: the main stays, the token is gone from the gateway', async () => {
    const { person, list } = await memberWithCards();
    const other = list.find((c) => c.PRINCIPAL === 0)!;
    const token = (await tokenOf(other.ID_ZOOP_EMITENTE_CARTAO))!;
    expect(await vaulted(token)).toBe(1);
    const res = await excluir(person.token, other.ID_ZOOP_EMITENTE_CARTAO);
    expect(res.json()).toEqual({ RESULTADO: true, MSG: 'Cartão removido com sucesso.' });
    const after = await listar(person.token);
    expect(after.map((c) => c.ID_ZOOP_EMITENTE_CARTAO)).not.toContain(other.ID_ZOOP_EMITENTE_CARTAO);
    expect(after[0]).toEqual(list[0]);
    expect(await vaulted(token)).toBe(0);
  });

  it('removing the main card makes the newest remaining card main, then the next, then none', async () => {
    const { person, list } = await memberWithCards();
    const [main, newest, oldest] = list;
    expect(main!.PRINCIPAL).toBe(1);
    await excluir(person.token, main!.ID_ZOOP_EMITENTE_CARTAO);
    let after = await listar(person.token);
    expect(after.map((c) => [c.ID_ZOOP_EMITENTE_CARTAO, c.PRINCIPAL])).toEqual([
      [newest!.ID_ZOOP_EMITENTE_CARTAO, 1],
      [oldest!.ID_ZOOP_EMITENTE_CARTAO, 0],
    ]);
    await excluir(person.token, newest!.ID_ZOOP_EMITENTE_CARTAO);
    after = await listar(person.token);
    expect(after).toMatchObject([{ ID_ZOOP_EMITENTE_CARTAO: oldest!.ID_ZOOP_EMITENTE_CARTAO, PRINCIPAL: 1 }]);
    await excluir(person.token, oldest!.ID_ZOOP_EMITENTE_CARTAO);
    expect(await listar(person.token)).toEqual([]);
  });

  it("another member's card: 404, and the card and its token stay", async () => {
    const { person, list } = await memberWithCards();
    const stranger = await newPerson(t);
    const target = list[0]!;
    const res = await excluir(stranger.token, target.ID_ZOOP_EMITENTE_CARTAO);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ RESULTADO: false, MSG: 'Recurso não encontrado.' });
    expect(await listar(person.token)).toEqual(list);
    expect(await vaulted((await tokenOf(target.ID_ZOOP_EMITENTE_CARTAO))!)).toBe(1);
  });

  it('a card already used to pay can be removed; the payment stays in the history', async () => {
    // Pedro of the demo data has items to pay.
    const person = { id: await memberIdOf(t, DEMO.pedro.usuario), token: await t.login(DEMO.pedro) };
    await registerPin(t, person.token);
    const pin = await pinToken(t, person.token);
    const [item] = await unpaidItems(t, person.id);
    const saved = (await post(t, person.token, '/api/emitente/salvarCartao', VISA)).json().CARTAO as Cartao;
    const paid = await pay(t, person.token, {
      ID_FLUXO_DE_CAIXA: item!.id,
      TIPO: 'C',
      TOKEN_PIN: pin,
      CARTAO: { ID_ZOOP_EMITENTE_CARTAO: saved.ID_ZOOP_EMITENTE_CARTAO },
    });
    expect(paid.json().RESULTADO, paid.body).toBe(true);
    expect((await excluir(person.token, saved.ID_ZOOP_EMITENTE_CARTAO)).json().RESULTADO).toBe(true);
    const history = (await get(t, person.token, '/api/fluxo/listarTransacoesPagas')).json();
    expect(JSON.stringify(history)).toContain(paid.json().TRANSACAO.ID_ZOOP_TRANSACAO);
  });

  it('when the gateway cannot forget the token, the card stays and the member is told', async () => {
    const { person, list } = await memberWithCards();
    const refusing: PaymentGateway = {
      ...t.app.gateway,
      deleteCardToken: async () => {
        throw new Error('connect ECONNREFUSED');
      },
    };
    const removed = await removeCard(
      { db: t.app.db, gateway: refusing },
      person.id,
      list[0]!.ID_ZOOP_EMITENTE_CARTAO,
    );
    expect(removed).toEqual({
      ok: false,
      message: 'Não foi possível remover o cartão. Tente novamente mais tarde.',
    });
    expect(await listar(person.token)).toEqual(list);
  });
});
