import type { ImgHTMLAttributes } from 'react';

/** The generic picture of a product without an image of its own (public/produto-padrao.svg). */
const PRODUCT_PLACEHOLDER = '/produto-padrao.svg';

/** A product's image, or the generic picture when it has none or its image does not load. */
export function ProductImage({ src, ...props }: ImgHTMLAttributes<HTMLImageElement>) {
  return (
    <img
      {...props}
      src={src || PRODUCT_PLACEHOLDER}
      onError={(e) => {
        if (!e.currentTarget.src.endsWith(PRODUCT_PLACEHOLDER)) e.currentTarget.src = PRODUCT_PLACEHOLDER;
      }}
    />
  );
}
