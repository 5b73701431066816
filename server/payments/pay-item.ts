import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { EfetuarTransacaoResponse } from '../../domain/contract/fluxo';
import type { PaymentMethod } from '../../domain/constants';
import { toWireDate } from '../../domain/dates';
import { MSG } from '../../domain/messages';
import { WALLET_MSG } from '../../domain/wallet-messages';
import { addDays, todayInSaoPaulo } from '../cash-flow/sao-paulo-days';
import type { Db } from '../db/client';
import { cashFlowItems, issuers, members, transactions } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import {
  GatewayRefusal,
  type BoletoCharge,
  type ChargeCardResult,
  type PixCharge,
} from '../gateways/payment/payment-gateway';
import { ERRORS } from '../error-messages';
import { acquireItemLease, releaseItemLease } from './item-lease';
import { replayFor, requestFingerprint, scopedKey } from './idempotency';
import { livePending } from './live-pending';
import type { PaymentDeps } from './payment-deps';
import { settle } from './settle';
import { toTransacao, type TransactionRow } from './transaction-wire';

export const BOLETO_DAYS_TO_PAY = 3;

/** How a card payment is paid: a gateway token, and our card row when the card is saved. */
export type CardSource =
  { ok: true; token: string; cardId: number | null } | { ok: false; message: string; notFound?: boolean };

export interface PayItemInput {
  memberId: number;
  itemId: number;
  method: PaymentMethod;
  /** Card only; PIX and boleto are always 1. */
  installments: number;
  /**
   * Card only. Called once the item is known to be the member's and unpaid, so that a refused
   * request tokenizes (or saves) nothing.
   */
  resolveCard?: () => Promise<CardSource>;
  /** Which card the request names, for the idempotency fingerprint ('saved:12', 'new:1111'…). */
  cardReference?: string;
  idempotencyKey?: string | undefined;
  now?: Date;
}

export type PayItemOutcome =
  { ok: true; body: EfetuarTransacaoResponse } | { ok: false; status: 404 | 409; message: string };

type PayableItem = NonNullable<Awaited<ReturnType<typeof loadPayableItem>>>;

const refused = (message: string): PayItemOutcome => ({ ok: true, body: { RESULTADO: false, MSG: message } });
const notFound: PayItemOutcome = { ok: false, status: 404, message: ERRORS.notFound };
const newAccessHash = () => randomBytes(24).toString('base64url');
const newTxid = () => 'QT' + randomBytes(11).toString('hex').toUpperCase();

/**
 * The slip falls due on the item's own date; an item already overdue gets a slip valid for
 * BOLETO_DAYS_TO_PAY days from today (the screen says so). Both days are São Paulo's, YYYY-MM-DD.
 */
export function boletoDueDate(itemDue: string, today: string): string {
  return itemDue >= today ? itemDue : addDays(today, BOLETO_DAYS_TO_PAY);
}

async function loadPayableItem(db: Db, memberId: number, itemId: number) {
  const [row] = await db
    .select({
      id: cashFlowItems.id,
      kind: cashFlowItems.kind,
      description: cashFlowItems.description,
      amountCentavos: cashFlowItems.amountCentavos,
      dueAt: cashFlowItems.dueAt,
      paidAt: cashFlowItems.paidAt,
      issuerName: issuers.name,
      issuerCity: issuers.city,
      memberName: members.name,
      memberCpf: members.cpf,
    })
    .from(cashFlowItems)
    .innerJoin(issuers, eq(issuers.id, cashFlowItems.issuerId))
    .innerJoin(members, eq(members.id, cashFlowItems.memberId))
    .where(
      and(
        eq(cashFlowItems.id, itemId),
        eq(cashFlowItems.memberId, memberId),
        isNull(cashFlowItems.cancelledAt),
      ),
    );
  return row;
}

const created = (tx: TransactionRow): EfetuarTransacaoResponse => ({
  RESULTADO: true,
  MSG: tx.method === 'P' ? WALLET_MSG.pixCreated : WALLET_MSG.boletoCreated,
  TRANSACAO: toTransacao(tx),
});

/**
 * Pays one cash-flow item: the member's, unpaid, for the amount in the database. The attempt
 * is recorded as pending before the gateway is called and updated with its answer; PIX and
 * boleto stay pending until paid, an approved card is settled at once. Used by the member's
 * efetuarTransacao and (later) by the public checkout.
 */
export async function payItem(deps: PaymentDeps, input: PayItemInput): Promise<PayItemOutcome> {
  const { db } = deps;
  const now = input.now ?? new Date();
  const method = input.method;
  const installments = method === 'C' ? input.installments : 1;

  const item = await loadPayableItem(db, input.memberId, input.itemId);
  if (!item) return notFound;

  const key = input.idempotencyKey ? scopedKey(input.memberId, input.idempotencyKey) : null;
  const fingerprint = requestFingerprint({
    item: item.id,
    method,
    installments,
    card: method === 'C' ? (input.cardReference ?? '') : '',
  });
  if (key) {
    const replay = await replayFor(db, key, fingerprint);
    if (replay) return replay;
  }
  if (item.paidAt) return refused(WALLET_MSG.itemAlreadyPaid);

  let card: { token: string; cardId: number | null } | null = null;
  if (method === 'C') {
    if (!input.resolveCard) return refused(WALLET_MSG.cardMissing);
    const source = await input.resolveCard();
    if (!source.ok) return source.notFound ? notFound : refused(source.message);
    card = source;
  }

  const lease = await acquireItemLease(db, item.id, now);
  if (!lease) {
    const current = await loadPayableItem(db, input.memberId, input.itemId);
    if (current?.paidAt) return refused(WALLET_MSG.itemAlreadyPaid);
    return { ok: false, status: 409, message: WALLET_MSG.paymentInProgress };
  }
  try {
    if (method !== 'C') {
      const live = await livePending(db, item, method, now);
      if (live) return { ok: true, body: created(live) };
    }

    let tx: TransactionRow;
    try {
      [tx] = (await db
        .insert(transactions)
        .values({
          itemId: item.id,
          method,
          status: 'pending',
          amountCentavos: item.amountCentavos,
          installments,
          cardId: card?.cardId ?? null,
          accessHash: newAccessHash(),
          idempotencyKey: key,
          requestHash: key ? fingerprint : null,
        })
        .returning()) as [TransactionRow];
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

    const body = await callGateway(deps, tx, item, card, now);
    if (key) {
      await db
        .update(transactions)
        .set({ responseBody: JSON.stringify(body) })
        .where(eq(transactions.id, tx.id));
    }
    return { ok: true, body };
  } finally {
    await releaseItemLease(db, item.id, lease);
  }
}

async function callGateway(
  deps: PaymentDeps,
  tx: TransactionRow,
  item: PayableItem,
  card: { token: string } | null,
  now: Date,
): Promise<EfetuarTransacaoResponse> {
  const { db, gateway } = deps;
  const update = async (values: Partial<TransactionRow>) => {
    const [row] = await db
      .update(transactions)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(transactions.id, tx.id))
      .returning();
    return row!;
  };

  const gatewayFailed = async (error: unknown): Promise<EfetuarTransacaoResponse> => {
    deps.log?.error({ err: error, transactionId: tx.id }, 'payment gateway call failed');
    const failed = await update({ status: 'failed', failureMessage: 'gateway_error' });
    const message = error instanceof GatewayRefusal ? error.message : MSG.transactionFailedRetry;
    return { RESULTADO: false, MSG: message, TRANSACAO: toTransacao(failed) };
  };

  if (tx.method === 'P') {
    let pix: PixCharge;
    try {
      pix = await gateway.createPix({
        amountCentavos: item.amountCentavos,
        description: item.description,
        txid: newTxid(),
        merchantName: item.issuerName,
        merchantCity: item.issuerCity,
        // A purchase is due at once; dues and annuities carry their day (fine and interest after it).
        ...(item.kind === 'product' ? {} : { dueDate: toWireDate(item.dueAt) }),
        payer: { name: item.memberName, cpf: item.memberCpf },
      });
    } catch (error) {
      return gatewayFailed(error);
    }
    return created(
      await update({ gatewayId: pix.gatewayId, pixPayload: pix.brCode, pixExpiresAt: pix.expiresAt }),
    );
  }

  if (tx.method === 'B') {
    const dueDate = boletoDueDate(toWireDate(item.dueAt), todayInSaoPaulo(now));
    let boleto: BoletoCharge;
    try {
      boleto = await gateway.createBoleto({
        amountCentavos: item.amountCentavos,
        dueDate,
        payerName: item.memberName,
        payerDocument: item.memberCpf,
      });
    } catch (error) {
      return gatewayFailed(error);
    }
    return created(
      await update({ gatewayId: boleto.gatewayId, boletoBarcode: boleto.barcode, boletoDueDate: dueDate }),
    );
  }

  let charge: ChargeCardResult;
  try {
    charge = await gateway.chargeCard({
      token: card!.token,
      amountCentavos: item.amountCentavos,
      installments: tx.installments,
    });
  } catch (error) {
    // With a real gateway the outcome is unknown here; the sandbox never gets this far.
    return gatewayFailed(error);
  }
  if (!charge.ok) {
    const failed = await update({
      status: 'failed',
      gatewayId: charge.gatewayId ?? null,
      failureMessage: charge.message,
    });
    return { RESULTADO: false, MSG: charge.message, TRANSACAO: toTransacao(failed) };
  }
  await update({ gatewayId: charge.gatewayId });
  // The crash test's moment: the card is charged and we know the charge, but the item is not paid.
  if (deps.config?.crashAfterGatewayCharge) process.kill(process.pid, 'SIGKILL');
  const settled = await settle(deps, charge.gatewayId, now);
  const [final] = await db.select().from(transactions).where(eq(transactions.id, tx.id));
  return settled.ok
    ? { RESULTADO: true, MSG: WALLET_MSG.cardApproved, TRANSACAO: toTransacao(final!) }
    : { RESULTADO: false, MSG: WALLET_MSG.itemAlreadyPaid, TRANSACAO: toTransacao(final!) };
}
