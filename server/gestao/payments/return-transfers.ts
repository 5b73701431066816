import { and, eq, inArray } from 'drizzle-orm';
import type { ReturnTransfer } from '../../../domain/contract/gestao-payments';
import { pixKeyText } from '../../../domain/pix-key';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import { WITHDRAWAL_MSG } from '../../../domain/withdrawal-messages';
import type { Db } from '../../db/client';
import { refundTransfers } from '../../db/schema-refunds';
import { ERRORS } from '../../error-messages';
import { refundKeyContext } from '../../purchases/boleto-refund';
import type { SecretBox } from '../../secrets/secret-box';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';

type Row = typeof refundTransfers.$inferSelect;

/** The row as staff see it: the buyer's key opened only while they must transfer to it. */
function toReturnTransfer(row: Row, box: SecretBox): ReturnTransfer {
  return {
    status: row.status,
    amountCentavos: row.amountCentavos,
    keyType: row.keyType,
    key:
      row.status === 'to-return' && row.keySealed
        ? pixKeyText({ type: row.keyType, key: box.open(row.keySealed, refundKeyContext(row.transactionId)) })
        : null,
    pspRefusal: row.status === 'to-return' ? (row.pspRefusal ?? WITHDRAWAL_MSG.staffPspCannot) : null,
    returnedAt: row.returnedAt?.toISOString() ?? null,
  };
}

/** Pagamentos: how each withdrawn boleto's money goes back, by payment id (the association's only). */
export async function returnTransfersOf(
  db: Db,
  box: SecretBox,
  associationId: number,
  paymentIds: readonly number[],
): Promise<Map<number, ReturnTransfer>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(refundTransfers)
    .where(
      and(
        eq(refundTransfers.associationId, associationId),
        inArray(refundTransfers.transactionId, [...paymentIds]),
      ),
    );
  return new Map(rows.map((row) => [row.transactionId, toReturnTransfer(row, box)]));
}

/**
 * "Marcar como devolvido": staff transferred a withdrawn boleto's money to the buyer's key
 * themselves. Recorded (who, when; audited) and the key erased: nothing needs it any more.
 * Another association's payment does not exist; one with nothing owed is refused, unchanged.
 */
export async function markReturned(
  db: Db,
  box: SecretBox,
  who: StaffSession,
  paymentId: number,
  now = new Date(),
): Promise<Outcome<ReturnTransfer>> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(refundTransfers)
      .set({ status: 'returned', keySealed: null, returnedAt: now, returnedByStaffId: who.id })
      .where(
        and(
          eq(refundTransfers.transactionId, paymentId),
          eq(refundTransfers.associationId, who.associationId),
          eq(refundTransfers.status, 'to-return'),
        ),
      )
      .returning();
    if (!row) {
      const [other] = await tx
        .select({ status: refundTransfers.status })
        .from(refundTransfers)
        .where(
          and(
            eq(refundTransfers.transactionId, paymentId),
            eq(refundTransfers.associationId, who.associationId),
          ),
        );
      return other ? failed(WITHDRAWAL_MSG.staffNotOwed, 409) : failed(ERRORS.notFound, 404);
    }
    await recordAudit(tx, who, {
      action: 'payment.refund_returned',
      entity: 'transaction',
      entityId: paymentId,
      before: { status: 'to-return', amountCentavos: row.amountCentavos },
      after: { status: 'returned', amountCentavos: row.amountCentavos, keyType: row.keyType },
    });
    return succeeded(toReturnTransfer(row, box));
  });
}
