import {
  paymentMethodIds,
  paymentMethods,
  type PaymentMethodId,
  type PaymentMethodInfo,
} from './payment-methods';

/**
 * Kinds of payment that transactions.method records but no checkout offers: M, received outside
 * the app (cash, a transfer) and registered by staff, or paid before the app.
 */
export const recordedOnlyMethods = {
  manual: { wire: 'M', label: 'Manual', receiptLabel: 'Recebido pela associação' },
} as const;

type RecordedOnlyId = keyof typeof recordedOnlyMethods;

/** The registry's methods whose payments are recorded as themselves (not as another's charge). */
type RecordedAsItself = {
  [Id in PaymentMethodId]: (typeof paymentMethods)[Id] extends { recordedAs: string } ? never : Id;
}[PaymentMethodId];

/** What a payment is recorded and reported as: the method it was charged as, or manual. */
export type RecordedMethodId = RecordedAsItself | RecordedOnlyId;

const recordedAs = (id: PaymentMethodId) =>
  ((paymentMethods[id] as PaymentMethodInfo).recordedAs ?? id) as RecordedAsItself;

/** Every kind, once, in the checkout's order and then the recorded-only ones. */
export const recordedMethodIds = [
  ...paymentMethodIds.filter((id): id is RecordedAsItself => recordedAs(id) === id),
  ...(Object.keys(recordedOnlyMethods) as RecordedOnlyId[]),
] as [RecordedMethodId, ...RecordedMethodId[]];

const kindOfCode = new Map<string, RecordedMethodId>([
  ...paymentMethodIds.map((id) => [paymentMethods[id].wire, recordedAs(id)] as const),
  ...(Object.keys(recordedOnlyMethods) as RecordedOnlyId[]).map(
    (id) => [recordedOnlyMethods[id].wire, id] as const,
  ),
]);

/** Every code transactions.method may hold. */
export const recordedMethodCodes = [...kindOfCode.keys()];

/** The kind a stored code reports; no code (an item paid with no payment of the app) is manual. */
export const recordedMethodOf = (code: string | null): RecordedMethodId =>
  (code === null ? undefined : kindOfCode.get(code)) ?? 'manual';

/** The stored codes a kind stands for, as a filter by it reads them. */
export const codesOfRecordedMethod = (id: RecordedMethodId): string[] =>
  recordedMethodCodes.filter((code) => kindOfCode.get(code) === id);

const isRecordedOnly = (id: RecordedMethodId): id is RecordedOnlyId => id in recordedOnlyMethods;

/** The kind's name in lists: the checkout's label for the registry's methods. */
export const recordedMethodLabel = (id: RecordedMethodId): string =>
  isRecordedOnly(id) ? recordedOnlyMethods[id].label : paymentMethods[id].label;
