import { useId, useState, type FormEvent } from 'react';
import { CATEGORY_CATALOG_MESSAGES, categoryNameOf } from '../../../../../domain/gestao-category-catalog';
import { settle } from '../../../../lib/api-result';
import { useCreateCategoryMutation } from '../../categories-api';
import { EMPTY_DRAFT, PriceFields, pricesOf } from './category-form';
import { FormMessage, noteOf, type FormNote } from '../form-message';

/** "Nova categoria": its name and annuity; the fields empty again once it is created. */
export function NewCategoryForm() {
  const [name, setName] = useState('');
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [note, setNote] = useState<FormNote | null>(null);
  const [create, { isLoading }] = useCreateCategoryMutation();
  const nameId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const named = categoryNameOf(name);
    if (!named.ok) return setNote({ error: true, text: named.message });
    const prices = pricesOf(draft);
    if (!prices.ok) return setNote({ error: true, text: prices.message });
    const answer = await settle(create({ name: named.name, ...prices.body }));
    const created = noteOf(answer, CATEGORY_CATALOG_MESSAGES.created);
    setNote(created);
    if (!created.error) {
      setName('');
      setDraft(EMPTY_DRAFT);
    }
  }

  return (
    <section className="gestao-card" aria-labelledby="categories-new">
      <h2 id="categories-new">Nova categoria</h2>
      <form
        aria-label="Nova categoria"
        className="gestao-toolbar categories-form"
        onSubmit={(e) => void submit(e)}
        noValidate
      >
        <div className="field">
          <label htmlFor={nameId}>Nome</label>
          <input id={nameId} value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
        </div>
        <PriceFields draft={draft} onChange={setDraft} />
        <button type="submit" className="button button-primary" disabled={isLoading}>
          Criar categoria
        </button>
        <FormMessage note={note} />
      </form>
    </section>
  );
}
