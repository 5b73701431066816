import { AssociationLogo } from '../../../components/association-logo';
import { WALLET_TEXT } from '../wallet-texts';

/** Whom the member pays: the association's logo (only when it has one) and its name. */
export function PaymentAssociation({
  associationId,
  associationName,
}: {
  associationId: number;
  associationName: string;
}) {
  return (
    <section className="card payment-association" aria-label="Associação">
      <AssociationLogo
        className="payment-association-logo"
        associationId={associationId}
        alt={`Logo de ${associationName}`}
        size={48}
      />
      <p>
        <span className="muted">{WALLET_TEXT.paymentTo}</span>
        <strong>{associationName}</strong>
      </p>
    </section>
  );
}
