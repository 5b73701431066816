import { describe, expect, it } from 'vitest';
import { formatCep, formatMobile } from '../../../src/features/profile/contact-format';
import { initialsOf } from '../../../src/features/profile/initials';
import { linkCount } from '../../../src/features/profile/link-count';
import { dataUrlBytes, fitWithin } from '../../../src/features/profile/profile-photo';
import { isWebAddress } from '../../../src/features/profile/social-links';

describe('profile helpers', () => {
  it('counts associations as the spec writes them', () => {
    expect(linkCount(1)).toBe('1 link');
    expect(linkCount(2)).toBe('2 links');
    expect(linkCount(0)).toBe('0 links');
  });

  it('fits photos within 512 px keeping proportions, never enlarging', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 512, height: 384 });
    expect(fitWithin(600, 1200)).toEqual({ width: 256, height: 512 });
    expect(fitWithin(300, 200)).toEqual({ width: 300, height: 200 });
    expect(fitWithin(5000, 2)).toEqual({ width: 512, height: 1 });
  });

  it("measures a data URL's bytes", () => {
    expect(dataUrlBytes(`data:image/png;base64,${Buffer.from('abcd').toString('base64')}`)).toBe(4);
    expect(dataUrlBytes(`data:image/png;base64,${Buffer.from('abcde').toString('base64')}`)).toBe(5);
  });

  it('takes initials from the short name without the title', () => {
    expect(initialsOf('Maria Demo Silva', 'Dra. Maria Demo')).toBe('MD');
    expect(initialsOf('João Demo Pereira', null)).toBe('JP');
    expect(initialsOf('Ana', '')).toBe('A');
  });

  it('formats the stored mobile and CEP', () => {
    expect(formatMobile('11987654321')).toBe('(11) 98765-4321');
    expect(formatMobile('1133334444')).toBe('(11) 3333-4444');
    expect(formatCep('01310100')).toBe('01310-100');
  });

  it('only links web addresses', () => {
    expect(isWebAddress('https://lattes.cnpq.br/123')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('@maria')).toBe(false);
  });
});
