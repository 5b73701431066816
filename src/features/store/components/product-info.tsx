import type { ProdutoLojaDetalhe } from '../../../../domain/contract/store';
import { MSG } from '../../../../domain/messages';
import { formatBRL } from '../../../../domain/money';
import { availableUntil } from '../../../../domain/purchase-messages';
import { ProductImage } from '../../../components/product-image';

function availability(product: ProdutoLojaDetalhe): string {
  if (product.PAGO) return MSG.productAlreadyAcquired;
  if (!product.DISPONIVEL) return 'Indisponível para sua categoria.';
  return product.DATA_FIM ? availableUntil(product.DATA_FIM) : 'Disponível';
}

/** The product: its issuer's description (HTML the server sanitized when it was stored), the member's price and availability. */
export function ProductInfo({ product }: { product: ProdutoLojaDetalhe }) {
  const html = product.DESCRICAO_DETALHADA;
  return (
    <section className="card review-product" aria-labelledby="review-product-title">
      <ProductImage className="review-product-image" src={product.PROJETO_WEB.IMAGEM_THUMB} alt="" />
      <h2 id="review-product-title">{product.DESCRICAO}</h2>
      {html.trim() && <div className="review-product-html" dangerouslySetInnerHTML={{ __html: html }} />}
      {product.VALOR !== null && (
        <p className="review-price">
          <span className="muted">Valor para {product.CATEGORIA}</span>
          <strong>{formatBRL(product.VALOR)}</strong>
        </p>
      )}
      <p className="review-availability">{availability(product)}</p>
    </section>
  );
}
