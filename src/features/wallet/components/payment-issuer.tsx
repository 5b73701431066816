import { IssuerLogo } from '../../../components/issuer-logo';
import { WALLET_TEXT } from '../wallet-texts';

/** Whom the member pays: the association's logo (only when it has one) and its name. */
export function PaymentIssuer({ issuerId, issuerName }: { issuerId: number; issuerName: string }) {
  return (
    <section className="card payment-issuer" aria-label="Associação">
      <IssuerLogo
        className="payment-issuer-logo"
        issuerId={issuerId}
        alt={`Logo de ${issuerName}`}
        size={48}
      />
      <p>
        <span className="muted">{WALLET_TEXT.paymentTo}</span>
        <strong>{issuerName}</strong>
      </p>
    </section>
  );
}
