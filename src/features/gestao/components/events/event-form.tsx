import { useId, useState, type FormEvent } from 'react';
import { EVENT_MSG, lotLabel } from '../../../../../domain/congress-messages';
import type { AssociationCategory } from '../../../../../domain/contract/gestao-categories';
import { settleOutcome } from '../../../../lib/api-result';
import type { GestaoEvent } from '../../../../../domain/contract/gestao-events';
import { useCreateEventMutation, useUpdateEventMutation } from '../../events-api';
import {
  draftOfEvent,
  emptyEventDraft,
  emptyLot,
  emptySession,
  eventBodyOf,
  type EventDraft,
} from './event-draft';
import { FormFooter } from './form-footer';

interface EventFormProps {
  categories: readonly AssociationCategory[];
  /** Editing this event ("Editar evento"); none: "Novo evento". */
  event?: GestaoEvent;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/**
 * "Novo evento" and "Editar evento": the product's text and prices, the event's dates, place,
 * seats, sessions and lots. The server refuses a change that would break what was sold.
 */
export function EventForm({ categories, event: editing, onDone, onCancel }: EventFormProps) {
  const id = useId();
  const [create, { isLoading: creating }] = useCreateEventMutation();
  const [update, { isLoading: updating }] = useUpdateEventMutation();
  const isLoading = creating || updating;
  const [draft, setDraft] = useState<EventDraft>(() => (editing ? draftOfEvent(editing) : emptyEventDraft()));
  const title = editing ? 'Editar evento' : 'Novo evento';
  const [error, setError] = useState<string | null>(null);
  const edit = (change: Partial<EventDraft>) => setDraft((d) => ({ ...d, ...change }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = eventBodyOf(draft);
    if (!body.ok) return setError(body.message);
    setError(null);
    const saved = await settleOutcome(
      editing ? update({ eventId: editing.id, body: body.value }) : create(body.value),
    );
    if (saved.ok) onDone(editing ? EVENT_MSG.updated : EVENT_MSG.created);
    else setError(saved.message);
  }

  const text = (field: keyof EventDraft, label: string, type = 'text', extra: object = {}) => (
    <div className="field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        id={`${id}-${field}`}
        type={type}
        value={draft[field] as string}
        onChange={(e) => edit({ [field]: e.target.value })}
        {...extra}
      />
    </div>
  );

  return (
    <form className="gestao-card events-form" aria-label={title} onSubmit={(e) => void submit(e)} noValidate>
      <h2>{title}</h2>
      {text('name', 'Nome', 'text', { maxLength: 200 })}
      <div className="events-row">
        {text('startsAt', 'Início', 'datetime-local')}
        {text('endsAt', 'Fim', 'datetime-local')}
      </div>
      {text('place', 'Local', 'text', { maxLength: 300 })}
      <div className="events-row">
        {text('capacity', 'Vagas', 'text', { inputMode: 'numeric' })}
        {text('hours', 'Carga horária (horas)', 'text', { inputMode: 'numeric' })}
        {text('points', 'Pontos de atualização', 'text', { inputMode: 'numeric' })}
        {text('minAttendancePercent', 'Frequência mínima (%)', 'text', { inputMode: 'numeric' })}
      </div>
      <div className="field">
        <label htmlFor={`${id}-description`}>Descrição</label>
        <textarea
          id={`${id}-description`}
          rows={4}
          aria-describedby={`${id}-description-hint`}
          value={draft.description}
          onChange={(e) => edit({ description: e.target.value })}
        />
        <p id={`${id}-description-hint`} className="muted">
          O que o comprador lê na página do evento. Escreva como num e-mail: deixe uma linha em branco entre
          os parágrafos.
        </p>
      </div>

      <fieldset className="events-fieldset">
        <legend>Sessões</legend>
        {draft.sessions.map((session, i) => {
          const set = (change: Partial<typeof session>) =>
            edit({ sessions: draft.sessions.map((s, j) => (j === i ? { ...s, ...change } : s)) });
          return (
            <div className="events-row" key={i}>
              <div className="field">
                <label htmlFor={`${id}-session-${i}-day`}>Dia da sessão {i + 1}</label>
                <input
                  id={`${id}-session-${i}-day`}
                  type="date"
                  value={session.day}
                  onChange={(e) => set({ day: e.target.value })}
                />
              </div>
              <div className="field">
                <label htmlFor={`${id}-session-${i}-from`}>Das</label>
                <input
                  id={`${id}-session-${i}-from`}
                  type="time"
                  value={session.startsAt}
                  onChange={(e) => set({ startsAt: e.target.value })}
                />
              </div>
              <div className="field">
                <label htmlFor={`${id}-session-${i}-to`}>Até</label>
                <input
                  id={`${id}-session-${i}-to`}
                  type="time"
                  value={session.endsAt}
                  onChange={(e) => set({ endsAt: e.target.value })}
                />
              </div>
              {draft.sessions.length > 1 && (
                <button
                  type="button"
                  className="button"
                  onClick={() => edit({ sessions: draft.sessions.filter((_, j) => j !== i) })}
                >
                  Remover sessão {i + 1}
                </button>
              )}
            </div>
          );
        })}
        <button
          type="button"
          className="button"
          onClick={() => edit({ sessions: [...draft.sessions, emptySession()] })}
        >
          Adicionar sessão
        </button>
      </fieldset>

      <fieldset className="events-fieldset">
        <legend>Preço por categoria depois dos lotes (em branco: não vendido à categoria)</legend>
        <div className="events-row">
          {categories.map((c) => (
            <div className="field" key={c.categoryId}>
              <label htmlFor={`${id}-price-${c.categoryId}`}>Preço {c.name} (R$)</label>
              <input
                id={`${id}-price-${c.categoryId}`}
                inputMode="decimal"
                value={draft.prices[c.categoryId] ?? ''}
                onChange={(e) => edit({ prices: { ...draft.prices, [c.categoryId]: e.target.value } })}
              />
            </div>
          ))}
        </div>
      </fieldset>

      {draft.lots.map((lot, i) => {
        const set = (change: Partial<typeof lot>) =>
          edit({ lots: draft.lots.map((l, j) => (j === i ? { ...l, ...change } : l)) });
        return (
          <fieldset className="events-fieldset" key={i}>
            <legend>{lot.lastDay ? lotLabel(i + 1, lot.lastDay) : `${i + 1}º lote`}</legend>
            <div className="field">
              <label htmlFor={`${id}-lot-${i}-day`}>Último dia do {i + 1}º lote</label>
              <input
                id={`${id}-lot-${i}-day`}
                type="date"
                value={lot.lastDay}
                onChange={(e) => set({ lastDay: e.target.value })}
              />
            </div>
            <div className="events-row">
              {categories.map((c) => (
                <div className="field" key={c.categoryId}>
                  <label htmlFor={`${id}-lot-${i}-${c.categoryId}`}>
                    {i + 1}º lote {c.name} (R$)
                  </label>
                  <input
                    id={`${id}-lot-${i}-${c.categoryId}`}
                    inputMode="decimal"
                    value={lot.prices[c.categoryId] ?? ''}
                    onChange={(e) => set({ prices: { ...lot.prices, [c.categoryId]: e.target.value } })}
                  />
                </div>
              ))}
            </div>
            <button
              type="button"
              className="button"
              onClick={() => edit({ lots: draft.lots.filter((_, j) => j !== i) })}
            >
              Remover {i + 1}º lote
            </button>
          </fieldset>
        );
      })}
      <button type="button" className="button" onClick={() => edit({ lots: [...draft.lots, emptyLot()] })}>
        Adicionar lote
      </button>

      <label className="checkbox">
        <input
          type="checkbox"
          checked={draft.inStore}
          onChange={(e) => edit({ inStore: e.target.checked })}
        />{' '}
        Mostrar na loja
      </label>
      <FormFooter
        error={error}
        busy={isLoading}
        submitLabel={editing ? 'Salvar alterações' : 'Criar evento'}
        onCancel={onCancel}
      />
    </form>
  );
}
