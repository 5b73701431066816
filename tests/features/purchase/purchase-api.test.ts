import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IncluirFluxoProjetoDiretoResponse } from '../../../domain/contract/access';
import type { Fluxo } from '../../../domain/contract/fluxo';
import { emptyBuyerForm, type BuyerForm } from '../../../domain/buyer-form';
import { COMMON_MSG } from '../../../domain/messages';
import { makeStore } from '../../../src/app/store';
import { purchaseApi } from '../../../src/features/purchase/api';
import { buyerPurchaseApi } from '../../../src/features/purchase/purchase-api';
import { settle } from '../../../src/lib/api-result';
import { cpfLookupApi } from '../../../src/lib/cpf-lookup-api';
import { fakeApi } from '../wallet/fake-api';
import { PRODUCT } from './support/product';

afterEach(() => vi.unstubAllGlobals());

const REF = 'r'.repeat(32);
const store = () => makeStore({ session: { token: null } });

const buyer = (over: Partial<BuyerForm> = {}): BuyerForm => ({
  ...emptyBuyerForm(),
  categoryId: '601',
  name: 'Ana Compradora',
  cpf: '390.533.447-05',
  document: 'esquecido',
  state: 'SP',
  street: 'Avenida Paulista',
  companyName: 'Clínica Ana',
  password: 'Compra@2027',
  passwordRepeat: 'Compra@2027',
  ...over,
});

const fluxo = (over: Partial<Fluxo> = {}): Fluxo => ({
  ID_FLUXO_DE_CAIXA: 77,
  ID_EMITENTE_ML: 428,
  PROJETO: 'Congresso Demo de Oftalmologia 2027',
  HISTORICO: 'Congresso Demo de Oftalmologia 2027 - Titular',
  DATA_VENCIMENTO: '20261121T120000',
  DATA_PAGAMENTO: '',
  VALOR: 600,
  EMITENTE_ML: 'Sociedade Demo de Oftalmologia',
  ...over,
});

const accepted = (over: Partial<IncluirFluxoProjetoDiretoResponse> = {}) => ({
  RESULTADO: true,
  MSG: 'ok',
  FLUXO: { ID_FLUXO_DE_CAIXA: 77 },
  REFERENCIA: REF,
  ...over,
});

const order = (over: Partial<BuyerForm> = {}, withPassword = true) =>
  buyerPurchaseApi.endpoints.createPurchase.initiate({
    hash: 'congresso-2027',
    buyer: buyer(over),
    withPassword,
  });

describe('the product page call', () => {
  it('reads acessarProjeto as the page shows it: centavos, ISO end of sale, no image as null', async () => {
    fakeApi({ 'access/acessarProjeto/congresso-2027': () => PRODUCT });
    const s = store();
    void s.dispatch(purchaseApi.endpoints.publicProduct.initiate('congresso-2027'));
    await waitFor(() =>
      expect(purchaseApi.endpoints.publicProduct.select('congresso-2027')(s.getState()).data).toBeDefined(),
    );
    expect(purchaseApi.endpoints.publicProduct.select('congresso-2027')(s.getState()).data).toEqual({
      hash: 'congresso-2027',
      name: 'Congresso Demo de Oftalmologia 2027',
      detailsHtml: '<p>Três dias</p><ul><li>Conferências</li></ul>',
      imageUrl: null,
      saleEndsAt: '2027-07-01T02:59:59.000Z',
      available: true,
      soldOut: false,
      associationId: 428,
      associationName: 'Sociedade Demo de Oftalmologia',
      associationCnpj: null,
      categories: [
        { id: 2701, name: 'Residente ou Fellow', priceCentavos: 35_000 },
        { id: 601, name: 'Titular', priceCentavos: 60_000 },
      ],
    });
  });
});

describe('the buyer form calls', () => {
  it("userRegistered sends the CPF digits and the product's association, and answers whether it has an account or is on the association's roll", async () => {
    const { calls } = fakeApi({
      'auth/userRegistered': () => ({ registrado: false, registradoEmitente: true, opcoesEnvio: {} }),
    });
    const outcome = await settle(
      store().dispatch(cpfLookupApi.endpoints.lookUpCpf.initiate({ cpf: '11144477735', associationId: 428 })),
    );
    expect(calls[0]!.body).toEqual({ CPF: '11144477735', ID_EMITENTE_ML: 428 });
    expect(outcome).toEqual({
      ok: true,
      value: { hasAccount: false, knownToAssociation: true, sendOptions: {} },
    });
  });

  it('incluirFluxoProjetoDireto: EMITENTE from the form, the password only for a new account', async () => {
    const { calls } = fakeApi({ 'access/incluirFluxoProjetoDireto': () => accepted() });
    const s = store();
    await settle(s.dispatch(order()));
    expect(calls[0]!.body).toEqual({
      HASH: 'congresso-2027',
      EMITENTE: expect.objectContaining({
        idCategoriaEmitente: 601,
        nome: 'Ana Compradora',
        cpf: '390.533.447-05',
        documento: '',
        estado: 'SP',
        pais: 'BR',
        logradouro: 'Avenida Paulista',
        nomeRecibo: 'Clínica Ana',
        senha: 'Compra@2027',
        senhaRepeticao: 'Compra@2027',
      }),
    });

    await settle(s.dispatch(order({}, false)));
    expect(calls[1]!.body).toMatchObject({ EMITENTE: { cpf: '390.533.447-05' } });
    expect((calls[1]!.body as { EMITENTE: object }).EMITENTE).not.toHaveProperty('senha');
    expect((calls[1]!.body as { EMITENTE: object }).EMITENTE).not.toHaveProperty('senhaRepeticao');

    // A foreign buyer goes by the document; a CPF left in the form is not sent.
    await settle(s.dispatch(order({ country: 'PT', document: 'AB123456' }, false)));
    expect(calls[2]!.body).toMatchObject({ EMITENTE: { pais: 'PT', documento: 'AB123456', cpf: '' } });
  });

  it('its answer: the item, the reference and the account it opened (a new one, one to confirm, none)', async () => {
    const answers = [
      accepted({ CONTA: 'NOVA', TOKEN: 'session-token' }),
      accepted({ CONTA: 'CONFIRMAR' }),
      accepted(),
      accepted({ AVISO: 'O preço da categoria Residente ou Fellow é exclusivo para membros ativos.' }),
    ];
    fakeApi({ 'access/incluirFluxoProjetoDireto': () => answers.shift() });
    const s = store();
    const created = { itemId: 77, reference: REF, notice: null };
    expect(await settle(s.dispatch(order()))).toEqual({
      ok: true,
      value: { ...created, account: { kind: 'new', token: 'session-token' } },
    });
    expect(await settle(s.dispatch(order()))).toEqual({
      ok: true,
      value: { ...created, account: { kind: 'toConfirm' } },
    });
    expect(await settle(s.dispatch(order({}, false)))).toEqual({
      ok: true,
      value: { ...created, account: null },
    });
    // Not an active member of the category chosen: the general price, and why (issue #38).
    expect(await settle(s.dispatch(order({}, false)))).toEqual({
      ok: true,
      value: {
        ...created,
        account: null,
        notice: 'O preço da categoria Residente ou Fellow é exclusivo para membros ativos.',
      },
    });
  });

  it('a refusal is a Failure with its COMMON_MSG; accepted without FLUXO or REFERENCIA, the unknown error', async () => {
    const answers = [
      { RESULTADO: false, MSG: 'As vendas deste produto foram encerradas em 30/06/2027.' },
      { RESULTADO: true, MSG: '' },
      accepted({ REFERENCIA: undefined }),
    ];
    fakeApi({ 'access/incluirFluxoProjetoDireto': () => answers.shift() });
    const s = store();
    expect(await settle(s.dispatch(order()))).toEqual({
      ok: false,
      message: 'As vendas deste produto foram encerradas em 30/06/2027.',
    });
    expect(await settle(s.dispatch(order()))).toEqual({ ok: false, message: COMMON_MSG.unknownError });
    expect(await settle(s.dispatch(order()))).toEqual({ ok: false, message: COMMON_MSG.unknownError });
  });

  it('obterFluxoDireto names the item, its reference and the buyer without a password; answers the item', async () => {
    const answers = [fluxo(), fluxo({ HISTORICO: '', DATA_PAGAMENTO: '20261120T101010' })];
    const { calls } = fakeApi({
      'access/obterFluxoDireto': () => ({ RESULTADO: true, FLUXO: answers.shift() }),
    });
    const s = store();
    const request = {
      hash: 'congresso-2027',
      associationId: 428,
      itemId: 77,
      reference: REF,
      buyer: buyer(),
    };
    const item = await settle(s.dispatch(buyerPurchaseApi.endpoints.purchaseItem.initiate(request)));
    expect(calls[0]!.body).toMatchObject({
      ID_EMITENTE_ML: 428,
      ID_FLUXO_DE_CAIXA: 77,
      HASH: 'congresso-2027',
      REFERENCIA: REF,
      EMITENTE: { nome: 'Ana Compradora', cpf: '390.533.447-05' },
    });
    expect((calls[0]!.body as { EMITENTE: object }).EMITENTE).not.toHaveProperty('senha');
    expect(item).toEqual({
      ok: true,
      value: {
        id: 77,
        associationId: 428,
        description: 'Congresso Demo de Oftalmologia 2027 - Titular',
        amountCentavos: 60_000,
        dueAt: '2026-11-21',
        paidAt: null,
      },
    });
    // Without a HISTORICO the product's name describes it; a paid item has its day.
    expect(await settle(s.dispatch(buyerPurchaseApi.endpoints.purchaseItem.initiate(request)))).toMatchObject(
      {
        value: { description: 'Congresso Demo de Oftalmologia 2027', paidAt: '2026-11-20' },
      },
    );
  });

  it('obterFluxoDireto refused by HTTP: a Failure with its message', async () => {
    fakeApi({});
    const request = {
      hash: 'congresso-2027',
      associationId: 428,
      itemId: 77,
      reference: REF,
      buyer: buyer(),
    };
    expect(await settle(store().dispatch(buyerPurchaseApi.endpoints.purchaseItem.initiate(request)))).toEqual(
      {
        ok: false,
        message: 'not found',
        status: 404,
      },
    );
  });
});
