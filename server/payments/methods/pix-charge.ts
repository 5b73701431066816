import { paymentMethods } from '../../../domain/payment-methods';
import { WALLET_MSG } from '../../../domain/wallet-messages';
import type { CreatePixInput, PixCharge } from '../../gateways/payment/payment-gateway';
import { livePending } from '../live-pending';
import { acceptedWith, type PaymentAnswer, type TransactionRow } from '../payment-answer';
import { newTxid, type Charge, type MethodCharge } from './method-charge';

export const pixCreated = (tx: TransactionRow): PaymentAnswer => acceptedWith(WALLET_MSG.pixCreated, tx);

/** What the gateway is told of a PIX for this charge (also Pix Automático's first payment). */
export const pixInputOf = (charge: Charge): CreatePixInput => ({
  amountCentavos: charge.amountCentavos,
  description: charge.description,
  txid: newTxid(),
  merchantName: charge.associationName,
  merchantCity: charge.associationCity,
  // A purchase is due at once; dues and annuities carry their day and rules (fine and interest after it).
  ...(charge.dueDay === null ? {} : { dueDate: charge.dueDay }),
  ...(charge.dueRules === null ? {} : { dueRules: charge.dueRules }),
  payer: { name: charge.memberName, cpf: charge.memberCpf },
});

/** A PIX: the QR code stays pending until paid or expired. */
export const pixCharge: MethodCharge = {
  async charge({ gateway, tx, charge, update, failed }) {
    let pix: PixCharge;
    try {
      pix = await gateway.createPix({ ...pixInputOf(charge), reference: String(tx.id) });
    } catch (error) {
      return failed(error);
    }
    return pixCreated(
      await update({ gatewayId: pix.gatewayId, pixPayload: pix.brCode, pixExpiresAt: pix.expiresAt }),
    );
  },
  async live(db, payment, now) {
    const tx = await livePending(db, payment, paymentMethods.pix.wire, now);
    return tx && pixCreated(tx);
  },
};
