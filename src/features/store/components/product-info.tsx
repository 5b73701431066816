import { EVENT_MSG, TICKET_MSG } from '../../../../domain/event-messages';
import { ticketWhen } from '../../../../domain/ticket-when';
import { COMMON_MSG } from '../../../../domain/messages';
import { formatBRL, fromCentavos } from '../../../../domain/money';
import { availableUntil } from '../../../../domain/purchase-messages';
import { ProductImage } from '../../../components/product-image';
import type { StoreProductDetail } from '../api';

function availability(product: StoreProductDetail): string {
  if (product.acquired) return COMMON_MSG.productAlreadyAcquired;
  if (product.soldOut) return EVENT_MSG.soldOut;
  if (!product.available) return 'Indisponível para sua categoria.';
  return product.saleEndsAt ? availableUntil(new Date(product.saleEndsAt)) : 'Disponível';
}

/** The product: its association's description (HTML the server sanitized when it was stored), the member's price and availability. */
export function ProductInfo({ product }: { product: StoreProductDetail }) {
  const html = product.detailsHtml;
  return (
    <section className="card review-product" aria-labelledby="review-product-title">
      <ProductImage className="review-product-image" src={product.imageUrl} alt="" />
      <h2 id="review-product-title">{product.description}</h2>
      {product.event && (
        <dl className="review-event">
          <div>
            <dt>{TICKET_MSG.when}</dt>
            <dd>{ticketWhen(product.event.startsAt, product.event.endsAt)}</dd>
          </div>
          {product.event.place && (
            <div>
              <dt>{TICKET_MSG.place}</dt>
              <dd>{product.event.place}</dd>
            </div>
          )}
        </dl>
      )}
      {html.trim() && <div className="review-product-html" dangerouslySetInnerHTML={{ __html: html }} />}
      {product.priceCentavos !== null && (
        <p className="review-price">
          <span className="muted">Valor para {product.category}</span>
          <strong>{formatBRL(fromCentavos(product.priceCentavos))}</strong>
        </p>
      )}
      <p className="review-availability">{availability(product)}</p>
    </section>
  );
}
