import { formatCpf } from '../../../../../domain/cpf';
import { useMachine } from '@xstate/react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { fromPromise } from 'xstate';
import type { ChargeMember, NewChargeBody } from '../../../../../domain/contract/gestao-charges';
import { addMonthsLabel, chargeSummary } from './charge-text';
import { toWireDate } from '../../../../../domain/dates';
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
import { brlInput, MoneyField, parseBrl } from './money-field';

type TargetKind = 'member' | 'categories';
type ScheduleKind = 'annuity' | 'monthly';

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

  const [targetKind, setTargetKind] = useState<TargetKind>('categories');
  const [member, setMember] = useState<ChargeMember | null>(null);
  const [categoryIds, setCategoryIds] = useState<number[]>([]);
  const [scheduleKind, setScheduleKind] = useState<ScheduleKind>('annuity');
  const [dueDate, setDueDate] = useState('');
  const [months, setMonths] = useState('12');
  const [description, setDescription] = useState('');
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { due: useId(), months: useId(), description: useId(), problem: useId() };

  const charged = targetKind === 'member' ? (member ? [member.categoryId] : []) : categoryIds;
  const chargedCategories = categories.filter((c) => charged.includes(c.categoryId));
  const amountText = (categoryId: number) => {
    const typed = amounts[categoryId];
    if (typed !== undefined) return typed;
    const offered = categories.find((c) => c.categoryId === categoryId);
    return scheduleKind === 'annuity' && offered ? brlInput(offered.annuityCentavos) : '';
  };

  /** Any change after the preview asks for a new one. */
  function edited<T>(apply: (value: T) => void) {
    return (value: T) => {
      apply(value);
      setProblem(null);
      if (state.matches('reviewing')) send({ type: 'draft.edited' });
    };
  }

  function draft(): NewChargeBody | string {
    if (charged.length === 0)
      return targetKind === 'member' ? 'Escolha o membro.' : 'Escolha ao menos uma categoria.';
    if (!dueDate) return 'Informe a data de vencimento.';
    const n = Number(months);
    if (scheduleKind === 'monthly' && !(Number.isInteger(n) && n >= 1 && n <= 36))
      return 'Informe de 1 a 36 meses.';
    if (!description.trim()) return 'Informe a descrição.';
    const priced = charged.map((categoryId) => ({
      categoryId,
      amountCentavos: parseBrl(amountText(categoryId)),
    }));
    if (priced.some((p) => p.amountCentavos === null || p.amountCentavos <= 0))
      return 'Informe um valor válido para cada categoria (ex.: 780,00).';
    return {
      target:
        targetKind === 'member'
          ? { kind: 'member', memberId: member!.memberId }
          : { kind: 'categories', categoryIds: charged },
      schedule:
        scheduleKind === 'annuity'
          ? { kind: 'annuity', dueDate }
          : { kind: 'monthly', firstDueDate: dueDate, months: n },
      description: description.trim(),
      amounts: priced.map((p) => ({ categoryId: p.categoryId, amountCentavos: p.amountCentavos! })),
    };
  }

  function requestPreview(event: FormEvent) {
    event.preventDefault();
    const body = draft();
    if (typeof body === 'string') return setProblem(body);
    setProblem(null);
    send({ type: 'preview.requested', body });
  }

  function restart() {
    setMember(null);
    setCategoryIds([]);
    setDescription('');
    setAmounts({});
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
            onChange={() => edited(setTargetKind)('categories')}
          />
          Todos os membros ativos de categorias
        </label>
        <label className="charges-choice">
          <input
            type="radio"
            name="target"
            checked={targetKind === 'member'}
            onChange={() => edited(setTargetKind)('member')}
          />
          Um membro
        </label>
        {targetKind === 'member' ? (
          <MemberPicker selected={member} onSelect={edited(setMember)} />
        ) : (
          <div role="group" aria-label="Categorias">
            {categories.map((c) => (
              <label key={c.categoryId} className="charges-choice">
                <input
                  type="checkbox"
                  checked={categoryIds.includes(c.categoryId)}
                  onChange={(e) =>
                    edited(setCategoryIds)(
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
      </fieldset>

      <fieldset>
        <legend>O que cobrar</legend>
        <label className="charges-choice">
          <input
            type="radio"
            name="schedule"
            checked={scheduleKind === 'annuity'}
            onChange={() => edited(setScheduleKind)('annuity')}
          />
          Anuidade (um vencimento)
        </label>
        <label className="charges-choice">
          <input
            type="radio"
            name="schedule"
            checked={scheduleKind === 'monthly'}
            onChange={() => edited(setScheduleKind)('monthly')}
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
              onChange={(e) => edited(setDueDate)(e.target.value)}
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
                onChange={(e) => edited(setMonths)(e.target.value)}
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
            onChange={(e) => edited(setDescription)(e.target.value)}
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
              value={amountText(c.categoryId)}
              onChange={edited((text: string) => setAmounts((all) => ({ ...all, [c.categoryId]: text })))}
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
          <div className="charges-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={preview.itemCount === 0}
              onClick={() => send({ type: 'charge.confirmed' })}
            >
              Confirmar cobrança
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
