import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENT_MSG } from '../../../domain/congress-messages';
import { COMMON_MSG } from '../../../domain/messages';
import { MEMBER_PRICES_NOTE } from '../../../domain/purchase-messages';
import { ProductCheckoutRoute } from '../../../src/app/product-checkout-route';
import { ProductPage } from '../../../src/features/purchase/components/product-page';
import { renderRoute } from '../render';
import { PRODUCT } from './support/product';

const routes = [
  { path: '/produto/:hash', element: <ProductPage /> },
  { path: '/produtoCheckout/:hash', element: <ProductCheckoutRoute /> },
  { path: '/', element: <p>Início</p> },
];

/** Answers by path: the product, userRegistered and anything else the test names. */
function serve(answers: Record<string, [number, object]>) {
  const fetchMock = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/api\//, '');
    const [status, body] = answers[path] ?? [404, { RESULTADO: false, MSG: 'Recurso não encontrado.' }];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('ProductPage', () => {
  it('an unknown hash: "Produto não encontrado" and a link home', async () => {
    serve({});
    renderRoute('/produto/nao-existe', routes);
    expect(await screen.findByRole('heading', { name: 'Produto não encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para a página inicial' })).toHaveAttribute('href', '/');
  });

  it('shows the product, the default image, the category prompt, then the chosen price', async () => {
    serve({ 'access/acessarProjeto/congresso-2027': [200, PRODUCT] });
    const { container } = renderRoute('/produto/congresso-2027', routes);
    expect(await screen.findByRole('heading', { name: PRODUCT.DESCRICAO })).toBeInTheDocument();
    expect(container.querySelector('.product-banner')).toHaveAttribute('src', '/produto-padrao.svg');
    expect(await screen.findByText(COMMON_MSG.selectCategory)).toBeInTheDocument();
    // Before any choice, the prices: "a partir de" the lowest and each category's (issue #38).
    expect(screen.getByText('a partir de R$ 350,00')).toBeInTheDocument();
    const prices = screen.getByRole('list', { name: 'Preços por categoria' });
    expect(
      within(prices)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Residente ou Fellow R$\u00a0350,00', 'Titular R$\u00a0600,00']);
    expect(screen.getByText(MEMBER_PRICES_NOTE)).toBeInTheDocument();
    expect(screen.getByText('Disponível até 30/06/2027')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo de Sociedade Demo de Oftalmologia' })).toHaveAttribute(
      'src',
      '/api/auth/logomarcaCliente/428',
    );
    await userEvent.selectOptions(screen.getByLabelText('Categoria'), 'Titular');
    expect(document.querySelector('.product-price')).toHaveTextContent('R$ 600,00');
    expect(screen.getByRole('button', { name: 'Comprar' })).toBeInTheDocument();
  });

  it('every input has a visible label; Brazil shows CPF and the UF picker, elsewhere Documento', async () => {
    serve({ 'access/acessarProjeto/congresso-2027': [200, PRODUCT] });
    const { container } = renderRoute('/produto/congresso-2027', routes);
    await screen.findByRole('button', { name: 'Comprar' });
    for (const input of container.querySelectorAll('input, select')) {
      expect(container.querySelector(`label[for="${input.id}"]`)?.textContent).toBeTruthy();
    }
    expect(screen.getByLabelText('CPF')).toBeInTheDocument();
    expect((screen.getByLabelText('Estado') as HTMLSelectElement).options).toHaveLength(28);
    expect(screen.getByLabelText('País')).toHaveValue('BR');

    await userEvent.selectOptions(screen.getByLabelText('País'), 'PT');
    expect(screen.queryByLabelText('CPF')).toBeNull();
    expect(screen.getByLabelText('Documento')).toBeInTheDocument();
    expect(screen.getByLabelText('Estado')).toHaveAttribute('maxLength', '2');
  });

  it('Comprar with nothing filled warns with the first §5 message under "Aviso"', async () => {
    const fetchMock = serve({ 'access/acessarProjeto/congresso-2027': [200, PRODUCT] });
    renderRoute('/produto/congresso-2027', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Comprar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Aviso');
    expect(dialog).toHaveTextContent(COMMON_MSG.categoryRequired);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a new CPF shows the password fields; an invalid one is cleared with its message', async () => {
    serve({
      'access/acessarProjeto/congresso-2027': [200, PRODUCT],
      'auth/userRegistered': [200, { registrado: false, registradoEmitente: false, opcoesEnvio: {} }],
    });
    renderRoute('/produto/congresso-2027', routes);
    const cpf = await screen.findByLabelText('CPF');
    await userEvent.type(cpf, '12345678900');
    await userEvent.tab();
    expect(await screen.findByText(COMMON_MSG.cpfInvalid)).toBeInTheDocument();
    expect(cpf).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));

    await userEvent.type(cpf, '39053344705');
    await userEvent.tab();
    expect(await screen.findByLabelText('Senha')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Repita a senha')).toBeInTheDocument();
  });

  it('a finished product: price and details, the closing notice, no Comprar', async () => {
    serve({
      'access/acessarProjeto/congresso-2020': [
        200,
        { ...PRODUCT, HASH: 'congresso-2020', DATA_FIM: '20200630T235959', DISPONIVEL: false },
      ],
    });
    renderRoute('/produto/congresso-2020', routes);
    expect(
      await screen.findByText('As vendas deste produto foram encerradas em 30/06/2020.'),
    ).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Categoria'), 'Residente ou Fellow');
    expect(document.querySelector('.product-price')).toHaveTextContent('R$ 350,00');
    expect(screen.getByRole('button', { name: 'Ver mais' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Comprar' })).toBeNull();
    expect(screen.queryByLabelText('CPF')).toBeNull();
  });

  it('an event with no seat left says "Esgotado" before "Comprar" and sells nothing', async () => {
    serve({
      'access/acessarProjeto/congresso-2027': [200, { ...PRODUCT, DISPONIVEL: false, ESGOTADO: true }],
    });
    renderRoute('/produto/congresso-2027', routes);
    expect(await screen.findByText(EVENT_MSG.soldOut)).toHaveAttribute('role', 'status');
    expect(screen.queryByText('Disponível até 30/06/2027')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Comprar' })).toBeNull();
  });
});

describe('ProductCheckoutPage', () => {
  it('without a pending payment in memory, goes back to the product page', async () => {
    serve({ 'access/acessarProjeto/congresso-2027': [200, PRODUCT] });
    const { router } = renderRoute('/produtoCheckout/congresso-2027', routes);
    await waitFor(() => expect(router.state.location.pathname).toBe('/produto/congresso-2027'));
    expect(await screen.findByRole('heading', { name: PRODUCT.DESCRICAO })).toBeInTheDocument();
  });

  it('with one: the summary (amount, description, due date, free fee) and the methods', async () => {
    serve({});
    renderRoute('/produtoCheckout/congresso-2027', routes, {
      purchase: {
        completed: null,
        pending: {
          itemId: 9,
          reference: 'r'.repeat(32),
          hash: 'congresso-2027',
          associationId: 428,
          amountCentavos: 60_000,
          description: 'Congresso Demo de Oftalmologia 2027 - Titular',
          dueDate: '21/11/2026',
        },
        buyer: {
          categoryId: '601',
          name: 'Ana',
          cpf: '390.533.447-05',
          document: '',
          birthDate: '',
          classCouncil: '',
          workplace: '',
          profession: '',
          cep: '',
          street: '',
          number: '',
          complement: '',
          district: '',
          city: '',
          state: 'SP',
          country: 'BR',
          phone: '',
          mobile: '',
          email: '',
          companyName: '',
          cnpj: '',
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Forma de Pagamento' })).toBeInTheDocument();
    expect(screen.getByText('R$ 600,00')).toBeInTheDocument();
    expect(screen.getByText('Congresso Demo de Oftalmologia 2027 - Titular')).toBeInTheDocument();
    expect(screen.getByText('Vencimento: 21/11/2026')).toBeInTheDocument();
    expect(screen.getByText(COMMON_MSG.transactionFeeFree)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar Transação' })).toBeInTheDocument();
  });
});
