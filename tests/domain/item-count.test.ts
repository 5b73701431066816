import { describe, expect, it } from 'vitest';
import { itemCountText, itemsBelowText, partOfTotalText } from '../../domain/item-count';

describe('itemCountText: the number agrees with "item"', () => {
  it('one item is singular, every other count plural (zero included)', () => {
    expect(itemCountText(1)).toBe('1 item');
    expect(itemCountText(2)).toBe('2 itens');
    expect(itemCountText(0)).toBe('0 itens');
    expect(itemCountText(12)).toBe('12 itens');
  });

  it("a receipt's statement refers to its item, or to its items with their number", () => {
    expect(itemsBelowText(1)).toBe('ao item abaixo');
    expect(itemsBelowText(3)).toBe('aos 3 itens abaixo');
  });
});

describe('partOfTotalText: the noun agrees with the total', () => {
  it('"1 de 1 vaga", "0 de 1 vaga", "3 de 120 vagas"', () => {
    expect(partOfTotalText(1, 1, 'vaga', 'vagas')).toBe('1 de 1 vaga');
    expect(partOfTotalText(0, 1, 'vaga', 'vagas')).toBe('0 de 1 vaga');
    expect(partOfTotalText(3, 120, 'vaga', 'vagas')).toBe('3 de 120 vagas');
    expect(partOfTotalText(0, 0, 'membro ativo', 'membros ativos')).toBe('0 de 0 membros ativos');
  });
});
