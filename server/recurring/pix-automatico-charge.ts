import { eq } from 'drizzle-orm';
import { DEBITO_MSG } from '../../domain/debito-automatico-messages';
import { cashFlowItems, recurringAuthorizations } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { GatewayRefusal } from '../gateways/payment/payment-gateway';
import type { RecurrenceStart } from '../gateways/payment/payment-gateway-recurring';
import { recurrenceTerms, recurringKindOf, recurringRefusal } from './eligibility';
import type { MethodCharge } from '../payments/methods/method-charge';
import { pixCreated, pixInputOf } from '../payments/methods/pix-charge';

/**
 * Pix Automático's Jornada 3 (TIPO A): the authorization is claimed (one live per member, association
 * and kind, by a unique index), then one QR pays the item as a PIX — the attempt is recorded as
 * one, so its confirmation, receipt and refund are a PIX's — and approves the recurrence at the
 * payer's bank. Only the member's single due or annuity of an association whose gateway has it.
 */
export const pixAutomaticoCharge: MethodCharge = {
  refuses: (deps, { memberId, items }) => recurringRefusal(deps, memberId, items),
  async charge({ deps, gateway, tx, charge, now, update, failed }) {
    const { db } = deps;
    const [item] = await db
      .select({ memberId: cashFlowItems.memberId, kind: cashFlowItems.kind })
      .from(cashFlowItems)
      .where(eq(cashFlowItems.id, tx.itemId));
    const kind = item && recurringKindOf(item.kind);
    if (!item || !kind || !gateway.recurring) return failed(new GatewayRefusal(DEBITO_MSG.unavailable));

    let claimed: { id: number };
    try {
      [claimed] = (await db
        .insert(recurringAuthorizations)
        .values({
          memberId: item.memberId,
          associationId: charge.associationId,
          itemKind: kind,
          limitCentavos: charge.amountCentavos,
          firstTransactionId: tx.id,
        })
        .returning({ id: recurringAuthorizations.id })) as [{ id: number }];
    } catch (error) {
      if (isUniqueViolation(error)) return failed(new GatewayRefusal(DEBITO_MSG.alreadyLive));
      throw error;
    }

    let started: RecurrenceStart;
    try {
      started = await gateway.recurring.start({
        firstCharge: { ...pixInputOf(charge), payer: { name: charge.memberName, cpf: charge.memberCpf } },
        ...recurrenceTerms({
          memberId: item.memberId,
          associationId: charge.associationId,
          associationName: charge.associationName,
          kind,
          limitCentavos: charge.amountCentavos,
          now,
        }),
      });
    } catch (error) {
      await db.delete(recurringAuthorizations).where(eq(recurringAuthorizations.id, claimed.id));
      return failed(error);
    }
    await db
      .update(recurringAuthorizations)
      .set({ gatewayId: started.recurrenceId, updatedAt: now })
      .where(eq(recurringAuthorizations.id, claimed.id));
    return pixCreated(
      await update({
        gatewayId: started.gatewayId,
        pixPayload: started.brCode,
        pixExpiresAt: started.expiresAt,
      }),
    );
  },
};
