import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { ProdutoLoja } from '../../../../domain/contract/store';
import { formatBRL } from '../../../../domain/money';
import { ProductImage } from '../../../components/product-image';

interface ProductCardProps {
  product: ProdutoLoja;
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
        src={product.PROJETO_WEB.IMAGEM_THUMB}
        alt={`Imagem de ${product.DESCRICAO}`}
        width={96}
        height={96}
        loading="lazy"
      />
      <div className="store-card-body">
        <h2 id={titleId} className="store-card-title">
          {product.PAGO ? (
            <button type="button" className="store-card-open" onClick={onOpenAcquired}>
              {product.DESCRICAO}
            </button>
          ) : (
            <Link className="store-card-open" to={`/produtoReview?id=${product.ID_PROJETO}`}>
              {product.DESCRICAO}
            </Link>
          )}
        </h2>
        <p className="store-card-issuer">{product.EMITENTE_ML}</p>
        <p className="store-card-footer">
          {product.VALOR !== null && <span className="store-card-price">{formatBRL(product.VALOR)}</span>}
          {product.PAGO && <span className="store-badge">Adquirido</span>}
        </p>
      </div>
    </article>
  );
}
