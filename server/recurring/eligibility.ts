import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { RecurringItemKind } from '../../domain/contract/debito-automatico';
import { DEBITO_MSG } from '../../domain/debito-automatico-messages';
import { todayInSaoPaulo } from '../../domain/sao-paulo-days';
import { cashFlowItems, recurringAuthorizations } from '../db/schema';
import type { RecurrenceTerms } from '../gateways/payment/payment-gateway-recurring';
import { gatewayOfAssociation } from '../payments/association-gateway-of';
import type { PaymentDeps } from '../payments/payment-deps';

export const RECURRING_KINDS: readonly RecurringItemKind[] = ['annuity', 'due'];
const PERIODICITY = { annuity: 'ANUAL', due: 'MENSAL' } as const;

export const recurringKindOf = (kind: string): RecurringItemKind | undefined =>
  RECURRING_KINDS.find((known) => known === kind);

/**
 * Why an authorization cannot start from these items, or null: one due or annuity, of an association
 * whose gateway has Pix Automático, and no live authorization of the member for that association and
 * kind of item (the unique index says the same when two requests race).
 */
export async function recurringRefusal(
  deps: PaymentDeps,
  memberId: number,
  items: readonly { associationId: number; kind: string }[],
): Promise<string | null> {
  if (items.length !== 1) return DEBITO_MSG.oneItemOnly;
  const [item] = items as [{ associationId: number; kind: string }];
  const kind = recurringKindOf(item.kind);
  if (!kind) return DEBITO_MSG.notEligible;
  let recurring: boolean;
  try {
    recurring = Boolean((await gatewayOfAssociation(deps, item.associationId)).recurring);
  } catch {
    // Credentials that do not open: nothing can be authorized at that account now.
    recurring = false;
  }
  if (!recurring) return DEBITO_MSG.unavailable;
  const [live] = await deps.db
    .select({ id: recurringAuthorizations.id })
    .from(recurringAuthorizations)
    .where(
      and(
        eq(recurringAuthorizations.memberId, memberId),
        eq(recurringAuthorizations.associationId, item.associationId),
        eq(recurringAuthorizations.itemKind, kind),
        inArray(recurringAuthorizations.status, ['pending', 'active']),
      ),
    )
    .limit(1);
  return live ? DEBITO_MSG.alreadyLive : null;
}

/** Whether the checkout offers Pix Automático for the member's item: the refusal the server would give. */
export async function pixAutomaticoOffer(
  deps: PaymentDeps,
  memberId: number,
  itemId: number,
): Promise<{ offered: boolean; reason: string | null } | null> {
  const [item] = await deps.db
    .select({
      associationId: cashFlowItems.associationId,
      kind: cashFlowItems.kind,
      paidAt: cashFlowItems.paidAt,
    })
    .from(cashFlowItems)
    .where(
      and(
        eq(cashFlowItems.id, itemId),
        eq(cashFlowItems.memberId, memberId),
        isNull(cashFlowItems.cancelledAt),
      ),
    );
  if (!item) return null;
  const reason = item.paidAt ? DEBITO_MSG.notEligible : await recurringRefusal(deps, memberId, [item]);
  return { offered: reason === null, reason };
}

/** What the member authorizes for an association and kind of item, in either journey. */
export function recurrenceTerms(terms: {
  memberId: number;
  associationId: number;
  associationName: string;
  kind: RecurringItemKind;
  limitCentavos: number;
  now: Date;
}): RecurrenceTerms {
  return {
    object: `${DEBITO_MSG.kind[terms.kind]} ${terms.associationName}`,
    contract: `QUITA-${terms.memberId}-${terms.associationId}-${terms.kind}`,
    periodicity: PERIODICITY[terms.kind],
    startDate: todayInSaoPaulo(terms.now),
    limitCentavos: terms.limitCentavos,
  };
}
