import { eq } from 'drizzle-orm';
import type { BankRequestBody, RecurringAuthorization } from '../../domain/contract/debito-automatico';
import { DEBITO_MSG } from '../../domain/debito-automatico-messages';
import { recurringAuthorizations } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { ERRORS } from '../error-messages';
import { GatewayRefusal } from '../gateways/payment/payment-gateway';
import type { RecurringGateway } from '../gateways/payment/payment-gateway-recurring';
import { gatewayOfAssociation } from '../payments/association-gateway-of';
import { loadPayableItems } from '../payments/payable-charge';
import type { PaymentDeps } from '../payments/payment-deps';
import { authorizationOf, toAuthorization } from './authorizations';
import { recurrenceTerms, recurringKindOf, recurringRefusal } from './eligibility';
import { failed, succeeded, type Outcome } from '../../domain/outcome';

/** How long the payer's bank shows the request (API Pix solicrec dataExpiracaoSolicitacao). */
const BANK_REQUEST_DAYS = 3;
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
): Promise<Outcome<RecurringAuthorization>> {
  const { db } = deps;
  const [item] = await loadPayableItems(db, memberId, [body.itemId]);
  if (!item) return failed(ERRORS.notFound, 404);
  const kind = recurringKindOf(item.kind);
  if (!kind || item.paidAt) return failed(DEBITO_MSG.notEligible, 409);
  const refusal = await recurringRefusal(deps, memberId, [item]);
  if (refusal) return failed(refusal, 409);
  const recurring = (await gatewayOfAssociation(deps, item.associationId)).recurring as RecurringGateway;

  let claimed: { id: number };
  try {
    [claimed] = (await db
      .insert(recurringAuthorizations)
      .values({
        memberId,
        associationId: item.associationId,
        itemKind: kind,
        limitCentavos: item.amountCentavos,
      })
      .returning({ id: recurringAuthorizations.id })) as [{ id: number }];
  } catch (error) {
    if (isUniqueViolation(error)) return failed(DEBITO_MSG.alreadyLive, 409);
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
    return failed(message, 409);
  }
  await db
    .update(recurringAuthorizations)
    .set({ gatewayId: recurrenceId, updatedAt: now })
    .where(eq(recurringAuthorizations.id, claimed.id));
  return succeeded(toAuthorization((await authorizationOf(db, memberId, claimed.id))!));
}

/** One of the member's authorizations, as the Jornada 1 screen follows it; another's: 404. */
export async function memberAuthorization(
  deps: PaymentDeps,
  memberId: number,
  id: number,
): Promise<Outcome<RecurringAuthorization>> {
  const row = await authorizationOf(deps.db, memberId, id);
  return row ? succeeded(toAuthorization(row)) : failed(ERRORS.notFound, 404);
}
