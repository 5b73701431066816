import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ObterProdutoLojaResponse, ProdutoLoja } from '../../../domain/contract/store';
import { COMMON_MSG } from '../../../domain/messages';
import { makeStore } from '../../../src/app/store';
import { storeApi } from '../../../src/features/store/api';
import { PAULISTA, PAULISTA_WIRE } from '../postal-address-fixtures';
import { fakeApi } from '../profile/fake-api';

const RETINA: ProdutoLoja = {
  ID_PROJETO: 2,
  DESCRICAO: 'Curso Demo de Atualização em Retina',
  EMITENTE_ML: 'Sociedade Demo de Oftalmologia',
  ID_EMITENTE_ML: 428,
  PAGO: true,
  DATA_PAGAMENTO: '2026-07-01',
  VALOR: 364.65,
  DISPONIVEL: true,
  PROJETO_WEB: { IMAGEM_THUMB: '/api/access/acessarProjetoImagem/r', HASH: 'r' },
};

const REVIEW: ObterProdutoLojaResponse = {
  RESULTADO: true,
  PRODUTO: {
    ...RETINA,
    PAGO: false,
    DATA_PAGAMENTO: '',
    VALOR: null,
    DESCRICAO_DETALHADA: '<p>Seis aulas.</p>',
    DATA_FIM: '20270630T235959',
    ID_EMITENTE_CATEGORIA: 601,
    CATEGORIA: 'Titular',
  },
  SUAS_INFORMACOES: {
    NOME: 'Maria Demo Silva',
    CPF: '52998224725',
    EMAIL: 'membro@exemplo.com.br',
    CELULAR: null,
    ENDERECO: PAULISTA_WIRE,
  },
};

const storeWithToken = () => makeStore({ session: { token: 't' } } as never);

afterEach(() => vi.unstubAllGlobals());

describe('store endpoints', () => {
  it('lists products with inside names and the price in centavos', async () => {
    fakeApi({ 'projeto/listarProdutosLoja': () => [RETINA] });
    const { data } = await storeWithToken().dispatch(storeApi.endpoints.storeProducts.initiate());
    expect(data).toEqual([
      {
        id: 2,
        description: 'Curso Demo de Atualização em Retina',
        associationId: 428,
        associationName: 'Sociedade Demo de Oftalmologia',
        acquired: true,
        acquiredOn: '2026-07-01',
        priceCentavos: 36465,
        available: true,
        soldOut: false,
        imageUrl: '/api/access/acessarProjetoImagem/r',
      },
    ]);
  });

  it('reads ESGOTADO: an event with no seat left is listed as sold out, not on sale', async () => {
    fakeApi({
      'projeto/listarProdutosLoja': () => [{ ...RETINA, PAGO: false, DISPONIVEL: false, ESGOTADO: true }],
    });
    const { data } = await storeWithToken().dispatch(storeApi.endpoints.storeProducts.initiate());
    expect(data?.[0]).toMatchObject({ available: false, soldOut: true });
  });

  it("reads the review: the product's end of sale as ISO, no price as null, and the member's data", async () => {
    fakeApi({ 'projeto/obterProdutoLoja/2': () => REVIEW });
    const { data } = await storeWithToken().dispatch(storeApi.endpoints.storeProduct.initiate(2));
    expect(data?.product).toMatchObject({
      id: 2,
      acquired: false,
      acquiredOn: null,
      priceCentavos: null,
      detailsHtml: '<p>Seis aulas.</p>',
      // 23:59:59 in São Paulo (UTC−3).
      saleEndsAt: '2027-07-01T02:59:59.000Z',
      categoryId: 601,
      category: 'Titular',
    });
    expect(data?.member).toEqual({
      name: 'Maria Demo Silva',
      cpf: '52998224725',
      email: 'membro@exemplo.com.br',
      mobile: null,
      address: PAULISTA,
    });
  });

  it('creates the item to pay from inside names and refetches the products', async () => {
    const { calls } = fakeApi({
      'projeto/listarProdutosLoja': () => [RETINA],
      'fluxo/incluirFluxoProjeto': () => ({ RESULTADO: true, MSG: 'ok', ID_FLUXO_DE_CAIXA: 81 }),
    });
    const store = storeWithToken();
    const list = store.dispatch(storeApi.endpoints.storeProducts.initiate());
    await list;
    const answer = await store
      .dispatch(storeApi.endpoints.storeCreateItem.initiate({ productId: 2, companyName: '', cnpj: '' }))
      .unwrap();
    expect(answer).toEqual({ ok: true, value: 81 });
    expect(calls.find((c) => c.path === 'fluxo/incluirFluxoProjeto')?.body).toEqual({
      ID_PROJETO: 2,
      NOME_RECIBO: null,
      CNPJ_RECIBO: null,
    });
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.path === 'projeto/listarProdutosLoja')).toHaveLength(2),
    );
    list.unsubscribe();
  });

  it('a refusal, or an acceptance without an item, is a Failure', async () => {
    const answers = [
      { RESULTADO: false, MSG: COMMON_MSG.productAlreadyAcquired },
      { RESULTADO: true, MSG: 'ok' },
    ];
    const { calls } = fakeApi({ 'fluxo/incluirFluxoProjeto': () => answers.shift() });
    const store = storeWithToken();
    const request = { productId: 2, companyName: 'Clínica Demo', cnpj: '11.222.333/0001-81' };
    await expect(
      store.dispatch(storeApi.endpoints.storeCreateItem.initiate(request)).unwrap(),
    ).resolves.toEqual({
      ok: false,
      message: COMMON_MSG.productAlreadyAcquired,
    });
    await expect(
      store.dispatch(storeApi.endpoints.storeCreateItem.initiate(request)).unwrap(),
    ).resolves.toEqual({
      ok: false,
      message: COMMON_MSG.unknownError,
    });
    expect(calls[0]?.body).toEqual({
      ID_PROJETO: 2,
      NOME_RECIBO: 'Clínica Demo',
      CNPJ_RECIBO: '11.222.333/0001-81',
    });
  });
});
