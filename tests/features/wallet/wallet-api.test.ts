import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Fluxo, Transacao } from '../../../domain/contract/fluxo';
import { COMMON_MSG } from '../../../domain/messages';
import { makeStore } from '../../../src/app/store';
import { walletApi } from '../../../src/features/wallet/api';
import { walletPaymentApi } from '../../../src/features/wallet/payment-api';
import { settle } from '../../../src/lib/api-result';
import { memberDataApi } from '../../../src/lib/member-data-api';
import { fakeApi } from './fake-api';

afterEach(() => vi.unstubAllGlobals());

const fluxo = (over: Partial<Fluxo> = {}): Fluxo => ({
  ID_FLUXO_DE_CAIXA: 7,
  ID_EMITENTE_ML: 428,
  PROJETO: 'Anuidade',
  HISTORICO: 'Anuidade 2027',
  DATA_VENCIMENTO: '20270131T235959',
  DATA_PAGAMENTO: '',
  VALOR: 530.4,
  EMITENTE_ML: 'Sociedade Demo de Oftalmologia',
  PAGUE_ATE: '2027-01-31',
  MULTA_JUROS: 0,
  ...over,
});

const approved: Transacao = {
  ID_ZOOP_TRANSACAO: 'sbx_card_1',
  PIX_QRCODE: '',
  PIX_DATA_EXPIRACAO: '',
  HASH: 'h1',
  BOLETO_CODIGO_BARRA: '',
  STATUS: 'succeeded',
};

const memberStore = () => makeStore({ session: { token: 't' } });

/** A fetch that answers one path with an HTTP status (or no answer at all), the rest as fakeApi. */
function failingOn(path: string, answer: { status: number; body: unknown } | 'offline') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.endsWith(`/api/${path}`)) return new Response('{}', { status: 404 });
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

describe('wallet endpoints: the wire ends here', () => {
  it('an item is read in centavos with its due day, pending, and why it costs what it costs', async () => {
    fakeApi({
      'fluxo/obterFluxo': () => ({ RESULTADO: true, FLUXO: fluxo({ MULTA_JUROS: 2.28, PAGUE_ATE: '' }) }),
    });
    const store = memberStore();
    const item = await store.dispatch(walletApi.endpoints.walletItem.initiate(7)).unwrap();
    expect(item).toEqual({
      id: 7,
      associationId: 428,
      associationName: 'Sociedade Demo de Oftalmologia',
      description: 'Anuidade 2027',
      dueAt: '2027-01-31',
      paidAt: null,
      amountCentavos: 53_040,
      promoUntil: null,
      afterPromoCentavos: null,
      lateFeesCentavos: 228,
      boletoIssued: false,
      refund: null,
    });
  });

  it('a refunded item reads when, how much of it went back and its share paid', async () => {
    fakeApi({
      'fluxo/obterFluxo': () => ({
        RESULTADO: true,
        FLUXO: fluxo({ ESTORNO: { DATA: '20261012T150000', VALOR: 20, VALOR_PAGO: 65 } }),
      }),
    });
    const item = await memberStore().dispatch(walletApi.endpoints.walletItem.initiate(7)).unwrap();
    expect(item.refund).toEqual({
      at: '2026-10-12T18:00:00.000Z',
      amountCentavos: 2_000,
      paidCentavos: 6_500,
    });
  });

  it("an early-priced item says until when, and the normal price after (the server's VALOR_DEPOIS)", async () => {
    fakeApi({ 'fluxo/obterFluxo': () => ({ RESULTADO: true, FLUXO: fluxo({ VALOR_DEPOIS: 624 }) }) });
    const item = await memberStore().dispatch(walletApi.endpoints.walletItem.initiate(7)).unwrap();
    expect(item).toMatchObject({
      amountCentavos: 53_040,
      promoUntil: '2027-01-31',
      afterPromoCentavos: 62_400,
    });
  });

  it('lists months of items from an inside period, asking with the wire body', async () => {
    const { calls } = fakeApi({
      'fluxo/listarFluxos': () => [
        { MES: 1, ANO: 2027, FLUXOS: [fluxo({ DATA_PAGAMENTO: '20270105T101500' })] },
      ],
    });
    const store = memberStore();
    const months = await store
      .dispatch(walletApi.endpoints.walletItems.initiate({ from: '2026-12-01', status: 'all' }))
      .unwrap();
    expect(calls[0]?.body).toEqual({ DATA_INICIAL: '2026-12-01', SITUACAO: 'todos' });
    expect(months).toMatchObject([{ month: 1, year: 2027, items: [{ id: 7, paidAt: '2027-01-05' }] }]);
  });

  it('pays several items with a saved card: the wire fields, the key, and the transaction inside', async () => {
    const { calls } = fakeApi({
      'fluxo/efetuarTransacao': () => ({ RESULTADO: true, MSG: 'Pagamento aprovado.', TRANSACAO: approved }),
    });
    const store = memberStore();
    const outcome = await store
      .dispatch(
        walletPaymentApi.endpoints.walletPayItems.initiate({
          itemIds: [7, 8],
          payment: { method: 'card', installments: 3, card: { savedCardId: 5 }, pinToken: 'pin' },
          idempotencyKey: 'key-1',
        }),
      )
      .unwrap();
    expect(calls[0]?.body).toEqual({
      ID_FLUXO_DE_CAIXA: 7,
      ID_FLUXOS_DE_CAIXA: [7, 8],
      TIPO: 'C',
      PARCELAS: 3,
      CARTAO: { ID_ZOOP_EMITENTE_CARTAO: 5 },
      TOKEN_PIN: 'pin',
    });
    expect(calls[0]?.headers.get('idempotency-key')).toBe('key-1');
    expect(outcome).toEqual({
      ok: true,
      value: {
        gatewayTransactionId: 'sbx_card_1',
        method: 'card',
        status: 'succeeded',
        hash: 'h1',
        pix: null,
        boleto: null,
      },
    });
  });

  it('a PIX keeps its BR Code and its expiry as an ISO instant', async () => {
    fakeApi({
      'fluxo/efetuarTransacao': () => ({
        RESULTADO: true,
        MSG: '',
        TRANSACAO: {
          ...approved,
          STATUS: 'pending',
          PIX_QRCODE: '000201…',
          PIX_DATA_EXPIRACAO: '2026-11-21 12:30:00',
        },
      }),
    });
    const outcome = await memberStore()
      .dispatch(
        walletPaymentApi.endpoints.walletPayItems.initiate({
          itemIds: [7],
          payment: { method: 'pix', installments: 1 },
          idempotencyKey: 'k',
        }),
      )
      .unwrap();
    expect(outcome).toMatchObject({
      ok: true,
      value: { pix: { qrCode: '000201…', expiresAt: '2026-11-21T12:30:00.000Z' }, boleto: null },
    });
  });

  it('a refusal is a Failure with its message; a lost answer is an unanswered Failure', async () => {
    const pay = () =>
      settle(
        memberStore().dispatch(
          walletPaymentApi.endpoints.walletPayItems.initiate({
            itemIds: [7],
            payment: { method: 'pix', installments: 1 },
            idempotencyKey: 'k',
          }),
        ),
      );
    fakeApi({ 'fluxo/efetuarTransacao': () => ({ RESULTADO: false, MSG: 'Cartão recusado.' }) });
    expect(await pay()).toEqual({ ok: false, message: 'Cartão recusado.' });

    fakeApi({ 'fluxo/efetuarTransacao': () => ({ RESULTADO: false, MSG: '' }) });
    expect(await pay()).toEqual({ ok: false, message: COMMON_MSG.transactionFailed });

    failingOn('fluxo/efetuarTransacao', {
      status: 409,
      body: { RESULTADO: false, MSG: 'Pagamento em andamento.' },
    });
    expect(await pay()).toEqual({ ok: false, message: 'Pagamento em andamento.', status: 409 });

    failingOn('fluxo/efetuarTransacao', 'offline');
    expect(await pay()).toEqual({ ok: false, message: COMMON_MSG.unknownError, unanswered: true });

    failingOn('fluxo/efetuarTransacao', { status: 502, body: '<html>' });
    expect(await pay()).toMatchObject({ ok: false, unanswered: true });
  });

  it('paying an item refreshes exactly that item, the lists and the total', async () => {
    const { calls } = fakeApi({
      'fluxo/obterFluxo': (body) => ({
        RESULTADO: true,
        FLUXO: fluxo({ ID_FLUXO_DE_CAIXA: (body as { ID_FLUXO_DE_CAIXA: number }).ID_FLUXO_DE_CAIXA }),
      }),
      'fluxo/listarFluxos': () => [],
      'fluxo/pendenciaTotal360dias': () => ({ RESULTADO: true, TOTAL: 530.4 }),
      'emitente/listarCartoes': () => [],
      'fluxo/efetuarTransacao': () => ({ RESULTADO: true, MSG: 'ok', TRANSACAO: approved }),
    });
    const store = memberStore();
    const subscriptions = [
      store.dispatch(walletApi.endpoints.walletItem.initiate(7)),
      store.dispatch(walletApi.endpoints.walletItem.initiate(8)),
      store.dispatch(walletApi.endpoints.walletItems.initiate({ from: '2026-01-01', status: 'pending' })),
      store.dispatch(memberDataApi.endpoints.pendingTotal.initiate()),
      store.dispatch(memberDataApi.endpoints.savedCards.initiate()),
    ];
    await Promise.all(subscriptions);
    const count = (path: string, itemId?: number) =>
      calls.filter(
        (c) =>
          c.path === path &&
          (itemId === undefined || (c.body as { ID_FLUXO_DE_CAIXA?: number }).ID_FLUXO_DE_CAIXA === itemId),
      ).length;
    expect(count('fluxo/obterFluxo', 7)).toBe(1);

    await store
      .dispatch(
        walletPaymentApi.endpoints.walletPayItems.initiate({
          itemIds: [7],
          payment: { method: 'card', installments: 1, card: { savedCardId: 1 } },
          idempotencyKey: 'k',
        }),
      )
      .unwrap();
    await waitFor(() => expect(count('fluxo/obterFluxo', 7)).toBe(2));
    await waitFor(() => expect(count('fluxo/pendenciaTotal360dias')).toBe(2));
    await waitFor(() => expect(count('fluxo/listarFluxos')).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(count('fluxo/obterFluxo', 8)).toBe(1);
    // A saved card paid with: the cards did not change.
    expect(count('emitente/listarCartoes')).toBe(1);
    for (const subscription of subscriptions) subscription.unsubscribe();
  });
});

describe('member data several features read (src/lib/member-data-api.ts)', () => {
  it('the pending total in centavos, the saved cards, the associations and a CEP in inside names', async () => {
    fakeApi({
      'fluxo/pendenciaTotal360dias': () => ({ RESULTADO: true, TOTAL: 530.4 }),
      'emitente/listarCartoes': () => [
        {
          ID_ZOOP_EMITENTE_CARTAO: 3,
          BANDEIRA: 'Visa',
          PRINCIPAL: 1,
          NUMERO_CARTAO: '1111',
          MES_EXPIRACAO: 4,
          ANO_EXPIRACAO: 2031,
          NOME_CARTAO: 'MARIA D SILVA',
        },
      ],
      'emitente/listarAssociacoesEmitente': () => [
        {
          ID_EMITENTE_ML: 428,
          CATEGORIA: 'Titular',
          DESCRICAO: 'Sociedade Demo de Oftalmologia',
          ID_EMITENTE_CATEGORIA: 601,
          SITUACAO: 'N',
          MOTIVO_RECUSA: 'CRM não confere.',
        },
      ],
      'cep/01310100': () => ({
        logradouro: 'Avenida Paulista',
        complemento: '',
        bairro: 'Bela Vista',
        localidade: 'São Paulo',
        uf: 'SP',
      }),
    });
    const store = memberStore();
    const { endpoints } = memberDataApi;
    expect(await store.dispatch(endpoints.pendingTotal.initiate()).unwrap()).toBe(53_040);
    expect(await store.dispatch(endpoints.savedCards.initiate()).unwrap()).toEqual([
      {
        id: 3,
        brand: 'Visa',
        last4: '1111',
        isMain: true,
        expiryMonth: 4,
        expiryYear: 2031,
        holderName: 'MARIA D SILVA',
      },
    ]);
    expect(await store.dispatch(endpoints.memberAssociations.initiate()).unwrap()).toEqual([
      {
        associationId: 428,
        associationName: 'Sociedade Demo de Oftalmologia',
        categoryId: 601,
        category: 'Titular',
        status: 'N',
        refusalReason: 'CRM não confere.',
      },
    ]);
    expect(await store.dispatch(endpoints.cepAddress.initiate('01310100')).unwrap()).toEqual({
      street: 'Avenida Paulista',
      complement: '',
      neighbourhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    });
  });

  it('an unknown CEP is a Failure with the server message', async () => {
    failingOn('cep/99999999', { status: 404, body: { MSG: 'CEP não encontrado.' } });
    const result = await settle(
      memberStore().dispatch(memberDataApi.endpoints.cepAddress.initiate('99999999')),
    );
    expect(result).toEqual({ ok: false, message: 'CEP não encontrado.', status: 404 });
  });
});
