import { eq } from 'drizzle-orm';
import type { BankRequestBody, RecurringAuthorization } from '../../domain/contract/debito-automatico';
import { DEBITO_MSG } from '../../domain/debito-automatico-messages';
import { recurringAuthorizations } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { ERRORS } from '../error-messages';
import { GatewayRefusal, type RecurringGateway } from '../gateways/payment/payment-gateway';
import { gatewayOfIssuer } from '../payments/issuer-gateway-of';
import { loadPayableItems } from '../payments/pay-item';
import type { PaymentDeps } from '../payments/payment-deps';
import { authorizationOf, toAuthorization, type RecurringResult } from './authorizations';
import { recurrenceTerms, recurringKindOf, recurringRefusal } from './eligibility';

/** How long the payer's bank shows the request (API Pix solicrec dataExpiracaoSolicitacao). */
export const BANK_REQUEST_DAYS = 3;
const DAY_MS = 86_400_000;

/**
 * Jornada 1: the member names their bank, agência and conta; the recurrence is created and a
 * request for it sent to that bank (solicrec), which the member approves in the bank's app — the
 * /rec notification (or the sandbox bank) turns the authorization active. Nothing is paid now:
 * the item it starts from stays open, to be paid in the checkout by another method or, while
 * unpaid, sent by the debito-automatico job as the first cobr 2 to 10 days before its due date.
 */
export async function requestAuthorization(
  deps: PaymentDeps,
  memberId: number,
  body: BankRequestBody,
  now = new Date(),
): Promise<RecurringResult<RecurringAuthorization>> {
  const { db } = deps;
  const [item] = await loadPayableItems(db, memberId, [body.itemId]);
  if (!item) return { ok: false, status: 404, message: ERRORS.notFound };
  const kind = recurringKindOf(item.kind);
  if (!kind || item.paidAt) return { ok: false, status: 409, message: DEBITO_MSG.notEligible };
  const refusal = await recurringRefusal(deps, memberId, [item]);
  if (refusal) return { ok: false, status: 409, message: refusal };
  const recurring = (await gatewayOfIssuer(deps, item.issuerId)).recurring as RecurringGateway;

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
  let recurrenceId: string;
  try {
    ({ recurrenceId } = await recurring.request({
      ...recurrenceTerms({ memberId, ...item, kind, limitCentavos: item.amountCentavos, now }),
      payer: { name: item.memberName, cpf: item.memberCpf },
      payerAccount: { ispb: body.ispb, agencia: body.agencia, conta: body.conta },
      expiresAt: new Date(now.getTime() + BANK_REQUEST_DAYS * DAY_MS),
    }));
  } catch (error) {
    await db.delete(recurringAuthorizations).where(eq(recurringAuthorizations.id, claimed.id));
    deps.log?.error({ err: error, authorizationId: claimed.id }, 'Pix Automático bank request failed');
    const message = error instanceof GatewayRefusal ? error.message : DEBITO_MSG.bankRequestFailed;
    return { ok: false, status: 409, message };
  }
  await db
    .update(recurringAuthorizations)
    .set({ gatewayId: recurrenceId, updatedAt: now })
    .where(eq(recurringAuthorizations.id, claimed.id));
  return { ok: true, value: toAuthorization((await authorizationOf(db, memberId, claimed.id))!) };
}

/** One of the member's authorizations, as the Jornada 1 screen follows it; another's: 404. */
export async function memberAuthorization(
  deps: PaymentDeps,
  memberId: number,
  id: number,
): Promise<RecurringResult<RecurringAuthorization>> {
  const row = await authorizationOf(deps.db, memberId, id);
  return row
    ? { ok: true, value: toAuthorization(row) }
    : { ok: false, status: 404, message: ERRORS.notFound };
}
