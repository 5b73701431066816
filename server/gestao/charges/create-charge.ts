import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { CHARGE_MSG, type ChargeCreated, type NewChargeBody } from '../../../domain/contract/gestao-charges';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import type { Db } from '../../db/client';
import { refusal, transactionOutcome } from '../../db/transaction-outcome';
import { chargeBatches } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';
import { rowsOf } from './charge-items';
import { findDuplicateAnnuities } from './find-duplicate-annuities';
import { planCharge, chargeRows } from './plan-charge';

/** Fingerprint of what the form asks for: the same key with another body is refused. */
function chargeFingerprint(body: NewChargeBody): string {
  const target =
    body.target.kind === 'categories'
      ? { kind: 'categories', categoryIds: [...new Set(body.target.categoryIds)].sort((a, b) => a - b) }
      : { kind: 'member', memberId: body.target.memberId };
  const schedule =
    body.schedule.kind === 'annuity'
      ? ['annuity', body.schedule.dueDate]
      : ['monthly', body.schedule.firstDueDate, body.schedule.months];
  const amounts = [...body.amounts]
    .sort((a, b) => a.categoryId - b.categoryId)
    .map((a) => [a.categoryId, a.amountCentavos]);
  return createHash('sha256')
    .update(JSON.stringify([target, schedule, body.description, amounts]))
    .digest('hex');
}

async function replayBatch(
  db: Db,
  associationId: number,
  key: string,
  fingerprint: string,
): Promise<Outcome<ChargeCreated> | undefined> {
  const [prior] = await db
    .select()
    .from(chargeBatches)
    .where(and(eq(chargeBatches.associationId, associationId), eq(chargeBatches.idempotencyKey, key)));
  if (!prior) return undefined;
  if (prior.requestHash !== fingerprint) return failed(CHARGE_MSG.idempotencyReused, 409);
  return succeeded({
    batchId: prior.id,
    description: prior.description,
    itemCount: prior.itemCount,
    totalCentavos: Number(prior.totalCentavos),
    replayed: true,
  });
}

/**
 * "Nova cobrança": the batch row and every item in one database transaction, the items by one
 * INSERT … SELECT. The batch's (association, key) is unique: a resubmission (even a concurrent one,
 * which waits on the first one's row) answers the first result and creates nothing.
 */
export async function createCharge(
  db: Db,
  who: StaffSession,
  key: string,
  body: NewChargeBody,
  now = new Date(),
): Promise<Outcome<ChargeCreated>> {
  const fingerprint = chargeFingerprint(body);
  const prior = await replayBatch(db, who.associationId, key, fingerprint);
  if (prior) return prior;
  const plan = await planCharge(db, who.associationId, body);
  if (!plan.ok) return plan;
  // No member is billed two annuities of a year, or of two years within 60 days, unless staff confirm it.
  if (body.schedule.kind === 'annuity' && body.confirmAnnuityDuplicates !== true) {
    const repeats = await findDuplicateAnnuities(
      db,
      who.associationId,
      chargeRows(who.associationId, body, plan.value),
      now,
    );
    if (repeats.annuityDuplicateCount > 0) return failed(CHARGE_MSG.annuityDuplicates, 409);
  }
  const kind = body.schedule.kind === 'annuity' ? 'annuity' : 'due';
  try {
    const created = await transactionOutcome(db, async (trx) => {
      const [batch] = await trx
        .insert(chargeBatches)
        .values({
          associationId: who.associationId,
          staffId: who.id,
          idempotencyKey: key,
          requestHash: fingerprint,
          description: body.description,
          itemCount: 0,
          totalCentavos: 0,
        })
        .onConflictDoNothing()
        .returning({ id: chargeBatches.id });
      if (!batch) return succeeded(undefined);
      const [inserted] = rowsOf<{ items: number; total: string | number }>(
        await trx.execute(sql`with inserted as (
            insert into cash_flow_items (member_id, issuer_id, kind, description, due_at, amount_centavos, charge_batch_id)
            select r.member_id, ${who.associationId}, ${kind}, r.description, r.due_at, r.amount_centavos, ${batch.id}
            from (${chargeRows(who.associationId, body, plan.value)}) as r
            returning amount_centavos)
          select count(*)::int as items, coalesce(sum(amount_centavos), 0)::bigint as total from inserted`),
      );
      const itemCount = Number(inserted?.items ?? 0);
      const totalCentavos = Number(inserted?.total ?? 0);
      if (itemCount === 0) throw refusal(CHARGE_MSG.noMembers);
      await trx.update(chargeBatches).set({ itemCount, totalCentavos }).where(eq(chargeBatches.id, batch.id));
      await recordAudit(trx, who, {
        action: 'charge.create',
        entity: 'charge_batch',
        entityId: batch.id,
        after: { ...body, itemCount, totalCentavos },
      });
      return succeeded({
        batchId: batch.id,
        description: body.description,
        itemCount,
        totalCentavos,
        replayed: false,
      });
    });
    if (!created.ok) return created;
    if (created.value) return succeeded(created.value);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  // Another submission with this key won the race: its answer is ours.
  return (
    (await replayBatch(db, who.associationId, key, fingerprint)) ?? failed(CHARGE_MSG.idempotencyReused, 409)
  );
}
