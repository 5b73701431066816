import { businessDayOnOrAfter, nextBusinessDay } from '../../../domain/business-days';
import { paymentMethods } from '../../../domain/payment-methods';
import { WALLET_MSG } from '../../../domain/wallet-messages';
import { addDays, todayInSaoPaulo } from '../../../domain/sao-paulo-days';
import type { BoletoCharge } from '../../gateways/payment/payment-gateway';
import { livePending } from '../live-pending';
import { acceptedWith, type PaymentAnswer, type TransactionRow } from '../payment-answer';
import { newTxid, type MethodCharge } from './method-charge';

const BOLETO_DAYS_TO_PAY = 3;

/**
 * The slip falls due on a business day (domain/business-days.ts): the item's own date while it has
 * not passed; an item already overdue gets a slip valid for BOLETO_DAYS_TO_PAY days from today
 * (the screen says so); a purchase (no due day of its own, or several items) the next business
 * day, never the day it is issued. A weekend or a national holiday moves it to the business day
 * after. Days are São Paulo's, YYYY-MM-DD; the slip, the screen and the PSP all get this one.
 */
export function boletoDueDate(itemDue: string | null, today: string): string {
  if (itemDue === null) return nextBusinessDay(today);
  return businessDayOnOrAfter(itemDue >= today ? itemDue : addDays(today, BOLETO_DAYS_TO_PAY));
}

const created = (tx: TransactionRow): PaymentAnswer => acceptedWith(WALLET_MSG.boletoCreated, tx);

/** A boleto híbrido: the slip stays pending until paid (by its bars or its PIX). */
export const boletoCharge: MethodCharge = {
  async charge({ gateway, tx, charge, now, update, failed }) {
    const today = todayInSaoPaulo(now);
    const dueDate = boletoDueDate(charge.dueDay, today);
    let boleto: BoletoCharge;
    try {
      boleto = await gateway.createBoleto({
        amountCentavos: charge.amountCentavos,
        dueDate,
        payerName: charge.memberName,
        payerDocument: charge.memberCpf,
        description: charge.description,
        txid: newTxid(),
        merchantName: charge.associationName,
        merchantCity: charge.associationCity,
        ...(charge.lateRules === null ? {} : { lateRules: charge.lateRules }),
        // Not yet overdue: the price and its early-payment discount (a PSP with `discount` carries them).
        ...(charge.dueRules !== null && charge.dueDay !== null && charge.dueDay >= today
          ? { dueRules: charge.dueRules }
          : {}),
        reference: String(tx.id),
      });
    } catch (error) {
      return failed(error);
    }
    return created(
      await update({
        gatewayId: boleto.gatewayId,
        boletoBarcode: boleto.barcode,
        boletoDueDate: dueDate,
        boletoSlipUrl: boleto.slipUrl ?? null,
        // Boleto híbrido: the slip also prints this PIX, which pays the same charge.
        pixPayload: boleto.pixBrCode,
      }),
    );
  },
  async live(db, payment, now) {
    const tx = await livePending(db, payment, paymentMethods.boleto.wire, now);
    return tx && created(tx);
  },
};
