import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useWalletBannersQuery } from '../api';

const BannerCarousel = lazy(async () => ({
  default: (await import('./banner-carousel')).BannerCarousel,
}));

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
