import { DEBITO_MSG } from './debito-automatico-messages';
import { COMMON_MSG } from './messages';

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
  /**
   * Listed only where the screen offers it (Pix Automático: the member's single due or annuity of
   * an association that can charge it recurring); the server refuses it anywhere else.
   */
  readonly onlyWhereOffered?: boolean;
  /**
   * The method its payments are recorded (transactions.method) and reported as, when its charge
   * is that method's underneath.
   */
  readonly recordedAs?: string;
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
    hint: COMMON_MSG.pixMethodDescription,
    needs: { card: false, installments: false },
    answer: 'qrCode',
  },
  boleto: {
    wire: 'B',
    label: 'Boleto',
    hint: COMMON_MSG.boletoMethodDescription,
    needs: { card: false, installments: false },
    answer: 'slip',
  },
  card: {
    wire: 'C',
    label: 'Cartão de Crédito',
    needs: { card: true, installments: true },
    answer: 'approval',
  },
  /** Jornada 3: one QR pays the item (a PIX) and authorizes the later ones of its kind. */
  pixAutomatico: {
    wire: 'A',
    label: 'Pix Automático',
    hint: DEBITO_MSG.checkoutHint,
    needs: { card: false, installments: false },
    answer: 'qrCode',
    onlyWhereOffered: true,
    recordedAs: 'pix',
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

/** The methods every checkout lists; the others only where the screen offers them. */
export const alwaysOfferedMethodIds = paymentMethodIds.filter(
  (id) => !(paymentMethods[id] as PaymentMethodInfo).onlyWhereOffered,
);

export const methodInfo = (id: PaymentMethodId): PaymentMethodInfo => paymentMethods[id];

/** The TIPO a method's payments are recorded with (transactions.method): its own, or the one it is underneath. */
export const recordedWireOf = (id: PaymentMethodId): PaymentMethodWire =>
  paymentMethods[(methodInfo(id).recordedAs as PaymentMethodId | undefined) ?? id].wire;

/** The method a TIPO names; the wire schema has already refused any other code. */
export const methodOfWire = (wire: PaymentMethodWire): PaymentMethodId =>
  paymentMethodIds.find((id) => paymentMethods[id].wire === wire)!;
