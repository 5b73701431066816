import type { PixKey } from '../../domain/pix-key';
import { WITHDRAWAL_MSG } from '../../domain/withdrawal-messages';
import type { RefundRequest } from '../db/schema';
import type { refundTransfers } from '../db/schema-refunds';
import type { Outcome } from '../../domain/outcome';
import type { PixKeyTransfer } from '../gateways/payment/payment-gateway';
import { claimRefund } from '../payments/refund-at-gateway';
import { gatewayOfTransaction } from '../payments/association-gateway-of';
import type { PaymentDeps } from '../payments/payment-deps';
import { secretBoxOf } from '../secrets/secret-box';

/** Where a refund key's ciphertext belongs: copied into another row, it does not open. */
export const refundKeyContext = (transactionId: number) => `refund_transfers:${transactionId}:key`;

export type BoletoRefundRow = typeof refundTransfers.$inferInsert;

/** The PSP's words for staff, with the buyer's key taken out should the PSP have echoed it. */
const withoutKey = (message: string, { key }: PixKey) => message.split(key).join('[chave]');

const NO_ANSWER: Outcome<PixKeyTransfer> = {
  ok: false,
  message: WITHDRAWAL_MSG.staffPspUnanswered,
  unanswered: true,
};

/**
 * A withdrawn boleto's money back (CDC art. 49): a boleto has no refund at the PSP, so the PSP
 * that took it sends the buyer's share from the account's balance to the PIX key they typed.
 * Claimed first (one at a time; this claim never goes stale, a transfer must not go twice).
 * When the PSP has no such transfer, refuses it or does not answer, the withdrawal still stands:
 * the row says staff must return it by hand. The key is kept, sealed, while that may yet be so
 * (a transfer still with the banks may fail: server/purchases/pix-key-transfer-outcome.ts).
 */
export async function sendBoletoBackByPix(
  deps: Pick<PaymentDeps, 'db' | 'gateway' | 'associationGateways' | 'config'>,
  payment: { id: number; itemId: number; associationId: number; share: number },
  key: PixKey,
  request: RefundRequest,
): Promise<{ claimed: false } | { claimed: true; row: BoletoRefundRow }> {
  const claimed = await claimRefund(deps.db, payment.id, request);
  if (!claimed) return { claimed: false };
  const base = {
    transactionId: payment.id,
    associationId: payment.associationId,
    amountCentavos: payment.share,
    keyType: key.type,
  };
  const sealedKey = () => secretBoxOf(deps.config).seal(key.key, refundKeyContext(payment.id));
  const toReturn = (pspRefusal: string | null, pspTransferId: string | null = null): BoletoRefundRow => ({
    ...base,
    status: 'to-return',
    keySealed: sealedKey(),
    pspRefusal,
    pspTransferId,
  });
  const gateway = await gatewayOfTransaction(deps, {
    itemId: payment.itemId,
    gatewayAccount: claimed.gatewayAccount,
  }).catch(() => undefined);
  if (!gateway?.transferToPixKey) return { claimed: true, row: toReturn(null) };
  const sent = await gateway
    .transferToPixKey({
      amountCentavos: payment.share,
      key,
      description: WITHDRAWAL_MSG.transferDescription,
      reference: String(payment.id),
    })
    .catch(() => NO_ANSWER);
  if (!sent.ok) return { claimed: true, row: toReturn(withoutKey(sent.message, key)) };
  const { transferId, state } = sent.value;
  if (state === 'done') return { claimed: true, row: { ...base, status: 'done', pspTransferId: transferId } };
  // With the banks, the key kept should the transfer fail; waiting for approval, staff are told.
  if (state === 'under-way')
    return {
      claimed: true,
      row: { ...base, status: 'sent', pspTransferId: transferId, keySealed: sealedKey() },
    };
  return { claimed: true, row: toReturn(WITHDRAWAL_MSG.staffPspAwaitsApproval, transferId) };
}
