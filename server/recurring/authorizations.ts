import { and, desc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type {
  DebitoAutomatico,
  RecurringAuthorization,
  RecurringItemKind,
  RecurringStatus,
  StartedAuthorization,
} from '../../domain/contract/debito-automatico';
import { toWireDate } from '../../domain/dates';
import { DEBITO_MSG } from '../../domain/debito-automatico-messages';
import { todayInSaoPaulo } from '../cash-flow/sao-paulo-days';
import type { Db } from '../db/client';
import { cashFlowItems, issuers, members, recurringAuthorizations, transactions } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { dueOn, priceColumns } from '../dues/item-price';
import { ERRORS } from '../error-messages';
import { GatewayRefusal } from '../gateways/payment/payment-gateway';
import { gatewayOfIssuer } from '../payments/issuer-gateway-of';
import { cancelChargesOfAuthorization } from './close-charges';
import { payItem } from '../payments/pay-item';
import type { PaymentDeps } from '../payments/payment-deps';

export type RecurringResult<T> = { ok: true; value: T } | { ok: false; status: 404 | 409; message: string };

const RECURRING_KINDS: RecurringItemKind[] = ['annuity', 'due'];
const PERIODICITY = { annuity: 'ANUAL', due: 'MENSAL' } as const;
const ELIGIBLE_LIMIT = 20;

const authorizationColumns = {
  id: recurringAuthorizations.id,
  issuerId: recurringAuthorizations.issuerId,
  issuerName: issuers.name,
  itemKind: recurringAuthorizations.itemKind,
  limitCentavos: recurringAuthorizations.limitCentavos,
  status: recurringAuthorizations.status,
  createdAt: recurringAuthorizations.createdAt,
};
type AuthorizationRow = {
  [K in keyof typeof authorizationColumns]: (typeof authorizationColumns)[K]['_']['data'];
};

const toAuthorization = (row: AuthorizationRow): RecurringAuthorization => ({
  ...row,
  itemKind: row.itemKind as RecurringItemKind,
  status: row.status as RecurringStatus,
  createdAt: row.createdAt.toISOString(),
});

async function authorizationOf(db: Db, memberId: number, id: number) {
  const [row] = await db
    .select({ ...authorizationColumns, gatewayId: recurringAuthorizations.gatewayId })
    .from(recurringAuthorizations)
    .innerJoin(issuers, eq(issuers.id, recurringAuthorizations.issuerId))
    .where(and(eq(recurringAuthorizations.id, id), eq(recurringAuthorizations.memberId, memberId)));
  return row;
}

/** The member's authorizations, newest first, and the open items a new one can start from. */
export async function memberDebitoAutomatico(
  db: Db,
  memberId: number,
  now = new Date(),
): Promise<DebitoAutomatico> {
  const rows = await db
    .select(authorizationColumns)
    .from(recurringAuthorizations)
    .innerJoin(issuers, eq(issuers.id, recurringAuthorizations.issuerId))
    .where(eq(recurringAuthorizations.memberId, memberId))
    .orderBy(desc(recurringAuthorizations.createdAt), desc(recurringAuthorizations.id));
  const live = db
    .select({ one: sql`1` })
    .from(recurringAuthorizations)
    .where(
      and(
        eq(recurringAuthorizations.memberId, memberId),
        eq(recurringAuthorizations.issuerId, cashFlowItems.issuerId),
        eq(recurringAuthorizations.itemKind, cashFlowItems.kind),
        inArray(recurringAuthorizations.status, ['pending', 'active']),
      ),
    );
  const items = await db
    .select({
      itemId: cashFlowItems.id,
      description: cashFlowItems.description,
      issuerName: issuers.name,
      kind: cashFlowItems.kind,
      dueAt: cashFlowItems.dueAt,
      ...priceColumns,
    })
    .from(cashFlowItems)
    .innerJoin(issuers, eq(issuers.id, cashFlowItems.issuerId))
    .where(
      and(
        eq(cashFlowItems.memberId, memberId),
        inArray(cashFlowItems.kind, RECURRING_KINDS),
        isNull(cashFlowItems.paidAt),
        isNull(cashFlowItems.cancelledAt),
        notExists(live),
      ),
    )
    .orderBy(cashFlowItems.dueAt, cashFlowItems.id)
    .limit(ELIGIBLE_LIMIT);
  const today = todayInSaoPaulo(now);
  return {
    authorizations: rows.map(toAuthorization),
    eligibleItems: items.map((item) => ({
      itemId: item.itemId,
      description: item.description,
      issuerName: item.issuerName,
      itemKind: item.kind as RecurringItemKind,
      amountCentavos: dueOn(item, today).totalCentavos,
      dueDate: toWireDate(item.dueAt),
    })),
  };
}

/**
 * Jornada 3: one QR pays the open item and authorizes the recurrence for every later item of its
 * kind. The authorization is claimed first (one live per member, issuer and kind, by a unique
 * index), then the payment is made as any PIX of the item (lease, pricing, the attempt recorded)
 * with the gateway's recurrence in place of a plain charge.
 */
export async function startAuthorization(
  deps: PaymentDeps,
  memberId: number,
  itemId: number,
  now = new Date(),
): Promise<RecurringResult<StartedAuthorization>> {
  const { db } = deps;
  const [item] = await db
    .select({
      issuerId: cashFlowItems.issuerId,
      kind: cashFlowItems.kind,
      description: cashFlowItems.description,
      amountCentavos: cashFlowItems.amountCentavos,
      paidAt: cashFlowItems.paidAt,
      issuerName: issuers.name,
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
  if (!item) return { ok: false, status: 404, message: ERRORS.notFound };
  const kind = RECURRING_KINDS.find((known) => known === item.kind);
  if (!kind || item.paidAt) return { ok: false, status: 409, message: DEBITO_MSG.notEligible };
  const gateway = await gatewayOfIssuer(deps, item.issuerId);
  if (!gateway.recurring) return { ok: false, status: 409, message: DEBITO_MSG.unavailable };

  let claimed: { id: number };
  try {
    [claimed] = (await db
      .insert(recurringAuthorizations)
      .values({ memberId, issuerId: item.issuerId, itemKind: kind, limitCentavos: item.amountCentavos })
      .returning({ id: recurringAuthorizations.id })) as [{ id: number }];
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, status: 409, message: DEBITO_MSG.alreadyLive };
    throw error;
  }
  const forget = () => db.delete(recurringAuthorizations).where(eq(recurringAuthorizations.id, claimed.id));

  const paid = await payItem(deps, {
    memberId,
    itemIds: [itemId],
    method: 'pix',
    installments: 1,
    now,
    async createPix(chargingGateway, pixInput) {
      if (!chargingGateway.recurring) throw new GatewayRefusal(DEBITO_MSG.unavailable);
      const started = await chargingGateway.recurring.start({
        firstCharge: { ...pixInput, payer: pixInput.payer ?? { name: item.memberName, cpf: item.memberCpf } },
        object: `${DEBITO_MSG.kind[kind]} ${item.issuerName}`,
        contract: `QUITA-${memberId}-${item.issuerId}-${kind}`,
        periodicity: PERIODICITY[kind],
        startDate: todayInSaoPaulo(now),
        limitCentavos: item.amountCentavos,
      });
      await db
        .update(recurringAuthorizations)
        .set({ gatewayId: started.recurrenceId, updatedAt: now })
        .where(eq(recurringAuthorizations.id, claimed.id));
      return started;
    },
  });
  if (!paid.ok) {
    await forget();
    return paid;
  }
  const transacao = paid.body.TRANSACAO;
  if (!paid.body.RESULTADO || !transacao?.ID_ZOOP_TRANSACAO) {
    await forget();
    return { ok: false, status: 409, message: paid.body.MSG };
  }
  const [tx] = await db
    .select({ id: transactions.id, expiresAt: transactions.pixExpiresAt })
    .from(transactions)
    .where(eq(transactions.gatewayId, transacao.ID_ZOOP_TRANSACAO));
  await db
    .update(recurringAuthorizations)
    .set({ firstTransactionId: tx!.id })
    .where(eq(recurringAuthorizations.id, claimed.id));
  const authorization = await authorizationOf(db, memberId, claimed.id);
  return {
    ok: true,
    value: {
      authorization: toAuthorization(authorization!),
      pix: { brCode: transacao.PIX_QRCODE, expiresAt: (tx!.expiresAt ?? now).toISOString() },
    },
  };
}

/** The member cancels: at the PSP first (no later debit), then here. Another member's: 404. */
export async function cancelAuthorization(
  deps: PaymentDeps,
  memberId: number,
  id: number,
  now = new Date(),
): Promise<RecurringResult<RecurringAuthorization>> {
  const { db } = deps;
  const row = await authorizationOf(db, memberId, id);
  if (!row) return { ok: false, status: 404, message: ERRORS.notFound };
  if (row.status !== 'pending' && row.status !== 'active') {
    return { ok: false, status: 409, message: DEBITO_MSG.notCancellable };
  }
  if (row.gatewayId) {
    const gateway = await gatewayOfIssuer(deps, row.issuerId);
    const cancelled = await gateway.recurring?.cancel(row.gatewayId);
    if (cancelled && !cancelled.ok) return { ok: false, status: 409, message: cancelled.message };
  }
  await db
    .update(recurringAuthorizations)
    .set({ status: 'cancelled', endedReason: 'member', updatedAt: now })
    .where(
      and(eq(recurringAuthorizations.id, id), inArray(recurringAuthorizations.status, ['pending', 'active'])),
    );
  // A charge already sent for a coming item is withdrawn at the PSP too (or by the job's next run).
  await cancelChargesOfAuthorization(deps, id, now);
  return { ok: true, value: toAuthorization({ ...row, status: 'cancelled' }) };
}
