import { describe, expect, it } from 'vitest';
import { onlyDigits } from '../../domain/digits';

describe('onlyDigits', () => {
  it('keeps only ASCII digits in order', () => {
    expect(onlyDigits('529.982.247-25')).toBe('52998224725');
    expect(onlyDigits('(11) 98765-4321')).toBe('11987654321');
    expect(onlyDigits('a1b2c3')).toBe('123');
  });

  it('returns an empty string when there are no digits', () => {
    expect(onlyDigits('')).toBe('');
    expect(onlyDigits('abc-./')).toBe('');
  });
});
