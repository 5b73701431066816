import { eq } from 'drizzle-orm';
import type { PaymentMethodId } from '../../domain/payment-methods';
import { COMMON_MSG } from '../../domain/messages';
import { transactions } from '../db/schema';
import { GatewayRefusal, type PaymentGateway } from '../gateways/payment/payment-gateway';
import { receiverOfAssociation } from './association-gateway-of';
import { refusedWith, type PaymentAnswer, type TransactionRow } from './payment-answer';
import type { PaymentDeps } from './payment-deps';
import type { Charge, PayingCard } from './methods/method-charge';

/** Asks the association's receiving account for the recorded attempt's charge, by the method's rules. */
export async function callGateway(
  deps: PaymentDeps,
  method: PaymentMethodId,
  tx: TransactionRow,
  charge: Charge,
  card: PayingCard | null,
  now: Date,
): Promise<PaymentAnswer> {
  const { db } = deps;
  const update = async (values: Partial<TransactionRow>) => {
    const [row] = await db
      .update(transactions)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(transactions.id, tx.id))
      .returning();
    return row!;
  };

  const failed = async (error: unknown): Promise<PaymentAnswer> => {
    deps.log?.error({ err: error, transactionId: tx.id }, 'payment gateway call failed');
    const row = await update({ status: 'failed', failureMessage: 'gateway_error' });
    const message = error instanceof GatewayRefusal ? error.message : COMMON_MSG.transactionFailedRetry;
    return refusedWith(message, row);
  };

  // The association's own account, else the app's; credentials that do not open fail the attempt
  // rather than send the association's money to another account.
  // The account is recorded before the PSP hears of the charge: after a crash or a switch of
  // accounts, its status, refund and reconciliation still go to the account that holds it.
  let gateway: PaymentGateway;
  let recorded: TransactionRow;
  try {
    const receiver = await receiverOfAssociation(deps, charge.associationId);
    gateway = receiver.gateway;
    recorded = await update({ gatewayAccount: receiver.account });
  } catch (error) {
    return failed(error);
  }
  return deps.methodCharges[method].charge({
    deps,
    gateway,
    tx: recorded,
    charge,
    card,
    now,
    update,
    failed,
  });
}
