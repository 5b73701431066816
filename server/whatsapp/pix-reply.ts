import { eq } from 'drizzle-orm';
import { MAX_ITEMS_PER_PAYMENT } from '../../domain/limits';
import { addDays, startOfDay, todayInSaoPaulo } from '../../domain/sao-paulo-days';
import type { Db } from '../db/client';
import { transactions } from '../db/schema';
import { whatsappMessages } from '../db/schema-whatsapp';
import { openItemsOf, type OpenItem } from '../dues/open-items';
import { REMINDER_STAGES } from '../dues/reminders';
import { whatsappRouteOf, type WhatsappDeps } from '../messaging/whatsapp/deliver-whatsapp';
import { queueWhatsapp } from '../messaging/whatsapp/queue-whatsapp';
import type { WhatsappContent } from '../messaging/whatsapp/whatsapp-content';
import { paymentWithShares } from '../payments/item-shares';
import { payItem } from '../payments/pay-item';
import type { PaymentAttempt } from '../payments/payment-answer';
import type { PaymentDeps } from '../payments/payment-deps';
import { consentsOfSender, type PixRequest } from './inbound-text';
import { pixReceiverOf } from './pix-receiver';
import { orderDetailsOf, orderReferenceOf } from './pix-order';
import { PIX_REPLY_TEXTS } from './pix-texts';

/** Meta's customer service window: free-form and interactive messages only this long after the member wrote. */
export const SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** What is owed now reaches as far ahead as the reminders do (the first goes 10 days before). */
const DAYS_AHEAD = -REMINDER_STAGES[0].fromDays;

export interface PixReplyDeps {
  whatsapp: WhatsappDeps;
  /** The app's payment service: the charge is the one the app's PIX would create (or hands out again). */
  payments: PaymentDeps;
  /** PIX_CHAVE of the install's API Pix account (PAYMENT_GATEWAY=pix-api), else null. */
  installPixKey: string | null;
}

type Consent = Awaited<ReturnType<typeof consentsOfSender>>[number];

/**
 * What the member owes the association now: its open dues and annuities priced for today by the
 * dues engine ("Em aberto"), overdue ones and those due within the reminders' reach, as many as
 * one payment takes.
 */
async function owedNow(db: Db, memberId: number, associationId: number, now: Date): Promise<OpenItem[]> {
  const until = startOfDay(addDays(todayInSaoPaulo(now), DAYS_AHEAD + 1));
  const { items } = await openItemsOf(db, memberId, now);
  return items
    .filter((item) => item.associationId === associationId && item.dueAt < until)
    .slice(0, MAX_ITEMS_PER_PAYMENT);
}

async function alreadyAnswered(db: Db, onceKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: whatsappMessages.id })
    .from(whatsappMessages)
    .where(eq(whatsappMessages.onceKey, onceKey));
  return !!row;
}

/** The reply carrying a charge: Meta's order with its Pix code, or the code as text when its key is unknown. */
async function chargeReplyOf(
  deps: PixReplyDeps,
  attempt: PaymentAttempt & { gatewayTransactionId: string; pixQrCode: string },
  owed: readonly OpenItem[],
  request: PixRequest,
  memberId: number,
): Promise<{ content: WhatsappContent; itemId: number }> {
  const { db } = deps.whatsapp;
  const [charge] = await db
    .select({
      id: transactions.id,
      amountCentavos: transactions.amountCentavos,
      gatewayAccount: transactions.gatewayAccount,
    })
    .from(transactions)
    .where(eq(transactions.gatewayId, attempt.gatewayTransactionId));
  const { shares } = (await paymentWithShares(db, charge!.id))!;
  const items = shares.map((share) => ({
    id: share.itemId,
    name: owed.find((item) => item.id === share.itemId)?.description ?? '',
    amountCentavos: share.shareCentavos,
  }));
  const names = items.map((item) => item.name);
  const total = charge!.amountCentavos;
  const copyAndPaste = PIX_REPLY_TEXTS.copyAndPaste(names, total, attempt.pixQrCode);
  const receiver = await pixReceiverOf(
    db,
    { associationId: owed[0]!.associationId, gatewayAccount: charge!.gatewayAccount },
    deps.installPixKey,
  );
  if (!receiver) return { content: { text: copyAndPaste }, itemId: items[0]!.id };
  const referenceId = orderReferenceOf(charge!.id, request.messageId, memberId);
  const expiresAt = attempt.pixExpiresAt ? new Date(attempt.pixExpiresAt) : null;
  const interactive = orderDetailsOf({
    referenceId,
    body: PIX_REPLY_TEXTS.order(names, total, expiresAt),
    brCode: attempt.pixQrCode,
    merchantName: receiver.holder,
    pixKey: receiver.pixKey,
    items,
  });
  const windowClosesAt = new Date(request.sentAt.getTime() + SERVICE_WINDOW_MS).toISOString();
  return {
    content: {
      interactive,
      summary: copyAndPaste,
      order: { referenceId, transactionId: charge!.id, windowClosesAt },
    },
    itemId: items[0]!.id,
  };
}

/** One member's answer: the order, or why there is none; false when the items are busy now. */
async function answerMember(
  deps: PixReplyDeps,
  associationId: number,
  consent: Consent,
  request: PixRequest,
  now: Date,
): Promise<boolean> {
  const { db } = deps.whatsapp;
  const onceKey = `pix:${request.messageId}:${consent.memberId}`;
  if (await alreadyAnswered(db, onceKey)) return true;
  const reply = (content: WhatsappContent, itemId: number | null = null) =>
    queueWhatsapp(db, {
      associationId,
      memberId: consent.memberId,
      itemId,
      kind: 'pix',
      onceKey,
      phone: consent.phone,
      content,
    });

  const owed = await owedNow(db, consent.memberId, associationId, now);
  if (owed.length === 0) {
    await reply({ text: PIX_REPLY_TEXTS.nothingOwed });
    return true;
  }
  const outcome = await payItem(deps.payments, {
    memberId: consent.memberId,
    itemIds: owed.map((item) => item.id),
    method: 'pix',
    installments: 1,
    now,
  });
  // Another run (or the member in the app) is paying these items right now: asked again later.
  if (!outcome.ok) return false;
  const attempt = outcome.value.transaction;
  if (!outcome.value.accepted || !attempt?.pixQrCode || !attempt.gatewayTransactionId) {
    await reply({ text: PIX_REPLY_TEXTS.unavailable });
    return true;
  }
  const { content, itemId } = await chargeReplyOf(
    deps,
    { ...attempt, gatewayTransactionId: attempt.gatewayTransactionId, pixQrCode: attempt.pixQrCode },
    owed,
    request,
    consent.memberId,
  );
  await reply(content, itemId);
  return true;
}

/**
 * "PIX" from a member who opted in: inside the service window that message opened, an
 * order_details message with the BR Code of what they owe now — the charge the app's PIX creates
 * for those items (or the one still payable it hands out again) — or a short text when nothing
 * is owed or the PSP failed. Nothing for a number without consent, an association without a
 * WhatsApp (outside the sandbox), or a window already closed. Written once per message and member.
 */
export async function replyWithPix(
  deps: PixReplyDeps,
  associationId: number,
  request: PixRequest,
  now = new Date(),
): Promise<boolean> {
  if (request.sentAt.getTime() + SERVICE_WINDOW_MS <= now.getTime()) return true;
  const consents = await consentsOfSender(deps.whatsapp.db, request.from);
  if (consents.length === 0) return true;
  if (!(await whatsappRouteOf(deps.whatsapp, associationId))) return true;
  for (const consent of consents) {
    if (!(await answerMember(deps, associationId, consent, request, now))) return false;
  }
  return true;
}
