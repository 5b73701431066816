import { describe, expect, it } from 'vitest';
import { centavosToInput, parseReaisInput } from '../../domain/gestao-money-input';

describe('amounts typed by staff', () => {
  it('reads reais as people write them', () => {
    expect(parseReaisInput('300')).toBe(30_000);
    expect(parseReaisInput('300,00')).toBe(30_000);
    expect(parseReaisInput('530,4')).toBe(53_040);
    expect(parseReaisInput('1.234,56')).toBe(123_456);
    expect(parseReaisInput('R$ 78,00')).toBe(7_800);
    expect(parseReaisInput('1234.5')).toBe(123_450);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '1,234', '-5', '12,345', '1.23.4'])
      expect(parseReaisInput(text)).toBeNull();
  });

  it('writes the field’s starting text', () => {
    expect(centavosToInput(36_465)).toBe('364,65');
    expect(centavosToInput(30_000)).toBe('300,00');
    expect(centavosToInput(5)).toBe('0,05');
  });
});
