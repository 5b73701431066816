import { useId } from 'react';
import { Link } from 'react-router-dom';
import { EVENT_MSG } from '../../../../domain/event-messages';
import { formatBRL, fromCentavos } from '../../../../domain/money';
import { ProductImage } from '../../../components/product-image';
import type { StoreProduct } from '../api';

interface ProductCardProps {
  product: StoreProduct;
  /** Opening a product the member already has: the thanks, not the review. */
  onOpenAcquired: () => void;
}

/** A store product; the whole card opens it (the title's link or button covers it). */
export function ProductCard({ product, onOpenAcquired }: ProductCardProps) {
  const titleId = useId();
  return (
    <article className="store-card" aria-labelledby={titleId}>
      <ProductImage
        className="store-card-thumb"
        src={product.imageUrl}
        alt={`Imagem de ${product.description}`}
        width={96}
        height={96}
        loading="lazy"
      />
      <div className="store-card-body">
        <h2 id={titleId} className="store-card-title">
          {product.acquired ? (
            <button type="button" className="store-card-open" onClick={onOpenAcquired}>
              {product.description}
            </button>
          ) : (
            <Link className="store-card-open" to={`/produtoReview?id=${product.id}`}>
              {product.description}
            </Link>
          )}
        </h2>
        <p className="store-card-association">{product.associationName}</p>
        <p className="store-card-footer">
          {product.priceCentavos !== null && (
            <span className="store-card-price">{formatBRL(fromCentavos(product.priceCentavos))}</span>
          )}
          {product.acquired && <span className="store-badge">Adquirido</span>}
          {!product.acquired && product.soldOut && (
            <span className="store-badge store-badge-sold-out">{EVENT_MSG.soldOut}</span>
          )}
        </p>
      </div>
    </article>
  );
}
