import { formatDisplayDate } from './dates';

/**
 * Public-purchase texts the spec leaves unwritten (it names the check, not the words).
 * The spec's own texts (§5 required fields, already paid…) stay in messages.ts.
 */
export const PURCHASE_MSG = {
  productNotFound: 'Produto não encontrado',
  categoryUnavailable: 'A categoria informada não está disponível para este produto.',
  countryInvalid: 'O país informado é inválido.',
  documentInvalid: 'O documento informado é inválido.',
  purchaseCreated: 'Compra registrada. Escolha a forma de pagamento.',
} as const;

/**
 * A category's price below the general one is for active members of that category (issue #38):
 * anyone else is told so and pays the general price.
 */
export const memberPriceOnly = (category: string, association: string, general: string) =>
  `O preço da categoria ${category} é exclusivo para membros ativos dessa categoria na ${association}. ` +
  `Como o CPF informado não é de um membro ativo dela, o valor é o preço geral, ${general}.`;

/** The product page: the lowest price, and that lower prices are for members. */
export const fromPrice = (price: string) => `a partir de ${price}`;
export const MEMBER_PRICES_NOTE =
  'Os preços abaixo do preço geral são para membros ativos da associação na categoria; os demais pagam o preço geral.';

/** A finished product: shown on its page and answered by the server when someone still tries. */
export function salesEnded(endsAt: Date | string): string {
  return `As vendas deste produto foram encerradas em ${formatDisplayDate(endsAt)}.`;
}

export function availableUntil(endsAt: Date | string): string {
  return `Disponível até ${formatDisplayDate(endsAt)}`;
}

/** The buyer's account is optional: the form and "Compra concluída" say so. */
export const PURCHASE_ACCOUNT_HINT =
  'Você pode comprar sem criar uma conta. Com uma senha, você acompanha suas compras e recibos no app.';
export const PURCHASE_ACCOUNT_OFFER = 'Quer acompanhar suas compras e recibos no app? Crie sua conta.';
export const PURCHASE_ACCOUNT_OFFER_LINK = 'Criar minha conta';
