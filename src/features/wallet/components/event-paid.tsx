import { Link } from 'react-router-dom';
import { WALLET_TEXT } from '../wallet-texts';

/** A paid event's end of the payment screen: the ticket is in "Meus ingressos" and in the e-mail. */
export function EventPaid() {
  return (
    <section className="card event-paid" aria-label={WALLET_TEXT.eventPaidTitle}>
      <h2>{WALLET_TEXT.eventPaidTitle}</h2>
      <p>{WALLET_TEXT.eventPaid}</p>
      <Link className="button button-primary" to="/ingressos">
        {WALLET_TEXT.myTickets}
      </Link>
      <Link className="link" to="/">
        {WALLET_TEXT.backHome}
      </Link>
    </section>
  );
}
