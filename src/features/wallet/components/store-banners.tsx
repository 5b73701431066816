import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { idleAfterPaint } from '../../../lib/after-paint';
import { useWalletBannersQuery } from '../api';

// The carousel (swiper) sits below the dues: asked for once Home has been painted and the browser
// is idle, so that on a slow connection it does not share the bandwidth with what the member reads
// first.
// Offline by then, the carousel's place stays empty: the rest of Home (the dues) is what matters,
// and a failed import must not take the screen down with it.
const BannerCarousel = lazy(async () => {
  await idleAfterPaint();
  return import('./banner-carousel').then(
    (m) => ({ default: m.BannerCarousel }),
    () => ({ default: BannerPlaceholder }),
  );
});

function BannerPlaceholder() {
  return <div className="banner-placeholder" />;
}

/** The store's banner carousel with Ver Todos (SPEC §2 Home). */
export function StoreBanners() {
  const { data: banners } = useWalletBannersQuery();
  if (!banners?.length) return null;
  return (
    <section className="store-banners" aria-labelledby="store-banners-title">
      <div className="section-head">
        <h2 id="store-banners-title">Loja</h2>
        <Link to="/loja" className="link">
          Ver Todos
        </Link>
      </div>
      <Suspense fallback={<div className="banner-placeholder" />}>
        <BannerCarousel banners={banners} />
      </Suspense>
    </section>
  );
}
