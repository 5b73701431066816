import { useMachine } from '@xstate/react';
import { Link, useSearchParams } from 'react-router-dom';
import { COMMON_MSG, TITLE } from '../../../../domain/messages';
import { acquiredThanksMachine } from '../../../../machines/acquired-thanks.machine';
import { useAlerts } from '../../../components/alerts/alerts-context';
import { BottomMenu } from '../../../components/bottom-menu';
import { LoadProblem } from '../../../components/load-problem';
import { TextField } from '../../../components/text-field';
import { inspect } from '../../../lib/inspect';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useStoreProductsQuery } from '../api';
import { celebrate } from '../celebrate';
import { searchProducts } from '../product-search';
import '../store.css';
import { ProductCard } from './product-card';

/** The search lives in the address (?busca=), so coming back from a product keeps it. */
function useSearch(): [string, (search: string) => void] {
  const [params, setParams] = useSearchParams();
  return [
    params.get('busca') ?? '',
    (search) => setParams(search ? { busca: search } : {}, { replace: true }),
  ];
}

const foundText = (count: number) =>
  count === 0
    ? 'Nenhum produto encontrado.'
    : count === 1
      ? '1 produto encontrado.'
      : `${count} produtos encontrados.`;

const STORE_TITLE = 'Loja';

/** SPEC §2 Store: the products available to the member, searchable, each acquired or not. */
export function StorePage() {
  useDocumentTitle(STORE_TITLE);
  const { data: products, isError, isFetching, error, refetch } = useStoreProductsQuery();
  const [search, setSearch] = useSearch();
  const showAlert = useAlerts();
  const [, send] = useMachine(acquiredThanksMachine.provide({ actors: { celebrate } }), { inspect });

  const found = products ? searchProducts(products, search) : [];
  const thank = () => {
    void showAlert({ kind: 'success', title: TITLE.success, message: COMMON_MSG.productAlreadyAcquired });
    send({ type: 'acquired.opened' });
  };

  return (
    <div className="page page-with-menu store-page">
      <header className="screen-header">
        <h1>{STORE_TITLE}</h1>
        <Link className="store-tickets-link" to="/ingressos">
          Meus ingressos
        </Link>
      </header>
      <main>
        <div className="card store-search" role="search">
          <TextField
            label="Buscar produto"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
          />
        </div>
        <section aria-label="Produtos" aria-busy={!products && !isError}>
          {isError && !isFetching ? (
            <div className="card">
              <LoadProblem what="os produtos" error={error} onRetry={() => void refetch()} />
            </div>
          ) : !products ? (
            <p className="card muted">{COMMON_MSG.loading}</p>
          ) : found.length === 0 ? (
            <p className="card muted">
              {products.length === 0 ? 'Nenhum produto disponível no momento.' : 'Nenhum produto encontrado.'}
            </p>
          ) : (
            <ul className="store-list">
              {found.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} onOpenAcquired={thank} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <p className="store-visually-hidden" role="status">
          {products && search.trim() ? foundText(found.length) : ''}
        </p>
      </main>
      <BottomMenu />
    </div>
  );
}
