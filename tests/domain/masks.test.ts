import { describe, expect, it } from 'vitest';
import {
  CARD_EXPIRY_MASK,
  CARD_NUMBER_MASK,
  CEP_MASK,
  CNPJ_MASK,
  CPF_MASK,
  PHONE_DYNAMIC_MASK,
  PHONE_MASKS,
} from '../../domain/masks';

function placeholders(mask: string, chars: string): number {
  return [...mask].filter((c) => chars.includes(c)).length;
}

describe('masks', () => {
  it('have the spec shapes and sizes', () => {
    expect(CPF_MASK).toBe('000.000.000-00');
    expect(placeholders(CPF_MASK, '0')).toBe(11);
    expect(CEP_MASK).toBe('00000-000');
    expect(placeholders(CEP_MASK, '0')).toBe(8);
    expect(CARD_NUMBER_MASK).toBe('0000 0000 0000 0000 000');
    expect(placeholders(CARD_NUMBER_MASK, '0')).toBe(19);
    expect(CARD_EXPIRY_MASK).toBe('00/00');
    expect(PHONE_MASKS).toEqual(['(00) 0000-0000', '(00) 00000-0000']);
    expect(PHONE_DYNAMIC_MASK).toEqual([{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }]);
  });

  it('lets CNPJ base characters be alphanumeric while check digits stay numeric', () => {
    expect(CNPJ_MASK.mask).toBe('AA.AAA.AAA/AAAA-00');
    expect(placeholders(CNPJ_MASK.mask, 'A')).toBe(12);
    expect(placeholders(CNPJ_MASK.mask, '0')).toBe(2);
    const { A } = CNPJ_MASK.definitions;
    expect(['0', '9', 'A', 'z'].every((c) => A.test(c))).toBe(true);
    expect(['.', '/', '-', ' ', 'Ç'].some((c) => A.test(c))).toBe(false);
  });
});
