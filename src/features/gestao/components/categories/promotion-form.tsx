import { useId, useState, type FormEvent } from 'react';
import type { AssociationCategory } from '../../../../../domain/contract/gestao-category-catalog';
import {
  CATEGORY_CATALOG_MESSAGES,
  isPromotionYears,
  MAX_PROMOTION_YEARS,
} from '../../../../../domain/gestao-category-catalog';
import { settle } from '../../../../lib/api-result';
import { useSetPromotionRuleMutation } from '../../categories-api';
import { FormMessage, noteOf, type FormNote } from '../form-message';

interface PromotionFormProps {
  category: AssociationCategory;
  /** The association's categories: the rule moves members to another active one. */
  all: readonly AssociationCategory[];
}

/** "Após N anos, passa para <categoria>": the promocoes job moves the category's members; "Ninguém" removes it. */
export function PromotionForm({ category, all }: PromotionFormProps) {
  const [years, setYears] = useState(String(category.promotion?.afterYears ?? ''));
  const [target, setTarget] = useState(String(category.promotion?.toCategoryId ?? ''));
  const [note, setNote] = useState<FormNote | null>(null);
  const [save, { isLoading }] = useSetPromotionRuleMutation();
  const id = useId();
  const targets = all.filter(
    (c) => c.categoryId !== category.categoryId && (c.retiredAt === null || String(c.categoryId) === target),
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (target === '') {
      const answer = await settle(save({ categoryId: category.categoryId, promotion: null }));
      return setNote(noteOf(answer, CATEGORY_CATALOG_MESSAGES.promotionRemoved));
    }
    const afterYears = Number(years);
    if (!isPromotionYears(afterYears))
      return setNote({ error: true, text: CATEGORY_CATALOG_MESSAGES.yearsInvalid });
    const promotion = { afterYears, toCategoryId: Number(target) };
    const answer = await settle(save({ categoryId: category.categoryId, promotion }));
    setNote(noteOf(answer, CATEGORY_CATALOG_MESSAGES.promotionSaved));
  }

  return (
    <form
      aria-label={`Mudança de categoria de ${category.name}`}
      className="gestao-toolbar categories-form"
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <div className="field">
        <label htmlFor={`${id}-years`}>Após quantos anos</label>
        <input
          id={`${id}-years`}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_PROMOTION_YEARS}
          value={years}
          onChange={(e) => setYears(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-target`}>Passa para</label>
        <select id={`${id}-target`} value={target} onChange={(e) => setTarget(e.target.value)}>
          <option value="">Ninguém muda de categoria</option>
          {targets.map((c) => (
            <option key={c.categoryId} value={String(c.categoryId)}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button" disabled={isLoading}>
        Salvar regra
      </button>
      <FormMessage note={note} />
    </form>
  );
}
