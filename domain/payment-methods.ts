import { MSG } from './messages';

/**
 * What the payer is left with once a method's charge is created: a QR code to pay while it lasts
 * (the checkout counts down and watches it), a slip to pay later, or the approval itself.
 */
export type PaymentAnswer = 'qrCode' | 'slip' | 'approval';

export interface PaymentMethodInfo {
  /** SPEC §7 TIPO: what efetuarTransacao carries and transactions.method stores. */
  readonly wire: string;
  /** The method's name in the checkout's list. */
  readonly label: string;
  /** The line under the name, when there is one. */
  readonly hint?: string;
  /** What the payer gives besides choosing it. */
  readonly needs: { readonly card: boolean; readonly installments: boolean };
  readonly answer: PaymentAnswer;
}

/**
 * Every way to pay, in the order the checkout lists them. A new method is one entry here plus
 * its own files: its panel in src/features/checkout/method-panels.tsx and its charge in
 * server/payments/methods/method-charges.ts (both keyed by these ids, so the compiler asks for them).
 */
export const paymentMethods = {
  pix: {
    wire: 'P',
    label: 'PIX',
    hint: MSG.pixMethodDescription,
    needs: { card: false, installments: false },
    answer: 'qrCode',
  },
  boleto: {
    wire: 'B',
    label: 'Boleto',
    hint: MSG.boletoMethodDescription,
    needs: { card: false, installments: false },
    answer: 'slip',
  },
  card: {
    wire: 'C',
    label: 'Cartão de Crédito',
    needs: { card: true, installments: true },
    answer: 'approval',
  },
} as const satisfies Record<string, PaymentMethodInfo>;

export type PaymentMethodId = keyof typeof paymentMethods;
export type PaymentMethodWire = (typeof paymentMethods)[PaymentMethodId]['wire'];

export const DEFAULT_PAYMENT_METHOD: PaymentMethodId = 'pix';

export const paymentMethodIds = Object.keys(paymentMethods) as [PaymentMethodId, ...PaymentMethodId[]];

/** The registry's TIPO codes, for the wire's z.enum. */
export const paymentMethodWires = paymentMethodIds.map((id) => paymentMethods[id].wire) as [
  PaymentMethodWire,
  ...PaymentMethodWire[],
];

export const methodInfo = (id: PaymentMethodId): PaymentMethodInfo => paymentMethods[id];

/** The method a TIPO names; the wire schema has already refused any other code. */
export const methodOfWire = (wire: PaymentMethodWire): PaymentMethodId =>
  paymentMethodIds.find((id) => paymentMethods[id].wire === wire)!;
