import type { ProjetoWeb } from '../../../../domain/contract/access';
import { availableUntil, salesEnded } from '../../../../domain/purchase-messages';

const DEFAULT_IMAGE = '/produto-padrao.svg';

/** Banner, name, availability and the issuer (SPEC §2 product page); the price goes with the category. */
export function ProductSummary({ product }: { product: ProjetoWeb }) {
  return (
    <section className="card product-summary" aria-labelledby="product-title">
      <img
        className="product-banner"
        src={product.IMAGEM || DEFAULT_IMAGE}
        alt=""
        onError={(e) => {
          if (!e.currentTarget.src.endsWith(DEFAULT_IMAGE)) e.currentTarget.src = DEFAULT_IMAGE;
        }}
      />
      <h1 id="product-title">{product.DESCRICAO}</h1>
      {product.DISPONIVEL ? (
        product.DATA_FIM && <p className="muted">{availableUntil(product.DATA_FIM)}</p>
      ) : (
        <p className="product-ended" role="status">
          {salesEnded(product.DATA_FIM)}
        </p>
      )}
      <div className="product-issuer">
        <img
          className="product-issuer-logo"
          src={`/api/auth/logomarcaCliente/${product.ID_EMITENTE_ML}`}
          alt={`Logo de ${product.EMITENTE_ML}`}
          width={40}
          height={40}
          onError={(e) => {
            e.currentTarget.hidden = true;
          }}
        />
        <span>{product.EMITENTE_ML}</span>
      </div>
    </section>
  );
}
