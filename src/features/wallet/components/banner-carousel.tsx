import { Link } from 'react-router-dom';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';
import type { StoreBanner } from '../wallet-types';

/** SPEC §9: 1.2 slides, 2 from 500 px, 3 from 768 px, 4 from 1024 px. */
const BREAKPOINTS = {
  500: { slidesPerView: 2 },
  768: { slidesPerView: 3 },
  1024: { slidesPerView: 4 },
};

/**
 * The keyboard reaches every banner with Tab: the a11y module slides the focused one into view
 * and names the slides ("2 de 3") in pt-BR.
 */
const A11Y = {
  containerRoleDescriptionMessage: 'carrossel',
  itemRoleDescriptionMessage: 'destaque',
  slideLabelMessage: '{{index}} de {{slidesLength}}',
  firstSlideMessage: 'Este é o primeiro destaque',
  lastSlideMessage: 'Este é o último destaque',
  prevSlideMessage: 'Destaque anterior',
  nextSlideMessage: 'Próximo destaque',
};

/** The store's banners; this module (and swiper with it) loads only when Home shows them. */
export function BannerCarousel({ banners }: { banners: StoreBanner[] }) {
  return (
    <Swiper
      className="banner-carousel"
      modules={[A11y]}
      a11y={A11Y}
      slidesPerView={1.2}
      spaceBetween={12}
      breakpoints={BREAKPOINTS}
    >
      {banners.map((banner, index) => (
        <SwiperSlide key={banner.id}>
          <Link to="/loja" className="banner-link">
            <img
              className="banner-image"
              src={banner.imageUrl}
              alt={`Destaque da loja ${index + 1}`}
              loading="lazy"
              width={640}
              height={320}
            />
          </Link>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
