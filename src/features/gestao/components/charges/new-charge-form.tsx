import { formatCpf } from '../../../../../domain/cpf';
import { useMachine } from '@xstate/react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { fromPromise } from 'xstate';
import type { ChargeMember, NewChargeBody } from '../../../../../domain/contract/gestao-charges';
import { useDraft } from '../../../../lib/use-draft';
import { amountText, chargeBodyOf, chargedCategoryIds, EMPTY_CHARGE, restartedCharge } from './charge-draft';
import {
  addMonthsLabel,
  annuityDuplicatesWarning,
  chargeSummary,
  duplicatesWarning,
  moreAnnuityDuplicates,
  moreDuplicates,
} from './charge-text';
import { formatDisplayDate, toWireDate } from '../../../../../domain/dates';
import { formatBRL, fromCentavos } from '../../../../../domain/money';
import { settleOutcome } from '../../../../lib/api-result';
import {
  newChargeMachine,
  type CreateChargeRequest,
} from '../../../../../machines/gestao-new-charge.machine';
import {
  useChargeCategoriesQuery,
  useChargeMembersQuery,
  useCreateChargeMutation,
  usePreviewChargeMutation,
} from '../../charges-api';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import { MoneyField } from '../money-field';
import { useOnNextAction, useStaffFeedback } from '../staff-feedback';

function MemberPicker({
  selected,
  onSelect,
}: {
  selected: ChargeMember | null;
  onSelect: (member: ChargeMember | null) => void;
}) {
  const [q, setQ] = useState('');
  const id = useId();
  const search = q.trim();
  const { data: found = [], isFetching } = useChargeMembersQuery(search, { skip: search.length < 2 });
  if (selected) {
    return (
      <p className="charges-actions">
        <span>
          Membro: <strong>{selected.name}</strong> ({selected.categoryDescription})
        </span>
        <button type="button" className="button" onClick={() => onSelect(null)}>
          Trocar membro
        </button>
      </p>
    );
  }
  return (
    <div className="field">
      <label htmlFor={id}>Buscar membro (nome ou CPF)</label>
      <input id={id} type="search" autoComplete="off" value={q} onChange={(e) => setQ(e.target.value)} />
      {search.length >= 2 && !isFetching && found.length === 0 && <p>Nenhum membro ativo encontrado.</p>}
      <ul className="charges-results" aria-label="Membros encontrados">
        {found.map((m) => (
          <li key={m.memberId}>
            <button type="button" className="button" onClick={() => onSelect(m)}>
              {m.name} · CPF {formatCpf(m.cpf)} · {m.categoryDescription}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "Nova cobrança": who, what kind, description, amount per category → preview → confirm. */
export function NewChargeForm() {
  const { data: categories = [] } = useChargeCategoriesQuery();
  const [previewCharge] = usePreviewChargeMutation();
  const [createCharge] = useCreateChargeMutation();
  const machine = useMemo(
    () =>
      newChargeMachine.provide({
        actors: {
          previewCharge: fromPromise(({ input }: { input: NewChargeBody }) =>
            settleOutcome(previewCharge(input)),
          ),
          createCharge: fromPromise(({ input }: { input: CreateChargeRequest }) =>
            settleOutcome(createCharge(input)),
          ),
        },
      }),
    [previewCharge, createCharge],
  );
  const [state, send] = useMachine(machine, { input: { newKey: newIdempotencyKey } });
  const { preview, result, error } = state.context;
  const feedback = useStaffFeedback();
  // "Cobrança criada" is stale once staff do something else on the screen.
  useOnNextAction(() => {
    if (state.matches('created')) restart();
  });

  const { draft, field, setDraft } = useDraft(EMPTY_CHARGE);
  const { targetKind, member, categoryIds, scheduleKind, dueDate, months, description } = draft;
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { due: useId(), months: useId(), description: useId(), problem: useId() };

  const charged = chargedCategoryIds(draft);
  const chargedCategories = categories.filter((c) => charged.includes(c.categoryId));

  /** Any change after the preview asks for a new one. */
  function edited<T>(apply: (value: T) => void) {
    return (value: T) => {
      apply(value);
      setProblem(null);
      if (state.matches('reviewing')) send({ type: 'draft.edited' });
    };
  }

  function requestPreview(event: FormEvent) {
    event.preventDefault();
    const body = chargeBodyOf(draft, categories);
    if (typeof body === 'string') return setProblem(body);
    setProblem(null);
    feedback.started();
    send({ type: 'preview.requested', body });
  }

  function restart() {
    setDraft(restartedCharge);
    send({ type: 'charge.restarted' });
  }

  if (state.matches('created') && result) {
    return (
      <div className="charges-preview" role="status">
        <p>
          Cobrança criada: <strong>{result.itemCount}</strong> {result.itemCount === 1 ? 'item' : 'itens'},
          total <strong>{formatBRL(fromCentavos(result.totalCentavos))}</strong>.
        </p>
        <button type="button" className="button button-primary" onClick={restart}>
          Nova cobrança
        </button>
      </div>
    );
  }

  const shownProblem = problem ?? error;
  const repeatsAnnuity = (preview?.annuityDuplicateCount ?? 0) > 0;
  const repeats = (preview?.duplicateCount ?? 0) > 0 || repeatsAnnuity;
  const busy = state.hasTag('busy');
  return (
    <form className="form charges-form" noValidate onSubmit={requestPreview} aria-label="Nova cobrança">
      <fieldset>
        <legend>Para quem</legend>
        <label className="charges-choice">
          <input
            type="radio"
            name="target"
            checked={targetKind === 'categories'}
            onChange={() => edited(field('targetKind'))('categories')}
          />
          Todos os membros ativos de categorias
        </label>
        {targetKind === 'categories' && (
          <div role="group" aria-label="Categorias" className="charges-suboptions">
            {categories.map((c) => (
              <label key={c.categoryId} className="charges-choice">
                <input
                  type="checkbox"
                  checked={categoryIds.includes(c.categoryId)}
                  onChange={(e) =>
                    edited(field('categoryIds'))(
                      e.target.checked
                        ? [...categoryIds, c.categoryId]
                        : categoryIds.filter((id) => id !== c.categoryId),
                    )
                  }
                />
                {c.description} ({c.activeMembers} {c.activeMembers === 1 ? 'ativo' : 'ativos'})
              </label>
            ))}
          </div>
        )}
        <label className="charges-choice">
          <input
            type="radio"
            name="target"
            checked={targetKind === 'member'}
            onChange={() => edited(field('targetKind'))('member')}
          />
          Um membro
        </label>
        {targetKind === 'member' && <MemberPicker selected={member} onSelect={edited(field('member'))} />}
      </fieldset>

      <fieldset>
        <legend>O que cobrar</legend>
        <label className="charges-choice">
          <input
            type="radio"
            name="schedule"
            checked={scheduleKind === 'annuity'}
            onChange={() => edited(field('scheduleKind'))('annuity')}
          />
          Anuidade (um vencimento)
        </label>
        <label className="charges-choice">
          <input
            type="radio"
            name="schedule"
            checked={scheduleKind === 'monthly'}
            onChange={() => edited(field('scheduleKind'))('monthly')}
          />
          Contribuições mensais
        </label>
        <div className="charges-row">
          <div className="field">
            <label htmlFor={ids.due}>
              {scheduleKind === 'annuity' ? 'Vencimento' : 'Primeiro vencimento'}
            </label>
            <input
              id={ids.due}
              type="date"
              min={toWireDate(new Date())}
              value={dueDate}
              onChange={(e) => edited(field('dueDate'))(e.target.value)}
            />
          </div>
          {scheduleKind === 'monthly' && (
            <div className="field">
              <label htmlFor={ids.months}>Número de meses</label>
              <input
                id={ids.months}
                type="number"
                min={1}
                max={36}
                value={months}
                onChange={(e) => edited(field('months'))(e.target.value)}
              />
            </div>
          )}
        </div>
        <div className="field">
          <label htmlFor={ids.description}>Descrição</label>
          <input
            id={ids.description}
            maxLength={120}
            value={description}
            onChange={(e) => edited(field('description'))(e.target.value)}
          />
          {scheduleKind === 'monthly' && description.trim() && dueDate && (
            <p className="muted">Cada mês recebe o seu: {addMonthsLabel(description.trim(), dueDate)}</p>
          )}
        </div>
        <div className="charges-row">
          {chargedCategories.map((c) => (
            <MoneyField
              key={c.categoryId}
              label={`Valor (R$) — ${c.description}`}
              value={amountText(draft, categories, c.categoryId)}
              onChange={edited((text: string) =>
                setDraft((d) => ({ ...d, amounts: { ...d.amounts, [c.categoryId]: text } })),
              )}
            />
          ))}
        </div>
      </fieldset>

      {shownProblem && (
        <p id={ids.problem} role="alert" className="field-error">
          {shownProblem}
        </p>
      )}

      {preview && state.matches('reviewing') ? (
        <div className="charges-preview" role="status">
          <p>{chargeSummary(preview)}</p>
          {repeatsAnnuity && (
            <div className="charges-duplicates">
              <p>
                <strong>{annuityDuplicatesWarning(preview)}</strong>
              </p>
              <ul>
                {preview.annuityDuplicates.map((d) => (
                  <li key={d.itemId}>
                    {d.memberName} — {d.description}, vence {formatDisplayDate(d.dueDate)}
                  </li>
                ))}
              </ul>
              {moreAnnuityDuplicates(preview) > 0 && <p>e mais {moreAnnuityDuplicates(preview)}.</p>}
            </div>
          )}
          {(preview.duplicateCount ?? 0) > 0 && (
            <div className="charges-duplicates">
              <p>
                <strong>{duplicatesWarning(preview)}</strong>
              </p>
              <ul>
                {preview.duplicates.map((d) => (
                  <li key={d.itemId}>
                    {d.memberName} — {d.description}, vence {formatDisplayDate(d.dueDate)}
                  </li>
                ))}
              </ul>
              {moreDuplicates(preview) > 0 && <p>e mais {moreDuplicates(preview)}.</p>}
            </div>
          )}
          <div className="charges-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={preview.itemCount === 0}
              onClick={() => send({ type: 'charge.confirmed', despiteDuplicates: repeats })}
            >
              {repeats ? 'Criar mesmo assim' : 'Confirmar cobrança'}
            </button>
            <button type="button" className="button" onClick={() => send({ type: 'draft.edited' })}>
              Editar
            </button>
          </div>
        </div>
      ) : (
        <button type="submit" className="button button-primary" disabled={busy}>
          {state.matches('creating') ? 'Criando…' : busy ? 'Calculando…' : 'Ver prévia'}
        </button>
      )}
    </form>
  );
}
