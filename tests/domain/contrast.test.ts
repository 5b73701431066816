import { describe, expect, it } from 'vitest';
import {
  carriesWhiteText,
  contrastRatio,
  normalizeHexColor,
  readableOn,
  relativeLuminance,
} from '../../domain/contrast';
import { brandStyle } from '../../src/lib/brand-style';

describe('WCAG contrast of the association colour', () => {
  it('measures the extremes as WCAG 2 defines them', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 10);
  });

  it('agrees with published ratios (WebAIM’s checker)', () => {
    expect(contrastRatio('#0b5fa5', '#ffffff')).toBeCloseTo(6.6, 1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('lets white text sit on colours at 4.5:1 or more only', () => {
    expect(carriesWhiteText('#0b5fa5')).toBe(true);
    expect(carriesWhiteText('#7b3fa0')).toBe(true);
    expect(carriesWhiteText('#767676')).toBe(true);
    expect(carriesWhiteText('#777777')).toBe(false);
    expect(carriesWhiteText('#ffff00')).toBe(false);
    expect(carriesWhiteText('#ffffff')).toBe(false);
  });

  it('normalizes #RGB and #RRGGBB, and nothing else', () => {
    expect(normalizeHexColor('#0B5FA5')).toBe('#0b5fa5');
    expect(normalizeHexColor(' #abc ')).toBe('#aabbcc');
    expect(normalizeHexColor('0b5fa5')).toBeNull();
    expect(normalizeHexColor('#0b5fa')).toBeNull();
    expect(normalizeHexColor('blue')).toBeNull();
  });
});

describe('readableOn: a brand colour on the page never below AA', () => {
  it('keeps a colour that already reads on the page, and darkens one that only reads on white', () => {
    expect(readableOn('#7b1fa2', '#f3f6fa')).toBe('#7b1fa2');
    // 4.54:1 on white, under 4.5:1 on the light grey page.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#767676', '#f3f6fa')).toBeLessThan(4.5);
    const darker = readableOn('#767676', '#f3f6fa');
    expect(contrastRatio(darker, '#f3f6fa')).toBeGreaterThanOrEqual(4.5);
    expect(carriesWhiteText(darker)).toBe(true);
  });

  it('darkens even a colour white text cannot sit on, keeping its hue', () => {
    const color = readableOn('#ffd400', '#f3f6fa');
    expect(carriesWhiteText(color)).toBe(true);
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(color.slice(i, i + 2), 16));
    expect(r! >= g! && g! > b!).toBe(true);
  });
});

describe('brandStyle', () => {
  it('sets --primary only for a colour, and Quita’s look without one', () => {
    expect(brandStyle(null, 'member-branded')).toEqual({ className: '' });
    expect(brandStyle('not a colour', 'member-branded')).toEqual({ className: '' });
    expect(brandStyle('#7b1fa2', 'member-branded')).toMatchObject({
      className: 'member-branded',
      style: { '--primary': '#7b1fa2' },
    });
  });
});
