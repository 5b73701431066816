import { useId, useState, type FormEvent } from 'react';
import type { CategoryChanged, MemberDetail } from '../../../../../domain/contract/gestao-members';
import { formatDisplayDate, isWireDate } from '../../../../../domain/dates';
import { CATEGORY_CHANGE_TEXT, MEMBERS_MSG } from '../../../../../domain/gestao-members-messages';
import { ConfirmModal } from '../../../../components/confirm-modal';
import { settleOutcome } from '../../../../lib/api-result';
import { useChangeMemberCategoryMutation, useMemberCategoriesQuery } from '../../members-api';
import { FormMessage, type FormNote } from '../form-message';
import { CategoryOptions } from './category-options';

const todayIso = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });

interface Change {
  categoryId: number;
  categoryName: string;
  since: string;
}

/** What confirming will do, in words: now, on a later day, or the scheduled change dropped. */
export function confirmationText(member: MemberDetail, change: Change, today: string): string {
  const scheduled = member.categories.find((period) => period.scheduled);
  const since = formatDisplayDate(change.since);
  if (change.categoryId === member.categoryId && scheduled)
    return CATEGORY_CHANGE_TEXT.confirmCancel(
      member.name,
      scheduled.categoryName,
      formatDisplayDate(scheduled.from),
    );
  const args = [member.name, member.categoryName, change.categoryName, since] as const;
  return change.since > today
    ? CATEGORY_CHANGE_TEXT.confirmScheduled(...args)
    : CATEGORY_CHANGE_TEXT.confirmNow(...args);
}

const doneText = (done: CategoryChanged) => {
  const since = formatDisplayDate(done.since);
  if (done.effect === 'cancelled') return MEMBERS_MSG.scheduleCancelled;
  return done.effect === 'scheduled'
    ? CATEGORY_CHANGE_TEXT.scheduled(done.categoryName, since)
    : CATEGORY_CHANGE_TEXT.applied(done.categoryName, since);
};

/**
 * Alterar categoria (gestor): the new category among the association's and the day it starts, then a
 * confirmation that says what will happen and when; the answer says what was done.
 */
export function CategoryForm({ member }: { member: MemberDetail }) {
  const categories = useMemberCategoriesQuery();
  const [change, { isLoading }] = useChangeMemberCategoryMutation();
  const [categoryId, setCategoryId] = useState(member.categoryId);
  const [since, setSince] = useState(todayIso);
  const [asking, setAsking] = useState<Change | null>(null);
  const [message, setMessage] = useState<FormNote | null>(null);
  const categoryField = useId();
  const sinceField = useId();

  function review(event: FormEvent) {
    event.preventDefault();
    if (!isWireDate(since))
      return setMessage({ error: true, text: 'Informe a data a partir de quando vale.' });
    const categoryName = categories.data?.categories.find((c) => c.id === categoryId)?.name ?? '';
    setMessage(null);
    setAsking({ categoryId, categoryName, since });
  }

  async function confirm(chosen: Change) {
    const outcome = await settleOutcome(
      change({ memberId: member.id, categoryId: chosen.categoryId, since: chosen.since }),
    );
    setAsking(null);
    setMessage(
      outcome.ok ? { error: false, text: doneText(outcome.value) } : { error: true, text: outcome.message },
    );
  }

  return (
    <>
      <form className="gestao-toolbar" noValidate onSubmit={review}>
        <div className="field">
          <label htmlFor={categoryField}>Nova categoria</label>
          <select
            id={categoryField}
            value={categoryId}
            onChange={(e) => setCategoryId(Number(e.target.value))}
          >
            <CategoryOptions />
          </select>
        </div>
        <div className="field">
          <label htmlFor={sinceField}>A partir de</label>
          <input
            id={sinceField}
            type="date"
            value={since}
            required
            onChange={(e) => setSince(e.target.value)}
          />
        </div>
        <button type="submit" className="button button-primary" disabled={isLoading}>
          Alterar categoria
        </button>
      </form>
      <FormMessage note={message} doneClassName="category-change-done" />
      {asking && (
        <ConfirmModal
          title="Alterar categoria"
          confirmLabel="Confirmar"
          busy={isLoading}
          onConfirm={() => void confirm(asking)}
          onClose={() => setAsking(null)}
        >
          <p>{confirmationText(member, asking, todayIso())}</p>
        </ConfirmModal>
      )}
    </>
  );
}
