import type { CSSProperties } from 'react';
import { isHexColor, readableOn } from '../../domain/contrast';

/** The page's background (styles.css --background): the darkest surface a brand colour sits on. */
const PAGE_BACKGROUND = '#f3f6fa';

export interface BrandStyle {
  className: string;
  style?: CSSProperties;
}

/**
 * An association's colour as the screen's --primary (top bar, primary buttons, links), held to
 * WCAG AA against white text and the page; without a colour, Quita's own look (no class).
 */
export function brandStyle(color: string | null | undefined, className: string): BrandStyle {
  if (!color || !isHexColor(color)) return { className: '' };
  const primary = readableOn(color, PAGE_BACKGROUND);
  return {
    className,
    style: {
      '--primary': primary,
      '--primary-dark': `color-mix(in srgb, ${primary} 80%, black)`,
    } as CSSProperties,
  };
}
