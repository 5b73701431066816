import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ObterProdutoLojaResponse, ProdutoLojaDetalhe } from '../../../domain/contract/store';
import { TICKET_MSG } from '../../../domain/event-messages';
import { ProductReviewPage } from '../../../src/features/store/components/product-review-page';
import { renderRoute } from '../render';
import { fakeApi } from '../wallet/fake-api';

const congress: ProdutoLojaDetalhe = {
  ID_PROJETO: 7,
  DESCRICAO: 'Congresso Demo de Oftalmologia 2027',
  EMITENTE_ML: 'Sociedade Demo de Oftalmologia',
  ID_EMITENTE_ML: 428,
  PAGO: false,
  DATA_PAGAMENTO: '',
  VALOR: 600,
  DISPONIVEL: true,
  PROJETO_WEB: { IMAGEM_THUMB: '/api/access/acessarProjetoImagem/c', HASH: 'congresso-2027' },
  EVENTO: true,
  EVENTO_INICIO: '20270910T080000',
  EVENTO_FIM: '20270912T180000',
  EVENTO_LOCAL: 'Centro de Convenções Frei Caneca, São Paulo - SP',
  DESCRICAO_DETALHADA: '<p>Três dias de atualização.</p>',
  DATA_FIM: '',
  ID_EMITENTE_CATEGORIA: 601,
  CATEGORIA: 'Titular',
};

const answer = (product: ProdutoLojaDetalhe): ObterProdutoLojaResponse => ({
  RESULTADO: true,
  PRODUTO: product,
  SUAS_INFORMACOES: { NOME: 'Maria Demo', CPF: '52998224725', EMAIL: null, CELULAR: null, ENDERECO: null },
});

const routes = [{ path: '/produtoReview', element: <ProductReviewPage /> }];

afterEach(() => vi.unstubAllGlobals());

describe("the member's product page (issue 38 item 11)", () => {
  it("shows an event's date and venue beside its name", async () => {
    fakeApi({ 'projeto/obterProdutoLoja/7': () => answer(congress) });
    renderRoute('/produtoReview?id=7', routes, { session: { token: 't' } });
    const product = await screen.findByRole('region', { name: congress.DESCRICAO });
    const when = within(product).getByText(TICKET_MSG.when);
    expect(when.nextElementSibling).toHaveTextContent('10/09/2027 08:00 a 12/09/2027 18:00');
    const place = within(product).getByText(TICKET_MSG.place);
    expect(place.nextElementSibling).toHaveTextContent('Centro de Convenções Frei Caneca, São Paulo - SP');
  });

  it('a product that is not an event shows neither', async () => {
    const course: ProdutoLojaDetalhe = {
      ...congress,
      EVENTO: undefined,
      EVENTO_INICIO: undefined,
      EVENTO_FIM: undefined,
      EVENTO_LOCAL: undefined,
    };
    fakeApi({ 'projeto/obterProdutoLoja/7': () => answer(course) });
    renderRoute('/produtoReview?id=7', routes, { session: { token: 't' } });
    const product = await screen.findByRole('region', { name: congress.DESCRICAO });
    expect(within(product).queryByText(TICKET_MSG.when)).toBeNull();
    expect(within(product).queryByText(TICKET_MSG.place)).toBeNull();
  });
});
