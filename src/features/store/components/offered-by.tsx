/** The association offering the product: its logo and name. */
export function OfferedBy({ associationId, association }: { associationId: number; association: string }) {
  return (
    <section className="card review-association" aria-label="Oferecido por">
      <img
        className="review-association-logo"
        src={`/api/auth/logomarcaCliente/${associationId}`}
        alt={`Logo de ${association}`}
        width={48}
        height={48}
        onError={(event) => {
          event.currentTarget.hidden = true;
        }}
      />
      <p>
        <span className="muted">Oferecido por</span>
        <strong>{association}</strong>
      </p>
    </section>
  );
}
