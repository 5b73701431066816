import { isWireDate } from './dates';

/** A category's annuity as staff set it: the normal price, and an early-payment price until a day. */
export interface AnnuityPrices {
  annuityCentavos: number;
  annuityPromoCentavos: number | null;
  /** 'YYYY-MM-DD', São Paulo; null: no end day set. */
  annuityPromoUntil: string | null;
}

const MAX_ANNUITY_CENTAVOS = 100_000_000;

export const CATEGORY_MESSAGES = {
  annuityInvalid: 'Informe o valor da anuidade, maior que zero.',
  promoNotLower: 'O valor antecipado deve ser menor que o valor normal.',
  promoInvalid: 'Informe o valor antecipado maior que zero, ou deixe-o em branco.',
  promoDateInvalid: 'Informe uma data válida para o fim do valor antecipado.',
  promoDateWithoutPrice: 'Informe o valor antecipado para usar uma data de fim.',
  alreadyOffered: 'Esta categoria já é oferecida.',
  saved: 'Anuidade salva.',
  offered: 'Categoria incluída.',
} as const;

/** The rules of a category's prices, shared by the form and the server: null when they hold. */
export function annuityPricesProblem(p: AnnuityPrices): string | null {
  const isAmount = (n: number) => Number.isSafeInteger(n) && n > 0 && n <= MAX_ANNUITY_CENTAVOS;
  if (!isAmount(p.annuityCentavos)) return CATEGORY_MESSAGES.annuityInvalid;
  if (p.annuityPromoCentavos !== null) {
    if (!isAmount(p.annuityPromoCentavos)) return CATEGORY_MESSAGES.promoInvalid;
    if (p.annuityPromoCentavos >= p.annuityCentavos) return CATEGORY_MESSAGES.promoNotLower;
  }
  if (p.annuityPromoUntil !== null) {
    if (!isWireDate(p.annuityPromoUntil)) return CATEGORY_MESSAGES.promoDateInvalid;
    if (p.annuityPromoCentavos === null) return CATEGORY_MESSAGES.promoDateWithoutPrice;
  }
  return null;
}
