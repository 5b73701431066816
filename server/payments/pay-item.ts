import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { failed, succeeded, type Outcome } from '../../domain/outcome';
import { paymentMethods, recordedWireOf, type PaymentMethodId } from '../../domain/payment-methods';
import { WALLET_MSG } from '../../domain/wallet-messages';
import { chargeOf, loadPayableItems } from './payable-charge';
import { todayInSaoPaulo } from '../../domain/sao-paulo-days';
import { transactions } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import type { PayingCard } from './methods/method-charge';
import { ERRORS } from '../error-messages';
import { callGateway } from './call-gateway';
import { recordAttempt } from './record-attempt';
import { acquireItemsLease, releaseItemsLease } from './item-lease';
import { replayFor, requestFingerprint, scopedKey } from './idempotency';
import { refusedWith, type PaymentAnswer, type TransactionRow } from './payment-answer';
import type { PaymentDeps } from './payment-deps';

/**
 * How a card payment is paid: a saved card's gateway token (and our row), or the card typed now,
 * charged in one call and kept for the member afterwards when they asked ("Salvar cartão").
 */
export type CardSource = ({ ok: true } & PayingCard) | { ok: false; message: string; notFound?: boolean };

export interface PayItemInput {
  memberId: number;
  /** One item, or several paid together ("Pagar selecionados"), each once. */
  itemIds: readonly number[];
  method: PaymentMethodId;
  /** Only for a method that takes installments (the card); any other is always 1. */
  installments: number;
  /**
   * For a method that needs a card. Called once the item is known to be the member's and unpaid; a
   * typed card is kept (when asked) only after its charge is approved.
   */
  resolveCard?: () => Promise<CardSource>;
  /** Which card the request names, for the idempotency fingerprint ('saved:12', 'new:1111'…). */
  cardReference?: string;
  idempotencyKey?: string | undefined;
  now?: Date;
}

/** A refusal the member reads in the payment's own answer (200, accepted: false), not an HTTP error. */
const refused = (message: string) => succeeded(refusedWith(message));
const notFound = failed(ERRORS.notFound, 404);
const newAccessHash = () => randomBytes(24).toString('base64url');

/**
 * Pays one cash-flow item, or several together: the member's, unpaid, for what they cost today
 * (the server prices them: early-payment price, fine and interest). The attempt
 * is recorded as pending before the gateway is called and updated with its answer; PIX and
 * boleto stay pending until paid, an approved card is settled at once. Used by the member's
 * efetuarTransacao and (later) by the public checkout.
 */
export async function payItem(deps: PaymentDeps, input: PayItemInput): Promise<Outcome<PaymentAnswer>> {
  const { db } = deps;
  const now = input.now ?? new Date();
  const method = input.method;
  const { wire, needs } = paymentMethods[method];
  const installments = needs.installments ? input.installments : 1;
  const itemIds = [...new Set(input.itemIds)];

  const items = await loadPayableItems(db, input.memberId, itemIds);
  if (items.length === 0 || items.length !== itemIds.length) return notFound;
  // All of one association: each association receives its own money.
  if (items.some((item) => item.associationId !== items[0]!.associationId))
    return refused(WALLET_MSG.itemsOfOneAssociation);

  const key = input.idempotencyKey ? scopedKey(input.memberId, input.idempotencyKey) : null;
  const fingerprint = requestFingerprint({
    item: [...itemIds].sort((a, b) => a - b).join(','),
    method: wire,
    installments,
    card: needs.card ? (input.cardReference ?? '') : '',
  });
  if (key) {
    const replay = await replayFor(db, key, fingerprint);
    if (replay) return replay;
  }
  if (items.some((item) => item.paidAt)) return refused(WALLET_MSG.itemAlreadyPaid);
  const refusal = await deps.methodCharges[method].refuses?.(deps, { memberId: input.memberId, items });
  if (refusal) return refused(refusal);

  let card: PayingCard | null = null;
  if (needs.card) {
    if (!input.resolveCard) return refused(WALLET_MSG.cardMissing);
    const source = await input.resolveCard();
    if (!source.ok) return source.notFound ? notFound : refused(source.message);
    card = source;
  }

  const lease = await acquireItemsLease(db, itemIds, now);
  if (!lease) {
    const current = await loadPayableItems(db, input.memberId, itemIds);
    if (current.some((item) => item.paidAt)) return refused(WALLET_MSG.itemAlreadyPaid);
    return failed(WALLET_MSG.paymentInProgress, 409);
  }
  try {
    for (const guard of deps.chargeGuards) {
      const checked = await guard.check(db, itemIds, now);
      if (!checked.ok) return refused(checked.message);
    }
    const charge = chargeOf(items, todayInSaoPaulo(now));
    const { live } = deps.methodCharges[method];
    if (live) {
      const payment = { itemIds: charge.items.map((item) => item.id), amountCentavos: charge.amountCentavos };
      const answer = await live(db, payment, now);
      if (answer) return succeeded(answer);
    }

    let tx: TransactionRow;
    try {
      tx = await recordAttempt(
        db,
        {
          itemId: charge.items[0]!.id,
          method: recordedWireOf(method),
          status: 'pending',
          amountCentavos: charge.amountCentavos,
          installments,
          cardId: card && 'token' in card ? card.cardId : null,
          accessHash: newAccessHash(),
          idempotencyKey: key,
          requestHash: key ? fingerprint : null,
        },
        charge,
      );
    } catch (error) {
      if (key && isUniqueViolation(error)) {
        return (await replayFor(db, key, fingerprint)) ?? failed(WALLET_MSG.idempotencyInFlight, 409);
      }
      throw error;
    }

    const answer = await callGateway(deps, method, tx, charge, card, now);
    if (key) {
      await db
        .update(transactions)
        .set({ responseBody: JSON.stringify(answer) })
        .where(eq(transactions.id, tx.id));
    }
    return succeeded(answer);
  } finally {
    await releaseItemsLease(db, itemIds, lease);
  }
}
