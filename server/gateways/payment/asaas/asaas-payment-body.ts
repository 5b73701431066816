import { splitInstallments } from '../../../../domain/money';
import { todayInSaoPaulo } from '../../../../domain/sao-paulo-days';
import type { DueRules, LateRules } from '../payment-gateway';
import type { CardData, CardHolder } from '../payment-gateway-card';

/** Asaas speaks reais with two decimals. */
export const toReais = (centavos: number) => Math.round(centavos) / 100;
export const toCentavos = (reais: number) => Math.round(reais * 100);

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** Fine and interest after the due date, as percentages (Asaas `fine` and `interest`). */
function lateTerms(rules: LateRules | undefined) {
  if (!rules) return {};
  return {
    ...(rules.lateFineBps > 0 ? { fine: { value: rules.lateFineBps / 100, type: 'PERCENTAGE' } } : {}),
    ...(rules.monthlyInterestBps > 0 ? { interest: { value: rules.monthlyInterestBps / 100 } } : {}),
  };
}

/**
 * The price and dates of a charge. Asaas refuses a dueDate before today ("Criar nova cobrança"),
 * so an overdue item (or a purchase) is a payment due today for what it costs today, with no
 * terms for Asaas to recount — its rounding could then differ from the dues engine's. An item
 * not yet due carries its price, its early-payment price as a FIXED `discount` until its day
 * (dueDateLimitDays before the due date) and its fine and interest.
 */
export function pricing(input: {
  amountCentavos: number;
  dueDate?: string | undefined;
  dueRules?: DueRules | undefined;
  lateRules?: LateRules | undefined;
  now: Date;
}) {
  const today = todayInSaoPaulo(input.now);
  const rules = input.dueRules;
  if (!input.dueDate || input.dueDate < today)
    return { value: toReais(input.amountCentavos), dueDate: today };
  if (!rules) {
    return { value: toReais(input.amountCentavos), dueDate: input.dueDate, ...lateTerms(input.lateRules) };
  }
  const early = rules.earlyPayment;
  const discount =
    early && early.until >= today && early.centavos < rules.priceCentavos
      ? {
          discount: {
            value: toReais(rules.priceCentavos - early.centavos),
            dueDateLimitDays: Math.max(0, dayNumber(input.dueDate) - dayNumber(early.until)),
            type: 'FIXED',
          },
        }
      : {};
  return { value: toReais(rules.priceCentavos), dueDate: input.dueDate, ...discount, ...lateTerms(rules) };
}

/** `creditCard` and `creditCardHolderInfo` of the reference: built for one request, never kept. */
export function cardFields(card: CardData, holder: CardHolder) {
  return {
    creditCard: {
      holderName: card.holderName,
      number: card.number,
      expiryMonth: String(card.expMonth).padStart(2, '0'),
      expiryYear: String(card.expYear),
      ccv: card.cvv,
    },
    creditCardHolderInfo: {
      name: holder.name,
      email: holder.email,
      cpfCnpj: holder.cpfCnpj,
      postalCode: holder.postalCode,
      addressNumber: holder.addressNumber,
      phone: holder.phone,
      mobilePhone: holder.phone,
    },
    remoteIp: holder.remoteIp,
  };
}

/**
 * Installments: the per-installment value when they are equal, else the total, which Asaas divides
 * itself (each cut to the centavo, the last one taking the rest). Both are domain/money.ts's
 * splitInstallments, what the member was shown: never n × a rounded value, which would charge
 * more or less than the price (R$ 500,00 in 12 × 41,67 = R$ 500,04).
 */
export function installmentTerms(amountCentavos: number, installments: number) {
  if (installments <= 1) return { value: toReais(amountCentavos) };
  const [first] = splitInstallments(amountCentavos, installments);
  return first! * installments === amountCentavos
    ? { installmentCount: installments, installmentValue: toReais(first!) }
    : { installmentCount: installments, totalValue: toReais(amountCentavos) };
}
