import { describe, expect, it } from 'vitest';
import { chargeSummary } from '../../../src/features/gestao/components/charges/charge-text';

const none = { duplicateCount: 0, duplicates: [], annuityDuplicateCount: 0, annuityDuplicates: [] };

describe('the charge preview in pt-BR (issue 38 item 17)', () => {
  it('says one item in the singular', () => {
    expect(chargeSummary({ memberCount: 1, itemCount: 1, totalCentavos: 6_500, ...none })).toBe(
      'Será criado 1 item para 1 membro, total de R$\u00a065,00.',
    );
  });

  it('and several in the plural', () => {
    expect(chargeSummary({ memberCount: 3, itemCount: 3, totalCentavos: 234_000, ...none })).toBe(
      'Serão criados 3 itens para 3 membros, total de R$\u00a02.340,00.',
    );
  });
});
