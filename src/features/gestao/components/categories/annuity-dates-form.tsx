import { useId, useState, type FormEvent } from 'react';
import {
  ANNUITY_DATES_MESSAGES,
  dueDayOfTyped,
  MONTH_NAMES,
  typedOfDueDay,
} from '../../../../../domain/annuity-dates';
import type { AssociationCategory } from '../../../../../domain/contract/gestao-category-catalog';
import { settle } from '../../../../lib/api-result';
import { useSetAnnuityDatesMutation } from '../../categories-api';
import { FormMessage, noteOf, type FormNote } from '../form-message';

/**
 * The category's annuity calendar: the due day of each year, and from which month a member who
 * joins is billed next year's annuity instead of this one's.
 */
export function AnnuityDatesForm({ category }: { category: AssociationCategory }) {
  const [dueDay, setDueDay] = useState(typedOfDueDay(category.annuityDates.dueDay));
  const [fromMonth, setFromMonth] = useState(String(category.annuityDates.nextYearFromMonth));
  const [note, setNote] = useState<FormNote | null>(null);
  const [save, { isLoading }] = useSetAnnuityDatesMutation();
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const day = dueDayOfTyped(dueDay);
    if (day === null) return setNote({ error: true, text: ANNUITY_DATES_MESSAGES.dueDayInvalid });
    const answer = await settle(
      save({ categoryId: category.categoryId, dueDay: day, nextYearFromMonth: Number(fromMonth) }),
    );
    setNote(noteOf(answer, ANNUITY_DATES_MESSAGES.saved));
  }

  return (
    <form
      aria-label={`Datas da anuidade de ${category.name}`}
      className="gestao-toolbar categories-form"
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <div className="field">
        <label htmlFor={`${id}-due`}>Vencimento (dia/mês)</label>
        <input
          id={`${id}-due`}
          inputMode="numeric"
          placeholder="DD/MM"
          maxLength={5}
          value={dueDay}
          onChange={(e) => setDueDay(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-from`}>Quem entra a partir de, paga a do ano seguinte</label>
        <select id={`${id}-from`} value={fromMonth} onChange={(e) => setFromMonth(e.target.value)}>
          {MONTH_NAMES.map((name, index) => (
            <option key={name} value={String(index + 1)}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button" disabled={isLoading}>
        Salvar datas
      </button>
      <FormMessage note={note} />
    </form>
  );
}
