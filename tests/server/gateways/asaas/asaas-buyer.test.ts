import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONGRESSO, openPurchase, post } from '../../support/purchase';
import { startAsaasWorld, type AsaasWorld } from './asaas-world';

let world: AsaasWorld;

beforeAll(async () => {
  world = await startAsaasWorld();
});
afterAll(() => world.close());

const CARD = {
  NUMERO_CARTAO: '4111 1111 1111 1111',
  NOME_CARTAO: 'COMPRADOR TESTE',
  MES_EXPIRACAO: 12,
  ANO_EXPIRACAO: new Date().getFullYear() + 2,
  CODIGO_SEGURANCA: '123',
};

describe('a buyer with no login pays through Asaas', () => {
  it('by card in 3×: charged in one call with the holder from the buyer’s own data and the buyer’s address, and by PIX settled by the webhook', async () => {
    const p = await openPurchase(world.t);
    const target = { ID_FLUXO_DE_CAIXA: p.id, HASH: CONGRESSO, REFERENCIA: p.ref, ID_EMITENTE_ML: 428 };
    const card = await world.t.app.inject({
      method: 'POST',
      url: '/api/access/efetuarTransacaoDireta',
      remoteAddress: '198.51.100.23',
      payload: { ...target, TIPO: 'C', PARCELAS: 3, CARTAO: CARD },
    });
    expect(card.json(), card.body).toMatchObject({ RESULTADO: true });
    // No tokenization: the fake account has none, as a new production account.
    expect(world.asaas.requests.filter((r) => r.path === '/creditCard/tokenizeCreditCard')).toEqual([]);
    const charge = world.asaas.requests.filter((r) => r.path === '/payments').at(-1)!.body;
    expect(charge).toMatchObject({
      billingType: 'CREDIT_CARD',
      installmentCount: 3,
      installmentValue: 200,
      creditCard: { number: '4111111111111111', holderName: 'COMPRADOR TESTE', ccv: '123' },
      creditCardHolderInfo: {
        name: expect.any(String),
        cpfCnpj: expect.any(String),
        email: expect.any(String),
      },
      remoteIp: '198.51.100.23',
    });
    expect(charge.creditCardToken).toBeUndefined();

    const other = await openPurchase(world.t);
    const pix = await post(world.t, 'efetuarTransacaoDireta', {
      ID_FLUXO_DE_CAIXA: other.id,
      HASH: CONGRESSO,
      REFERENCIA: other.ref,
      ID_EMITENTE_ML: 428,
      TIPO: 'P',
    });
    expect(pix.json(), pix.body).toMatchObject({ RESULTADO: true });
    const paymentId = pix.json().TRANSACAO.ID_ZOOP_TRANSACAO as string;
    expect((await world.asaas.pay(paymentId)).status).toBe(200);
    const check = await post(world.t, 'verificarTransacaoDireta', {
      ID_ZOOP_TRANSACAO: paymentId,
      HASH: CONGRESSO,
      REFERENCIA: other.ref,
    });
    expect(check.json()).toMatchObject({ RESULTADO: true });
    expect(JSON.stringify(check.json())).toMatch(/"STATUS":"succeeded"/);
  });
});
