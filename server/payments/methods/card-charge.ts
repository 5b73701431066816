import { eq } from 'drizzle-orm';
import { WALLET_MSG } from '../../../domain/wallet-messages';
import { transactions } from '../../db/schema';
import { settle } from '../settle';
import { acceptedWith, refusedWith } from '../payment-answer';
import type { MethodCharge } from './method-charge';

/** A card: charged at once, and an approved charge settles the items before the answer. */
export const cardCharge: MethodCharge = {
  async charge({ deps, gateway, tx, charge, card, now, update, failed }) {
    const paying = card!;
    let cardCharge: Awaited<ReturnType<typeof gateway.chargeCard>>;
    try {
      cardCharge = await gateway.chargeCard({
        ...('token' in paying ? { token: paying.token } : { card: paying.typed }),
        amountCentavos: charge.amountCentavos,
        installments: tx.installments,
        reference: String(tx.id),
        ...(paying.holder ? { holder: paying.holder } : {}),
      });
    } catch (error) {
      // With a real gateway the outcome is unknown here; the sandbox never gets this far.
      return failed(error);
    }
    if (!cardCharge.ok) {
      const refused = await update({
        status: 'failed',
        gatewayId: cardCharge.gatewayId ?? null,
        failureMessage: cardCharge.message,
      });
      return refusedWith(cardCharge.message, refused);
    }
    const { gatewayId, card: chargedCard } = cardCharge.value;
    await update({ gatewayId });
    const kept = 'typed' in paying && paying.keep ? await paying.keep(gateway, chargedCard) : null;
    if (kept && !kept.ok)
      deps.log?.warn({ transactionId: tx.id, reason: kept.message }, 'card paid but not kept');
    if (kept?.ok) await update({ cardId: kept.value });
    // The crash test's moment: the card is charged and we know the charge, but the item is not paid.
    if (deps.config?.crashAfterGatewayCharge) process.kill(process.pid, 'SIGKILL');
    const settled = await settle(deps, gatewayId, now);
    const [final] = await deps.db.select().from(transactions).where(eq(transactions.id, tx.id));
    return settled.ok
      ? acceptedWith(kept && !kept.ok ? WALLET_MSG.cardNotSaved : WALLET_MSG.cardApproved, final!)
      : refusedWith(WALLET_MSG.itemAlreadyPaid, final!);
  },
};
