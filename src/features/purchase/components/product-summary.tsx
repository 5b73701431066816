import { EVENT_MSG } from '../../../../domain/event-messages';
import { availableUntil, salesEnded } from '../../../../domain/purchase-messages';
import type { PublicProduct } from '../purchase-types';

const DEFAULT_IMAGE = '/produto-padrao.svg';

/** Banner, name, availability and the association (SPEC §2 product page); the price goes with the category. */
export function ProductSummary({ product }: { product: PublicProduct }) {
  return (
    <section className="card product-summary" aria-labelledby="product-title">
      <img
        className="product-banner"
        src={product.imageUrl ?? DEFAULT_IMAGE}
        alt=""
        width={780}
        height={390}
        fetchPriority="high"
        onError={(e) => {
          if (!e.currentTarget.src.endsWith(DEFAULT_IMAGE)) e.currentTarget.src = DEFAULT_IMAGE;
        }}
      />
      <h1 id="product-title">{product.name}</h1>
      {product.soldOut && (
        <p className="product-ended" role="status">
          {EVENT_MSG.soldOut}
        </p>
      )}
      {product.soldOut
        ? null
        : product.available
          ? product.saleEndsAt && <p className="muted">{availableUntil(new Date(product.saleEndsAt))}</p>
          : product.saleEndsAt && (
              <p className="product-ended" role="status">
                {salesEnded(new Date(product.saleEndsAt))}
              </p>
            )}
      <div className="product-association">
        <img
          className="product-association-logo"
          src={`/api/auth/logomarcaCliente/${product.associationId}`}
          alt={`Logo de ${product.associationName}`}
          width={40}
          height={40}
          onError={(e) => {
            e.currentTarget.hidden = true;
          }}
        />
        <span>{product.associationName}</span>
      </div>
    </section>
  );
}
