import type { EfetuarTransacaoResponse } from '../../../domain/contract/fluxo';
import { paymentMethods } from '../../../domain/payment-methods';
import { WALLET_MSG } from '../../../domain/wallet-messages';
import type { PixCharge } from '../../gateways/payment/payment-gateway';
import { livePending } from '../live-pending';
import { toTransacao, type TransactionRow } from '../transaction-wire';
import { newTxid, type MethodCharge } from './method-charge';

const created = (tx: TransactionRow): EfetuarTransacaoResponse => ({
  RESULTADO: true,
  MSG: WALLET_MSG.pixCreated,
  TRANSACAO: toTransacao(tx),
});

/** A PIX: the QR code stays pending until paid or expired. */
export const pixCharge: MethodCharge = {
  async charge({ gateway, charge, update, failed, createPix = (to, input) => to.createPix(input) }) {
    let pix: PixCharge;
    try {
      pix = await createPix(gateway, {
        amountCentavos: charge.amountCentavos,
        description: charge.description,
        txid: newTxid(),
        merchantName: charge.issuerName,
        merchantCity: charge.issuerCity,
        // A purchase is due at once; dues and annuities carry their day and rules (fine and interest after it).
        ...(charge.dueDay === null ? {} : { dueDate: charge.dueDay }),
        ...(charge.dueRules === null ? {} : { dueRules: charge.dueRules }),
        payer: { name: charge.memberName, cpf: charge.memberCpf },
      });
    } catch (error) {
      return failed(error);
    }
    return created(
      await update({ gatewayId: pix.gatewayId, pixPayload: pix.brCode, pixExpiresAt: pix.expiresAt }),
    );
  },
  async live(db, payment, now) {
    const tx = await livePending(db, payment, paymentMethods.pix.wire, now);
    return tx && created(tx);
  },
};
