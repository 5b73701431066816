import { useState } from 'react';
import type { Product } from '../../../../../domain/contract/gestao-store';
import { formatDisplayDate } from '../../../../../domain/dates';
import { formatBRL, fromCentavos } from '../../../../../domain/money';
import { LoadProblem } from '../../../../components/load-problem';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useCategoriesQuery } from '../../categories-api';
import { useInvoiceSettingsQuery } from '../../invoices-api';
import { useProductsQuery } from '../../store-api';
import { FormMessage, type FormNote } from '../form-message';
import { BannersPanel } from './banners-panel';
import { BuyersPanel } from './buyers-panel';
import { ProductForm } from './product-form';
import './store.css';

const publicLink = (hash: string) => `${window.location.origin}/produto/${hash}`;

type Panel = { kind: 'form'; product: Product | null } | { kind: 'buyers'; product: Product } | null;

/** Loja e produtos: the association's products, their buyers, and the member home's banners. */
export default function StorePage() {
  useDocumentTitle('Loja e produtos');
  const products = useProductsQuery();
  const categories = useCategoriesQuery();
  const invoiceSettings = useInvoiceSettingsQuery();
  const [panel, setPanel] = useState<Panel>(null);
  const [notice, setNotice] = useState<FormNote | null>(null);

  async function copy(hash: string) {
    await navigator.clipboard.writeText(publicLink(hash));
    setNotice({ error: false, text: 'Link copiado.' });
  }

  return (
    <>
      <h1>Loja e produtos</h1>
      {/* Focused: a phone scrolls up to it from the row's "Copiar link" or the closed form. */}
      <FormMessage note={notice} />
      <div className="store-actions">
        <button
          type="button"
          className="button button-primary"
          onClick={() => setPanel({ kind: 'form', product: null })}
        >
          Novo produto
        </button>
      </div>
      {panel?.kind === 'form' && categories.data && (
        <ProductForm
          key={panel.product?.id ?? 'new'}
          categories={categories.data.categories}
          taxRegime={invoiceSettings.data?.taxRegime ?? null}
          product={panel.product}
          onDone={(message) => {
            setNotice({ error: false, text: message });
            setPanel(null);
          }}
          onCancel={() => setPanel(null)}
        />
      )}
      {panel?.kind === 'buyers' && <BuyersPanel product={panel.product} onClose={() => setPanel(null)} />}
      {products.isError && (
        <LoadProblem what="os produtos" error={products.error} onRetry={() => void products.refetch()} />
      )}
      {products.data && (
        <div className="gestao-card gestao-table-wrap">
          <table className="gestao-table">
            <caption className="store-caption">Produtos</caption>
            <thead>
              <tr>
                <th scope="col">Produto</th>
                <th scope="col">Preços</th>
                <th scope="col">Vendas até</th>
                <th scope="col">Na loja</th>
                <th scope="col">Compradores</th>
                <th scope="col">Link público</th>
                <th scope="col">Ações</th>
              </tr>
            </thead>
            <tbody>
              {products.data.map((p) => (
                <tr key={p.id}>
                  <th scope="row">{p.description}</th>
                  <td data-label="Preços">
                    {p.prices.map((x) => (
                      <div key={x.categoryId}>
                        {x.categoryName}: {formatBRL(fromCentavos(x.amountCentavos))}
                      </div>
                    ))}
                  </td>
                  <td data-label="Vendas até">{p.endsOn ? formatDisplayDate(p.endsOn) : '—'}</td>
                  <td data-label="Na loja">{p.inStore ? 'Sim' : 'Não'}</td>
                  <td data-label="Compradores">{p.buyers}</td>
                  <td data-label="Link público">
                    <a href={`/produto/${p.hash}`} target="_blank" rel="noreferrer">
                      /produto/{p.hash}
                    </a>
                  </td>
                  <td className="store-row-actions">
                    <button type="button" className="button" onClick={() => void copy(p.hash)}>
                      {/* The product's name is its row's: said to screen readers, not repeated on screen. */}
                      Copiar link<span className="gestao-visually-hidden"> de {p.description}</span>
                    </button>
                    <button
                      type="button"
                      className="button"
                      onClick={() => setPanel({ kind: 'form', product: p })}
                    >
                      Editar<span className="gestao-visually-hidden"> {p.description}</span>
                    </button>
                    <button
                      type="button"
                      className="button"
                      onClick={() => setPanel({ kind: 'buyers', product: p })}
                    >
                      Compradores<span className="gestao-visually-hidden"> de {p.description}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <BannersPanel />
    </>
  );
}
