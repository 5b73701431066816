import { BackHeader } from '../../../components/back-header';
import { LoadingScreen } from '../../../components/loading-screen';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../store.css';
import { useReviewProduct } from '../use-review-product';
import { OfferedBy } from './offered-by';
import { ProductInfo } from './product-info';
import { ReviewForm } from './review-form';
import { YourInformation } from './your-information';

/** /produtoReview?id=: SPEC §2 Product review, then the payment of the wallet. */
const REVIEW_TITLE = 'Revisão do produto';

export function ProductReviewPage() {
  useDocumentTitle(REVIEW_TITLE);
  const review = useReviewProduct();
  return (
    <div className="page review-page">
      <BackHeader title={REVIEW_TITLE} fallback="/loja" />
      <main>
        {!review ? (
          <LoadingScreen />
        ) : (
          <>
            <OfferedBy
              associationId={review.product.associationId}
              association={review.product.associationName}
            />
            <ProductInfo product={review.product} />
            <YourInformation info={review.member} />
            {review.product.available && !review.product.acquired && (
              <ReviewForm key={review.product.id} product={review.product} />
            )}
          </>
        )}
      </main>
    </div>
  );
}
