import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { idleAfterPaint } from '../../../lib/after-paint';
import { useWalletBannersQuery } from '../api';

// The carousel (swiper) sits below the dues: asked for once Home has been painted and the browser
// is idle, so that on a slow connection it does not share the bandwidth with what the member reads
// first.
const BannerCarousel = lazy(async () => {
  await idleAfterPaint();
  return { default: (await import('./banner-carousel')).BannerCarousel };
});

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
