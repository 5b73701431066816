import { useId, useState, type FormEvent } from 'react';
import type { MemberDetail } from '../../../../../domain/contract/gestao-members';
import { isWireDate } from '../../../../../domain/dates';
import { MEMBERS_MSG } from '../../../../../domain/gestao-members-messages';
import { errorMessage } from '../../../../lib/api';
import { useChangeMemberCategoryMutation, useMemberCategoriesQuery } from '../../members-api';

const todayIso = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });

/** Alterar categoria (gestor): the new category among the issuer's, and the day it starts. */
export function CategoryForm({ member }: { member: MemberDetail }) {
  const categories = useMemberCategoriesQuery();
  const [change, { isLoading }] = useChangeMemberCategoryMutation();
  const [categoryId, setCategoryId] = useState(member.categoryId);
  const [since, setSince] = useState(todayIso);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const categoryField = useId();
  const sinceField = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isWireDate(since)) return setMessage({ ok: false, text: 'Informe a data a partir de quando vale.' });
    const result = await change({ memberId: member.id, categoryId, since });
    setMessage(
      'error' in result
        ? { ok: false, text: errorMessage(result.error) }
        : { ok: true, text: MEMBERS_MSG.categoryChanged },
    );
  }

  return (
    <form className="gestao-toolbar" noValidate onSubmit={(e) => void submit(e)}>
      <div className="field">
        <label htmlFor={categoryField}>Nova categoria</label>
        <select id={categoryField} value={categoryId} onChange={(e) => setCategoryId(Number(e.target.value))}>
          {categories.data?.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
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
      <p
        role={message?.ok === false ? 'alert' : 'status'}
        className={message?.ok === false ? 'field-error' : undefined}
      >
        {message?.text}
      </p>
    </form>
  );
}
