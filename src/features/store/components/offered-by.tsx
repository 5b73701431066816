/** The issuer offering the product: its logo and name. */
export function OfferedBy({ issuerId, issuer }: { issuerId: number; issuer: string }) {
  return (
    <section className="card review-issuer" aria-label="Oferecido por">
      <img
        className="review-issuer-logo"
        src={`/api/auth/logomarcaCliente/${issuerId}`}
        alt={`Logo de ${issuer}`}
        width={48}
        height={48}
        onError={(event) => {
          event.currentTarget.hidden = true;
        }}
      />
      <p>
        <span className="muted">Oferecido por</span>
        <strong>{issuer}</strong>
      </p>
    </section>
  );
}
