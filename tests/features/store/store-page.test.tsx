import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProdutoLoja } from '../../../domain/contract/store';
import { StorePage } from '../../../src/features/store/components/store-page';
import { renderRoute } from '../render';
import { fakeApi } from '../wallet/fake-api';

const product = (over: Partial<ProdutoLoja>): ProdutoLoja => ({
  ID_PROJETO: 1,
  DESCRICAO: 'Produto',
  EMITENTE_ML: 'Sociedade Demo de Oftalmologia',
  ID_EMITENTE_ML: 428,
  PAGO: false,
  DATA_PAGAMENTO: '',
  VALOR: 90,
  DISPONIVEL: true,
  PROJETO_WEB: { IMAGEM_THUMB: '/api/access/acessarProjetoImagem/p', HASH: 'p' },
  ...over,
});

const PRODUCTS = [
  product({
    ID_PROJETO: 2,
    DESCRICAO: 'Curso Demo de Atualização em Retina',
    PAGO: true,
    DATA_PAGAMENTO: '2026-07-01',
    VALOR: 250,
  }),
  product({ ID_PROJETO: 3, DESCRICAO: 'Webinar Demo de Glaucoma', VALOR: 90 }),
  product({
    ID_PROJETO: 4,
    DESCRICAO: 'Oficina de Escuta Clínica',
    EMITENTE_ML: 'Associação Demo de Psicologia',
    ID_EMITENTE_ML: 1024839,
    VALOR: 120,
  }),
];

const routes = [
  { path: '/loja', element: <StorePage /> },
  { path: '/produtoReview', element: <p>Tela de revisão</p> },
];

const cardTitles = () =>
  within(screen.getByRole('list'))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('StorePage', () => {
  it('lists each product with its image, association, price and whether it was acquired', async () => {
    fakeApi({ 'projeto/listarProdutosLoja': () => PRODUCTS });
    renderRoute('/loja', routes, { session: { token: 't' } });

    const retina = (await screen.findByRole('article', { name: 'Curso Demo de Atualização em Retina' }))!;
    expect(
      within(retina).getByRole('img', { name: 'Imagem de Curso Demo de Atualização em Retina' }),
    ).toHaveAttribute('src', '/api/access/acessarProjetoImagem/p');
    expect(retina).toHaveTextContent('Sociedade Demo de Oftalmologia');
    expect(retina).toHaveTextContent(/R\$\s250,00/);
    expect(within(retina).getByText('Adquirido')).toBeInTheDocument();
    expect(
      within(retina).getByRole('button', { name: 'Curso Demo de Atualização em Retina' }),
    ).toBeInTheDocument();

    const webinar = screen.getByRole('article', { name: 'Webinar Demo de Glaucoma' });
    expect(within(webinar).queryByText('Adquirido')).toBeNull();
    expect(within(webinar).getByRole('link', { name: 'Webinar Demo de Glaucoma' })).toHaveAttribute(
      'href',
      '/produtoReview?id=3',
    );
  });

  it('shows the generic picture for a product without an image, and for an image that does not load', async () => {
    fakeApi({
      'projeto/listarProdutosLoja': () => [
        product({ ID_PROJETO: 5, DESCRICAO: 'Sem imagem', PROJETO_WEB: { IMAGEM_THUMB: '', HASH: 's' } }),
        product({ ID_PROJETO: 6, DESCRICAO: 'Imagem quebrada' }),
      ],
    });
    renderRoute('/loja', routes, { session: { token: 't' } });
    const none = await screen.findByRole('img', { name: 'Imagem de Sem imagem' });
    expect(none).toHaveAttribute('src', '/produto-padrao.svg');
    const broken = screen.getByRole('img', { name: 'Imagem de Imagem quebrada' });
    fireEvent.error(broken);
    expect(broken.getAttribute('src')).toMatch(/\/produto-padrao\.svg$/);
  });

  it('filters by description or association, ignoring case and accents, and keeps the search in the address', async () => {
    fakeApi({ 'projeto/listarProdutosLoja': () => PRODUCTS });
    const { router } = renderRoute('/loja', routes, { session: { token: 't' } });
    await screen.findByRole('list');
    expect(cardTitles()).toHaveLength(3);

    const search = screen.getByLabelText('Buscar produto');
    await userEvent.type(search, 'GLAUCOMA');
    expect(cardTitles()).toEqual(['Webinar Demo de Glaucoma']);
    expect(router.state.location.search).toBe('?busca=GLAUCOMA');
    expect(screen.getByRole('status')).toHaveTextContent('1 produto encontrado.');

    await userEvent.clear(search);
    await userEvent.type(search, 'psicologia');
    expect(cardTitles()).toEqual(['Oficina de Escuta Clínica']);

    await userEvent.clear(search);
    await userEvent.type(search, 'atualizacao retina');
    expect(cardTitles()).toEqual(['Curso Demo de Atualização em Retina']);

    await userEvent.clear(search);
    await userEvent.type(search, 'demo');
    expect(cardTitles()).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('3 produtos encontrados.');

    await userEvent.type(search, ' cardiologia');
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('region', { name: 'Produtos' })).toHaveTextContent('Nenhum produto encontrado.');
    expect(screen.getByRole('status')).toHaveTextContent('Nenhum produto encontrado.');

    await userEvent.clear(search);
    expect(cardTitles()).toHaveLength(3);
    expect(router.state.location.search).toBe('');
  });

  it('starts with the search of the address', async () => {
    fakeApi({ 'projeto/listarProdutosLoja': () => PRODUCTS });
    renderRoute('/loja?busca=webinar', routes, { session: { token: 't' } });
    await screen.findByRole('list');
    expect(screen.getByLabelText('Buscar produto')).toHaveValue('webinar');
    expect(cardTitles()).toEqual(['Webinar Demo de Glaucoma']);
  });

  it('says so when the member has no products', async () => {
    fakeApi({ 'projeto/listarProdutosLoja': () => [] });
    renderRoute('/loja', routes, { session: { token: 't' } });
    expect(await screen.findByText('Nenhum produto disponível no momento.')).toBeInTheDocument();
  });

  it('opening a product not acquired goes to its review', async () => {
    fakeApi({ 'projeto/listarProdutosLoja': () => PRODUCTS });
    renderRoute('/loja', routes, { session: { token: 't' } });
    await userEvent.click(await screen.findByRole('link', { name: 'Webinar Demo de Glaucoma' }));
    expect(await screen.findByText('Tela de revisão')).toBeInTheDocument();
  });
});
