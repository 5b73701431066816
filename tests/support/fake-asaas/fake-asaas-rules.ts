/**
 * What Asaas API v3 checks before it creates something, as its reference documents it
 * (docs.asaas.com/reference: "Criar nova cobrança", "Criar novo cliente", "Tokenização de cartão
 * de crédito"): each refusal is a 400 with `{ errors: [{ code, description }] }`.
 */
export interface AsaasError {
  code: string;
  description: string;
}
type Json = Record<string, unknown>;

export const BILLING_TYPES = ['BOLETO', 'CREDIT_CARD', 'PIX', 'UNDEFINED'] as const;

/** Test cards: the fake approves every card but DECLINED_CARD, which the card's association refuses. */
export const APPROVED_CARD = '4111111111111111';
export const DECLINED_CARD = '4000000000000002';
export const DECLINE_DESCRIPTION =
  'Transação não autorizada. Verifique os dados do cartão de crédito e tente novamente.';

/**
 * Tokenization is pre-enabled only in Asaas's sandbox; a production account has it once its
 * account manager approves it ("Tokenização de cartão de crédito"), and is refused until then.
 */
export const TOKENIZATION_DENIED: AsaasError = {
  code: 'insufficient_permission',
  description:
    'Você não possui permissão para utilizar este recurso. Entre em contato com seu gerente de contas.',
};

const saoPauloDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(at);
const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
const isMoney = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.round(value * 100) === value * 100;
const digits = (value: unknown) => (typeof value === 'string' ? value.replace(/\D/g, '') : '');

export function customerErrors(body: Json): AsaasError[] {
  const errors: AsaasError[] = [];
  if (typeof body.name !== 'string' || !body.name.trim())
    errors.push({ code: 'invalid_name', description: 'O campo nome deve ser informado.' });
  const cpfCnpj = digits(body.cpfCnpj);
  if (cpfCnpj.length !== 11 && cpfCnpj.length !== 14)
    errors.push({ code: 'invalid_cpfCnpj', description: 'O CPF/CNPJ informado é inválido.' });
  return errors;
}

function cardErrors(body: Json): AsaasError[] {
  const card = body.creditCard as Json | undefined;
  const holder = body.creditCardHolderInfo as Json | undefined;
  const errors: AsaasError[] = [];
  if (!card)
    errors.push({ code: 'invalid_creditCard', description: 'Informe os dados do cartão de crédito.' });
  else {
    if (!/^\d{13,19}$/.test(digits(card.number)))
      errors.push({ code: 'invalid_creditCard', description: 'O número do cartão de crédito é inválido.' });
    if (typeof card.holderName !== 'string' || !card.holderName)
      errors.push({ code: 'invalid_creditCard', description: 'Informe o nome impresso no cartão.' });
    if (!/^\d{2}$/.test(String(card.expiryMonth)) || !/^\d{4}$/.test(String(card.expiryYear)))
      errors.push({ code: 'invalid_creditCard', description: 'A validade do cartão de crédito é inválida.' });
    if (!/^\d{3,4}$/.test(String(card.ccv)))
      errors.push({ code: 'invalid_creditCard', description: 'O código de segurança é inválido.' });
  }
  if (!holder) {
    errors.push({
      code: 'invalid_creditCardHolderInfo',
      description: 'Informe os dados do titular do cartão.',
    });
  } else {
    for (const field of ['name', 'email', 'cpfCnpj', 'postalCode', 'addressNumber', 'phone'])
      if (typeof holder[field] !== 'string' || !holder[field])
        errors.push({
          code: 'invalid_creditCardHolderInfo',
          description: `O campo ${field} do titular do cartão deve ser informado.`,
        });
  }
  if (typeof body.remoteIp !== 'string' || !body.remoteIp)
    errors.push({ code: 'invalid_remoteIp', description: 'O IP do cliente deve ser informado.' });
  return errors;
}

export const tokenizeErrors = (body: Json, customerKnown: boolean): AsaasError[] => [
  ...(customerKnown
    ? []
    : [{ code: 'invalid_customer', description: 'Customer inválido ou não informado.' }]),
  ...cardErrors(body),
];

export function paymentErrors(body: Json, customerKnown: boolean, now: Date): AsaasError[] {
  const errors: AsaasError[] = [];
  if (!customerKnown)
    errors.push({ code: 'invalid_customer', description: 'Customer inválido ou não informado.' });
  if (!BILLING_TYPES.includes(body.billingType as (typeof BILLING_TYPES)[number]))
    errors.push({ code: 'invalid_billingType', description: 'Forma de pagamento inválida.' });
  const installments = body.installmentCount === undefined ? 1 : Number(body.installmentCount);
  const total =
    installments > 1 && body.installmentValue !== undefined
      ? Number(body.installmentValue) * installments
      : Number(body.totalValue ?? body.value);
  if (installments > 1 && body.installmentValue !== undefined && !isMoney(body.installmentValue))
    errors.push({ code: 'invalid_value', description: 'O valor da parcela é inválido.' });
  else if (!isMoney(body.value ?? body.totalValue ?? body.installmentValue) || total < 5)
    errors.push({ code: 'invalid_value', description: 'O valor da cobrança deve ser no mínimo R$ 5,00.' });
  if (!isDay(body.dueDate))
    errors.push({ code: 'invalid_dueDate', description: 'A data de vencimento deve ser informada.' });
  else if (body.dueDate < saoPauloDay(now))
    errors.push({
      code: 'invalid_dueDate',
      description: 'Não é permitido data de vencimento inferior a hoje.',
    });
  if (
    installments > 1 &&
    (body.billingType !== 'CREDIT_CARD' || installments > 21 || !Number.isInteger(installments))
  )
    errors.push({ code: 'invalid_installmentCount', description: 'Quantidade de parcelas inválida.' });
  if (body.billingType === 'CREDIT_CARD' && !body.creditCardToken) errors.push(...cardErrors(body));
  if (body.billingType === 'CREDIT_CARD' && body.creditCardToken && !body.remoteIp)
    errors.push({ code: 'invalid_remoteIp', description: 'O IP do cliente deve ser informado.' });
  const discount = body.discount as Json | undefined;
  if (discount && (!isMoney(discount.value) || !['FIXED', 'PERCENTAGE'].includes(String(discount.type))))
    errors.push({ code: 'invalid_discount', description: 'Desconto inválido.' });
  const fine = body.fine as Json | undefined;
  if (fine && (typeof fine.value !== 'number' || fine.value > (fine.type === 'FIXED' ? Infinity : 2)))
    errors.push({ code: 'invalid_fine', description: 'O percentual de multa não pode ser superior a 2%.' });
  return errors;
}

/** The fake's tariffs (Asaas reports what it keeps as value − netValue). */
export function netValueOf(billingType: string, value: number): number {
  const fee = billingType === 'CREDIT_CARD' ? Math.round(value * 2.99) / 100 + 0.49 : 1.99;
  return Math.round((value - fee) * 100) / 100;
}

export const cardBrandOf = (number: string) => (number.startsWith('4') ? 'VISA' : 'MASTERCARD');
export { saoPauloDay };

/**
 * The installments, in centavos, Asaas charges for a card payment's body: `installmentValue` each,
 * or a `totalValue` divided by `installmentCount` as Asaas divides a total (docs "Split em
 * parcelamentos": R$ 100,00 in 3 → 33,33, 33,33 and 33,34: cut to the centavo, the rest on the last).
 */
export function asaasInstallmentsOf(body: Json): number[] {
  const count = Number(body.installmentCount ?? 1);
  if (body.installmentValue !== undefined) {
    return Array.from({ length: count }, () => Math.round(Number(body.installmentValue) * 100));
  }
  const total = Math.round(Number(body.totalValue ?? body.value) * 100);
  const each = Math.trunc(total / count);
  return Array.from({ length: count }, (_, i) => (i < count - 1 ? each : total - each * (count - 1)));
}
