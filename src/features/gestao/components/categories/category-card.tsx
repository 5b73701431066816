import { useId, useState, type FormEvent } from 'react';
import type { AssociationCategory } from '../../../../../domain/contract/gestao-category-catalog';
import { CATEGORY_CATALOG_MESSAGES, categoryNameOf } from '../../../../../domain/gestao-category-catalog';
import { ConfirmModal } from '../../../../components/confirm-modal';
import { settle } from '../../../../lib/api-result';
import {
  useRenameCategoryMutation,
  useRetireCategoryMutation,
  useUpdateCategoryMutation,
} from '../../categories-api';
import { draftOf, PricesForm } from './category-form';
import { FormMessage, noteOf, type FormNote } from '../form-message';
import { AnnuityDatesForm } from './annuity-dates-form';
import { PromotionForm } from './promotion-form';

const membersText = (count: number) =>
  count === 1 ? 'o membro que a tem continua nela' : `os ${count} membros que a têm continuam nela`;

/** What "Aposentar" asks before it retires the category. */
export const retireQuestion = (c: AssociationCategory) =>
  `A categoria ${c.name} deixará de receber novos membros; ${
    c.memberCount === 0 ? 'nenhum membro a tem hoje' : membersText(c.memberCount)
  }. Você pode reativá-la depois.`;

function RenameForm({ category }: { category: AssociationCategory }) {
  const [name, setName] = useState(category.name);
  const [note, setNote] = useState<FormNote | null>(null);
  const [rename, { isLoading }] = useRenameCategoryMutation();
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const named = categoryNameOf(name);
    if (!named.ok) return setNote({ error: true, text: named.message });
    const answer = await settle(rename({ categoryId: category.categoryId, name: named.name }));
    setNote(noteOf(answer, CATEGORY_CATALOG_MESSAGES.renamed));
  }

  return (
    <form
      aria-label={`Nome de ${category.name}`}
      className="gestao-toolbar categories-form"
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <div className="field">
        <label htmlFor={id}>Nome</label>
        <input id={id} value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
      </div>
      <button type="submit" className="button" disabled={isLoading}>
        Salvar nome
      </button>
      <FormMessage note={note} />
    </form>
  );
}

interface CategoryCardProps {
  category: AssociationCategory;
  all: readonly AssociationCategory[];
}

/** One category: its name, annuity, promotion rule, and "Aposentar" (confirmed) or "Reativar". */
export function CategoryCard({ category: c, all }: CategoryCardProps) {
  const [update] = useUpdateCategoryMutation();
  const [retire, { isLoading }] = useRetireCategoryMutation();
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState<FormNote | null>(null);
  const retired = c.retiredAt !== null;

  async function setRetired(value: boolean) {
    const answer = await settle(retire({ categoryId: c.categoryId, retired: value }));
    setAsking(false);
    setNote(
      noteOf(answer, value ? CATEGORY_CATALOG_MESSAGES.retired : CATEGORY_CATALOG_MESSAGES.reactivated),
    );
  }

  return (
    <section className="gestao-card" aria-labelledby={`category-${c.categoryId}`}>
      <h2 id={`category-${c.categoryId}`}>
        {c.name}
        {retired && <span className="muted"> (aposentada)</span>}
      </h2>
      <RenameForm key={c.name} category={c} />
      <PricesForm
        label={`Anuidade de ${c.name}`}
        initial={draftOf(c)}
        submitText="Salvar"
        onSave={async (body) => {
          const answer = await settle(update({ categoryId: c.categoryId, ...body }));
          return 'ok' in answer && answer.ok === false ? answer.message : null;
        }}
      />
      <h3>Datas da anuidade</h3>
      <AnnuityDatesForm category={c} />
      <h3>Mudança automática de categoria</h3>
      <PromotionForm category={c} all={all} />
      <div className="categories-form">
        {retired ? (
          <button
            type="button"
            className="button"
            disabled={isLoading}
            onClick={() => void setRetired(false)}
          >
            Reativar
          </button>
        ) : (
          <button type="button" className="button" onClick={() => setAsking(true)}>
            Aposentar
          </button>
        )}
        <FormMessage note={note} />
      </div>
      {asking && (
        <ConfirmModal
          title={`Aposentar ${c.name}?`}
          confirmLabel="Aposentar"
          busy={isLoading}
          onConfirm={() => void setRetired(true)}
          onClose={() => setAsking(false)}
        >
          <p>{retireQuestion(c)}</p>
        </ConfirmModal>
      )}
    </section>
  );
}
