import { Suspense, useDeferredValue } from 'react';
import { useParams } from 'react-router-dom';
import type { SerializedError } from '@reduxjs/toolkit';
import { COMMON_MSG } from '../../../../domain/messages';
import type { Failure } from '../../../../domain/outcome';
import { PRODUCT_PREVIEW_ID } from '../../../../domain/page-preview';
import { PURCHASE_MSG } from '../../../../domain/purchase-messages';
import { LoadingScreen } from '../../../components/loading-screen';
import { nextPaint } from '../../../lib/after-paint';
import { retryableLazy } from '../../../lib/retryable-lazy';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useServerPreview } from '../../../lib/use-server-preview';
import { usePublicProductQuery } from '../api';
import '../purchase.css';
import { ProductSummary } from './product-summary';

// The sanitizer's download starts with this module's, beside the product data. The buyer form
// (masks, country list, purchase machine) is most of the page's code and sits below the product:
// it is asked for once the product has been painted, so that on a slow connection what the buyer
// reads first does not share the bandwidth with it. A download that failed is asked for again on
// "Tentar novamente" (retryableLazy), never kept.
const loadDetails = () => import('./product-details');
void loadDetails();
const ProductDetails = retryableLazy(async () => ({ default: (await loadDetails()).ProductDetails }));
const PurchaseSection = retryableLazy(async () => {
  await nextPaint();
  return { default: (await import('./purchase-section')).PurchaseSection };
});
// Only a wrong address needs it: not part of what every buyer downloads first.
const ProductNotFound = retryableLazy(async () => ({
  default: (await import('./product-not-found')).ProductNotFound,
}));

/** The server answered that there is no such product (an unknown or malformed hash). */
const isMissing = (error: Failure | SerializedError | undefined) =>
  error !== undefined && 'ok' in error && (error.status === 404 || error.status === 400);

/** /produto/:hash, public (SPEC §2): the product by its hash, or a clear not-found page. */
export function ProductPage() {
  const { hash = '' } = useParams();
  const { data: arrived, error, isLoading, refetch } = usePublicProductQuery(hash);
  // The store answers synchronously; deferred, the page's first render is one React can pause to
  // let the browser breathe, instead of one long task.
  const data = useDeferredValue(arrived);
  useDocumentTitle(data?.name ?? (isMissing(error) ? PURCHASE_MSG.productNotFound : 'Produto'));
  const loading = isLoading || Boolean(arrived && !data);
  const showsPreview = useServerPreview(PRODUCT_PREVIEW_ID, !loading);
  // The server's preview is the loading screen: a second one under it would be moved up with the
  // rest of the root when the preview goes (a layout shift of the whole page).
  if (loading) return showsPreview ? null : <LoadingScreen />;
  if (isMissing(error)) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <ProductNotFound />
      </Suspense>
    );
  }
  if (!data) {
    return (
      <main className="page product-page">
        <section className="card form" role="alert">
          <p>{COMMON_MSG.unknownError}</p>
          <button type="button" className="button button-primary" onClick={() => void refetch()}>
            Tentar novamente
          </button>
        </section>
      </main>
    );
  }
  return (
    <main className="page product-page">
      <ProductSummary product={data} />
      <Suspense fallback={null}>
        <ProductDetails html={data.detailsHtml} />
      </Suspense>
      <Suspense fallback={<LoadingScreen />}>
        {/* The key starts a fresh purchase when another product is opened. */}
        <PurchaseSection key={data.hash} product={data} />
      </Suspense>
    </main>
  );
}
