import type { ChargeMember, NewChargeBody } from '../../../../../domain/contract/gestao-charges';
import type { ChargeCategory } from '../../../../../domain/contract/gestao-charges';
import { centavosToInput, parseReaisInput } from '../../../../../domain/gestao-money-input';

/** What staff have typed in "Nova cobrança" so far. */
export interface ChargeDraft {
  targetKind: 'member' | 'categories';
  member: ChargeMember | null;
  categoryIds: number[];
  scheduleKind: 'annuity' | 'monthly';
  dueDate: string;
  months: string;
  description: string;
  /** The amount typed per category; a category with none typed shows its annuity. */
  amounts: Record<number, string>;
}

export const EMPTY_CHARGE: ChargeDraft = {
  targetKind: 'categories',
  member: null,
  categoryIds: [],
  scheduleKind: 'annuity',
  dueDate: '',
  months: '12',
  description: '',
  amounts: {},
};

/** "Nova cobrança" again: who and what go, the kind of charge and its due date stay. */
export const restartedCharge = (draft: ChargeDraft): ChargeDraft => ({
  ...draft,
  member: null,
  categoryIds: [],
  description: '',
  amounts: {},
});

export const chargedCategoryIds = (draft: ChargeDraft): number[] =>
  draft.targetKind === 'member' ? (draft.member ? [draft.member.categoryId] : []) : draft.categoryIds;

/** The amount field of a category: what was typed, else its annuity for an annuity charge. */
export function amountText(draft: ChargeDraft, categories: readonly ChargeCategory[], categoryId: number) {
  const typed = draft.amounts[categoryId];
  if (typed !== undefined) return typed;
  const offered = categories.find((c) => c.categoryId === categoryId);
  return draft.scheduleKind === 'annuity' && offered ? centavosToInput(offered.annuityCentavos) : '';
}

/** The body the server takes, or what is missing or wrong, in the order the form shows the fields. */
export function chargeBodyOf(
  draft: ChargeDraft,
  categories: readonly ChargeCategory[],
): NewChargeBody | string {
  const charged = chargedCategoryIds(draft);
  if (charged.length === 0)
    return draft.targetKind === 'member' ? 'Escolha o membro.' : 'Escolha ao menos uma categoria.';
  if (!draft.dueDate) return 'Informe a data de vencimento.';
  const months = Number(draft.months);
  if (draft.scheduleKind === 'monthly' && !(Number.isInteger(months) && months >= 1 && months <= 36))
    return 'Informe de 1 a 36 meses.';
  if (!draft.description.trim()) return 'Informe a descrição.';
  const priced = charged.map((categoryId) => ({
    categoryId,
    amountCentavos: parseReaisInput(amountText(draft, categories, categoryId)),
  }));
  if (priced.some((p) => p.amountCentavos === null || p.amountCentavos <= 0))
    return 'Informe um valor válido para cada categoria (ex.: 780,00).';
  return {
    target:
      draft.targetKind === 'member'
        ? { kind: 'member', memberId: draft.member!.memberId }
        : { kind: 'categories', categoryIds: charged },
    schedule:
      draft.scheduleKind === 'annuity'
        ? { kind: 'annuity', dueDate: draft.dueDate }
        : { kind: 'monthly', firstDueDate: draft.dueDate, months },
    description: draft.description.trim(),
    amounts: priced.map((p) => ({ categoryId: p.categoryId, amountCentavos: p.amountCentavos! })),
  };
}
