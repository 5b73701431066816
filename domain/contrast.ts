/** WCAG 2 contrast of the association's colour against the white text drawn on it. */
const MIN_TEXT_CONTRAST = 4.5;

const HEX_COLOR_RE = /^#[0-9a-fA-F]{6}$/;

export const isHexColor = (value: string) => HEX_COLOR_RE.test(value);

/** #rrggbb, lower case, from "#RRGGBB" or "#rgb"; null when it is neither. */
export function normalizeHexColor(value: string): string | null {
  const v = value.trim();
  if (/^#[0-9a-fA-F]{3}$/.test(v)) return `#${[...v.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  return isHexColor(v) ? v.toLowerCase() : null;
}

// sRGB channel to linear light, as WCAG 2's relative luminance defines it.
const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2 relative luminance of a #rrggbb colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** (L1 + 0.05) / (L2 + 0.05), the lighter over the darker: 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Whether white text on this colour meets WCAG AA for normal text (4.5:1). */
export const carriesWhiteText = (hex: string) => contrastRatio(hex, '#ffffff') >= MIN_TEXT_CONTRAST;

/**
 * The colour itself when text in it (and white text on it) reads at AA on `background`, else the
 * same hue darkened just enough: a brand never lowers contrast on the screens it tints.
 */
export function readableOn(hex: string, background: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  let [r, g, b] = [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
  let color = hex.toLowerCase();
  while (contrastRatio(color, background) < MIN_TEXT_CONTRAST || !carriesWhiteText(color)) {
    [r, g, b] = [r, g, b].map((c) => Math.floor(c * 0.92)) as [number, number, number];
    color = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  }
  return color;
}
