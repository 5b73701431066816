import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { MARIA, tokenFor } from './demo';
import { acceptTerms, firstPendingItem, openLoggedIn, storeProductId } from './wallet';
import { watchNetwork } from './quiet-network';

/** One screen as a person reaches it: an address, and what they tap after it arrives. */
export interface Screen {
  name: string;
  path: string;
  member?: boolean;
  /** What to do once the page has settled (open the card option, a panel…). */
  then?: (page: Page) => Promise<void>;
}

const chooseCard = async (page: Page) => {
  await page.getByRole('radio', { name: 'Cartão de Crédito' }).check();
  const other = page.getByRole('radio', { name: 'Usar outro cartão' });
  if ((await other.count()) > 0) await other.check();
  await expect(page.getByLabel('Número do cartão')).toBeVisible();
};

/** Every route of SPEC §2 (and the states the issue names), with Maria's data where needed. */
export function everyScreen({ itemId, productId }: { itemId: number; productId: number }): Screen[] {
  return [
    { name: 'login', path: '/login' },
    { name: 'forgot password', path: '/forgetPassword' },
    { name: 'register', path: '/register/428' },
    { name: 'associate', path: '/associese/428' },
    { name: 'product page', path: '/produto/congresso-2027' },
    { name: 'unknown product', path: '/produto/nao-existe' },
    { name: 'sandbox messages', path: '/sandbox/mensagens' },
    { name: 'home', path: '/', member: true },
    {
      name: 'home: cards panel',
      path: '/',
      member: true,
      then: async (page) => {
        await page.getByRole('button', { name: 'Cartões' }).click();
        await expect(page.getByRole('dialog', { name: 'Gerenciar Seus Cartões' })).toBeVisible();
      },
    },
    { name: 'history', path: '/historico', member: true },
    { name: 'item', path: `/pendencia?id=${itemId}`, member: true },
    { name: 'payment', path: `/pendenciaFormaPagamento?id=${itemId}`, member: true },
    {
      name: 'payment: card option',
      path: `/pendenciaFormaPagamento?id=${itemId}`,
      member: true,
      then: chooseCard,
    },
    { name: 'add card', path: '/adicionarCartao', member: true },
    { name: 'store', path: '/loja', member: true },
    { name: 'product review', path: `/produtoReview?id=${productId}`, member: true },
    { name: 'qr scan', path: '/qrcodeAssociar', member: true },
    { name: 'profile', path: '/perfil', member: true },
    { name: 'personal data', path: '/dadosPessoais', member: true },
    { name: 'personal data form', path: '/alterarDadosPessoais', member: true },
    { name: 'e-mail change', path: '/alterarEmailCelular/email', member: true },
    { name: 'professional data', path: '/dadosProfissionais', member: true },
    { name: 'address form', path: '/editarDadosProfissionais', member: true },
    { name: 'education', path: '/alterarDadosFormacao', member: true },
    { name: 'specialties', path: '/dadosEspecialidades', member: true },
    { name: 'specialty form', path: '/editarDadosEspecialidade', member: true },
    { name: 'associations', path: '/minhasAssociacoes', member: true },
    { name: 'payments', path: '/gerenciarPagamentos', member: true },
  ];
}

/** Maria's token (terms accepted), her first pending item and a product of her store, for the member screens. */
export async function memberSetup(request: APIRequestContext) {
  const token = await tokenFor(request, MARIA);
  await acceptTerms(request, token);
  const item = await firstPendingItem(request, token);
  const productId = await storeProductId(request, token, 'webinar-glaucoma');
  return { token, itemId: item.ID_FLUXO_DE_CAIXA, productId };
}

/** Opens a screen and waits until its data has arrived (no "Carregando..." left). */
export async function openScreen(page: Page, screen: Screen, token: string) {
  const network = watchNetwork(page);
  if (screen.member) await openLoggedIn(page, token, screen.path);
  else await page.goto(screen.path);
  await network.quiet({ timeoutMs: 5_000 }).catch(() => undefined);
  await expect(page.getByText('Carregando...', { exact: true })).toHaveCount(0, { timeout: 10_000 });
  await screen.then?.(page);
}
