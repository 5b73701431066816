import { describe, expect, it } from 'vitest';
import { shortName } from '../../src/lib/short-name';

describe('shortName (SPEC §2 Home)', () => {
  it('uses the presentation name when there is one', () => {
    expect(shortName('Maria Demo Silva', 'Dra. Maria Demo')).toBe('Dra. Maria Demo');
  });
  it('else the first and last words of the name', () => {
    expect(shortName('Pedro Demo Costa', null)).toBe('Pedro Costa');
    expect(shortName('  Ana  ', '  ')).toBe('Ana');
  });
});
