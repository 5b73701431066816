import { skipToken } from '@reduxjs/toolkit/query/react';
import { digitableLineFacts } from '../../../../domain/boleto-line';
import { formatDisplayDate, toWireDate } from '../../../../domain/dates';
import { formatBRL, fromCentavos } from '../../../../domain/money';
import { BoletoActions } from '../../../components/payment/boleto-actions';
import { useWalletIssuedBoletoQuery } from '../payment-api';
import { WALLET_TEXT } from '../wallet-texts';

/**
 * An unpaid item's boleto issued before and still payable: its amount, due date, line and slip,
 * read again on each visit (it is issued on the payment screen, which changes no item).
 */
export function IssuedBoleto({ itemId }: { itemId: number | null }) {
  const { data: boleto } = useWalletIssuedBoletoQuery(itemId ?? skipToken, {
    refetchOnMountOrArgChange: true,
  });
  if (!boleto?.boleto) return null;
  const line = boleto.boleto.digitableLine;
  const facts = digitableLineFacts(line, toWireDate(new Date()));
  return (
    <section className="card issued-boleto" aria-labelledby="issued-boleto-title">
      <h2 id="issued-boleto-title">{WALLET_TEXT.issuedBoletoTitle}</h2>
      <p className="muted">
        {WALLET_TEXT.issuedBoletoFacts(
          formatBRL(fromCentavos(facts.amountCentavos)),
          formatDisplayDate(facts.dueDate),
        )}
      </p>
      <BoletoActions line={line} hash={boleto.hash} />
    </section>
  );
}
