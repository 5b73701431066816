import { describe, expect, it } from 'vitest';
import type { ChargeCategory } from '../../../domain/contract/gestao-charges';
import {
  amountText,
  chargeBodyOf,
  EMPTY_CHARGE,
  restartedCharge,
  type ChargeDraft,
} from '../../../src/features/gestao/components/charges/charge-draft';

const categories: ChargeCategory[] = [
  { categoryId: 2701, description: 'Titular', annuityCentavos: 78_000, activeMembers: 3 },
  { categoryId: 501, description: 'Aspirante', annuityCentavos: 39_000, activeMembers: 1 },
] as ChargeCategory[];

const typed = (changes: Partial<ChargeDraft>): ChargeDraft => ({ ...EMPTY_CHARGE, ...changes });

describe('Nova cobrança draft', () => {
  it('names what is missing in the order of the fields', () => {
    expect(chargeBodyOf(EMPTY_CHARGE, categories)).toBe('Escolha ao menos uma categoria.');
    expect(chargeBodyOf(typed({ targetKind: 'member' }), categories)).toBe('Escolha o membro.');
    expect(chargeBodyOf(typed({ categoryIds: [2701] }), categories)).toBe('Informe a data de vencimento.');
    expect(
      chargeBodyOf(
        typed({ categoryIds: [2701], dueDate: '2027-03-31', scheduleKind: 'monthly', months: '37' }),
        categories,
      ),
    ).toBe('Informe de 1 a 36 meses.');
    expect(chargeBodyOf(typed({ categoryIds: [2701], dueDate: '2027-03-31' }), categories)).toBe(
      'Informe a descrição.',
    );
    expect(
      chargeBodyOf(
        typed({ categoryIds: [2701], dueDate: '2027-03-31', description: 'X', amounts: { 2701: '0,00' } }),
        categories,
      ),
    ).toBe('Informe um valor válido para cada categoria (ex.: 780,00).');
  });

  it('an annuity charges each category its annuity unless another amount was typed', () => {
    const draft = typed({
      categoryIds: [2701, 501],
      dueDate: '2027-03-31',
      description: ' Anuidade 2027 ',
      amounts: { 501: '400,50' },
    });
    expect(amountText(draft, categories, 2701)).toBe('780,00');
    expect(chargeBodyOf(draft, categories)).toEqual({
      target: { kind: 'categories', categoryIds: [2701, 501] },
      schedule: { kind: 'annuity', dueDate: '2027-03-31' },
      description: 'Anuidade 2027',
      amounts: [
        { categoryId: 2701, amountCentavos: 78_000 },
        { categoryId: 501, amountCentavos: 40_050 },
      ],
    });
  });

  it('monthly contributions start empty and a new charge keeps the kind and date', () => {
    const draft = typed({
      scheduleKind: 'monthly',
      categoryIds: [501],
      dueDate: '2027-01-10',
      description: 'M',
    });
    expect(amountText(draft, categories, 501)).toBe('');
    expect(restartedCharge(draft)).toEqual({
      ...EMPTY_CHARGE,
      scheduleKind: 'monthly',
      dueDate: '2027-01-10',
    });
  });
});
