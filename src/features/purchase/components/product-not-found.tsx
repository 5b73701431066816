import { Link } from 'react-router-dom';
import { PURCHASE_MSG } from '../../../../domain/purchase-messages';

export function ProductNotFound() {
  return (
    <main className="page product-page">
      <section className="card product-not-found">
        <h1>{PURCHASE_MSG.productNotFound}</h1>
        <p className="muted">O endereço pode estar incorreto ou o produto não está mais disponível.</p>
        <Link to="/" className="button button-primary">
          Ir para a página inicial
        </Link>
      </section>
    </main>
  );
}
