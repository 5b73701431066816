import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { paymentMethods, recordedWireOf, type PaymentMethodId } from '../../domain/payment-methods';
import { toWireDate } from '../../domain/dates';
import { MAX_LATE_FINE_BPS } from '../../domain/dues-pricing';
import { COMMON_MSG } from '../../domain/messages';
import { WALLET_MSG } from '../../domain/wallet-messages';
import { todayInSaoPaulo } from '../cash-flow/sao-paulo-days';
import type { Db } from '../db/client';
import { cashFlowItems, issuers, members, transactionItems, transactions } from '../db/schema';
import { dueOn, priceColumns } from '../dues/item-price';
import { isUniqueViolation } from '../db/unique-violation';
import { GatewayRefusal, type LateRules, type PaymentGateway } from '../gateways/payment/payment-gateway';
import { ERRORS } from '../error-messages';
import { receiverOfIssuer } from './issuer-gateway-of';
import { payerNameColumn } from './payer-name';
import { acquireItemsLease, releaseItemsLease } from './item-lease';
import { replayFor, requestFingerprint, scopedKey } from './idempotency';
import { refusedWith, type PaymentAnswer, type TransactionRow } from './payment-answer';
import type { PaymentDeps } from './payment-deps';
import type { Charge } from './methods/method-charge';
import { methodCharges } from './methods/method-charges';

/** How a card payment is paid: a gateway token, and our card row when the card is saved. */
export type CardSource =
  { ok: true; token: string; cardId: number | null } | { ok: false; message: string; notFound?: boolean };

export interface PayItemInput {
  memberId: number;
  /** One item, or several paid together ("Pagar selecionados"), each once. */
  itemIds: readonly number[];
  method: PaymentMethodId;
  /** Only for a method that takes installments (the card); any other is always 1. */
  installments: number;
  /**
   * For a method that needs a card. Called once the item is known to be the member's and unpaid, so that a refused
   * request tokenizes (or saves) nothing.
   */
  resolveCard?: () => Promise<CardSource>;
  /** Which card the request names, for the idempotency fingerprint ('saved:12', 'new:1111'…). */
  cardReference?: string;
  idempotencyKey?: string | undefined;
  now?: Date;
}

export type PayItemOutcome =
  { ok: true; answer: PaymentAnswer } | { ok: false; status: 404 | 409; message: string };

const refused = (message: string): PayItemOutcome => ({ ok: true, answer: refusedWith(message) });
const notFound: PayItemOutcome = { ok: false, status: 404, message: ERRORS.notFound };
const newAccessHash = () => randomBytes(24).toString('base64url');

/** The member's items of these ids that are not cancelled, with what paying them needs. */
export async function loadPayableItems(db: Db, memberId: number, itemIds: readonly number[]) {
  return db
    .select({
      id: cashFlowItems.id,
      kind: cashFlowItems.kind,
      description: cashFlowItems.description,
      dueAt: cashFlowItems.dueAt,
      paidAt: cashFlowItems.paidAt,
      ...priceColumns,
      issuerId: cashFlowItems.issuerId,
      issuerName: issuers.name,
      issuerCity: issuers.city,
      // The payer the slip and the PIX name: a public buyer's typed name, else the member's.
      memberName: payerNameColumn,
      memberCpf: members.cpf,
    })
    .from(cashFlowItems)
    .innerJoin(issuers, eq(issuers.id, cashFlowItems.issuerId))
    .innerJoin(members, eq(members.id, cashFlowItems.memberId))
    .where(
      and(
        inArray(cashFlowItems.id, [...itemIds]),
        eq(cashFlowItems.memberId, memberId),
        isNull(cashFlowItems.cancelledAt),
      ),
    )
    .orderBy(cashFlowItems.dueAt, cashFlowItems.id);
}

type LoadedItem = Awaited<ReturnType<typeof loadPayableItems>>[number];

/** PIX descriptions (solicitacaoPagador) hold 140 characters. */
const MAX_DESCRIPTION = 140;

function chargeOf(items: readonly LoadedItem[], today: string): Charge {
  const dues = items.map((item) => dueOn(item, today));
  const priced = items.map((item, i) => ({ id: item.id, amountCentavos: dues[i]!.totalCentavos }));
  const first = items[0]!;
  const single = items.length === 1;
  const lateRules: LateRules | null = items.some((item) => item.kind === 'product')
    ? null
    : {
        lateFineBps: Math.min(first.lateFineBps, MAX_LATE_FINE_BPS),
        monthlyInterestBps: first.monthlyInterestBps,
      };
  const dueDay = single && first.kind !== 'product' ? toWireDate(first.dueAt) : null;
  const description = single
    ? first.description
    : `${items.length} itens: ${items.map((item) => item.description).join(', ')}`;
  return {
    items: priced,
    amountCentavos: priced.reduce((sum, item) => sum + item.amountCentavos, 0),
    description:
      description.length > MAX_DESCRIPTION ? `${description.slice(0, MAX_DESCRIPTION - 1)}…` : description,
    dueDay,
    dueRules:
      dueDay !== null && lateRules !== null
        ? { ...lateRules, priceCentavos: first.amountCentavos, earlyPayment: dues[0]!.promo }
        : null,
    lateRules,
    issuerId: first.issuerId,
    issuerName: first.issuerName,
    issuerCity: first.issuerCity,
    memberName: first.memberName,
    memberCpf: first.memberCpf,
  };
}

/**
 * Pays one cash-flow item, or several together: the member's, unpaid, for what they cost today
 * (the server prices them: early-payment price, fine and interest). The attempt
 * is recorded as pending before the gateway is called and updated with its answer; PIX and
 * boleto stay pending until paid, an approved card is settled at once. Used by the member's
 * efetuarTransacao and (later) by the public checkout.
 */
export async function payItem(deps: PaymentDeps, input: PayItemInput): Promise<PayItemOutcome> {
  const { db } = deps;
  const now = input.now ?? new Date();
  const method = input.method;
  const { wire, needs } = paymentMethods[method];
  const installments = needs.installments ? input.installments : 1;
  const itemIds = [...new Set(input.itemIds)];

  const items = await loadPayableItems(db, input.memberId, itemIds);
  if (items.length === 0 || items.length !== itemIds.length) return notFound;
  // All of one issuer: each association receives its own money.
  if (items.some((item) => item.issuerId !== items[0]!.issuerId)) return refused(WALLET_MSG.itemsOfOneIssuer);

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
  const refusal = await methodCharges[method].refuses?.(deps, { memberId: input.memberId, items });
  if (refusal) return refused(refusal);

  let card: { token: string; cardId: number | null } | null = null;
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
    return { ok: false, status: 409, message: WALLET_MSG.paymentInProgress };
  }
  try {
    const charge = chargeOf(items, todayInSaoPaulo(now));
    const { live } = methodCharges[method];
    if (live) {
      const payment = { itemIds: charge.items.map((item) => item.id), amountCentavos: charge.amountCentavos };
      const answer = await live(db, payment, now);
      if (answer) return { ok: true, answer };
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
          cardId: card?.cardId ?? null,
          accessHash: newAccessHash(),
          idempotencyKey: key,
          requestHash: key ? fingerprint : null,
        },
        charge,
      );
    } catch (error) {
      if (key && isUniqueViolation(error)) {
        return (
          (await replayFor(db, key, fingerprint)) ?? {
            ok: false,
            status: 409,
            message: WALLET_MSG.idempotencyInFlight,
          }
        );
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
    return { ok: true, answer };
  } finally {
    await releaseItemsLease(db, itemIds, lease);
  }
}

/** The attempt, recorded before the gateway hears of it; a set also records each item's share. */
async function recordAttempt(
  db: Db,
  values: typeof transactions.$inferInsert,
  charge: Charge,
): Promise<TransactionRow> {
  return db.transaction(async (trx) => {
    const [tx] = (await trx.insert(transactions).values(values).returning()) as [TransactionRow];
    if (charge.items.length > 1) {
      await trx.insert(transactionItems).values(
        charge.items.map((item) => ({
          transactionId: tx.id,
          itemId: item.id,
          amountCentavos: item.amountCentavos,
        })),
      );
    }
    return tx;
  });
}

async function callGateway(
  deps: PaymentDeps,
  method: PaymentMethodId,
  tx: TransactionRow,
  charge: Charge,
  card: { token: string } | null,
  now: Date,
): Promise<PaymentAnswer> {
  const { db } = deps;
  const update = async (values: Partial<TransactionRow>) => {
    const [row] = await db
      .update(transactions)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(transactions.id, tx.id))
      .returning();
    return row!;
  };

  const failed = async (error: unknown): Promise<PaymentAnswer> => {
    deps.log?.error({ err: error, transactionId: tx.id }, 'payment gateway call failed');
    const row = await update({ status: 'failed', failureMessage: 'gateway_error' });
    const message = error instanceof GatewayRefusal ? error.message : COMMON_MSG.transactionFailedRetry;
    return refusedWith(message, row);
  };

  // The issuer's own account, else the app's; credentials that do not open fail the attempt
  // rather than send the association's money to another account.
  // The account is recorded before the PSP hears of the charge: after a crash or a switch of
  // accounts, its status, refund and reconciliation still go to the account that holds it.
  let gateway: PaymentGateway;
  let recorded: TransactionRow;
  try {
    const receiver = await receiverOfIssuer(deps, charge.issuerId);
    gateway = receiver.gateway;
    recorded = await update({ gatewayAccount: receiver.account });
  } catch (error) {
    return failed(error);
  }
  return methodCharges[method].charge({ deps, gateway, tx: recorded, charge, card, now, update, failed });
}
