import { useMachine } from '@xstate/react';
import { useEffect, useId } from 'react';
import { fromPromise } from 'xstate';
import type { AssemblyDraft } from '../../../../../domain/assembly-draft';
import type { AssemblyBody, AssemblyDetail } from '../../../../../domain/contract/gestao-assemblies';
import type { AssociationCategory } from '../../../../../domain/contract/gestao-categories';
import { assemblyFormMachine } from '../../../../../machines/assembly-form.machine';
import { settleOutcome } from '../../../../lib/api-result';
import { inspect } from '../../../../lib/inspect';
import { useCreateAssemblyMutation } from '../../assemblies-api';

interface AssemblyFormProps {
  categories: readonly AssociationCategory[];
  onSaved: (assembly: AssemblyDetail) => void;
  onCancel: () => void;
}

type TextField = 'title' | 'votingStartsAt' | 'votingEndsAt' | 'cutoffDay' | 'noticeDays' | 'quorumPercent';

/** "Nova assembleia": the vote's dates, who may vote, the quorum and the agenda, saved as a draft. */
export function AssemblyForm({ categories, onSaved, onCancel }: AssemblyFormProps) {
  const id = useId();
  const [create] = useCreateAssemblyMutation();
  const [state, send] = useMachine(
    assemblyFormMachine.provide({
      actors: { save: fromPromise(({ input }: { input: AssemblyBody }) => settleOutcome(create(input))) },
    }),
    { inspect },
  );
  const { draft, error } = state.context;
  const saved = state.status === 'done' ? state.output : null;
  useEffect(() => {
    if (saved) onSaved(saved);
  }, [saved, onSaved]);

  const field = (name: TextField, label: string, type = 'text', extra: object = {}) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        type={type}
        value={draft[name]}
        onChange={(e) => send({ type: 'field.changed', field: name, value: e.target.value })}
        {...extra}
      />
    </div>
  );

  return (
    <form
      className="gestao-card assemblies-form"
      aria-label="Nova assembleia"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'submitted' });
      }}
    >
      <h2>Nova assembleia</h2>
      {field('title', 'Título', 'text', { maxLength: 200 })}
      <div className="field">
        <label htmlFor={`${id}-kind`}>Tipo</label>
        <select
          id={`${id}-kind`}
          value={draft.kind}
          onChange={(e) =>
            send({ type: 'field.changed', field: 'kind', value: e.target.value as AssemblyDraft['kind'] })
          }
        >
          <option value="ordinaria">Ordinária</option>
          <option value="extraordinaria">Extraordinária</option>
        </select>
      </div>
      <div className="assemblies-row">
        {field('votingStartsAt', 'Início da votação', 'datetime-local')}
        {field('votingEndsAt', 'Encerramento da votação', 'datetime-local')}
      </div>
      <div className="assemblies-row">
        {field('cutoffDay', 'Data de corte', 'date', { 'aria-describedby': `${id}-cutoff-hint` })}
        {field('noticeDays', 'Antecedência mínima do edital (dias)', 'text', { inputMode: 'numeric' })}
      </div>
      <p id={`${id}-cutoff-hint`} className="muted">
        Em branco: o dia em que o edital for publicado.
      </p>
      <fieldset className="assemblies-categories">
        <legend>Categorias com direito a voto</legend>
        {categories.map((c) => (
          <div key={c.categoryId} className="assemblies-check">
            <input
              id={`${id}-cat-${c.categoryId}`}
              type="checkbox"
              checked={draft.categoryIds.includes(c.categoryId)}
              onChange={() => send({ type: 'category.toggled', categoryId: c.categoryId })}
            />
            <label htmlFor={`${id}-cat-${c.categoryId}`}>{c.name}</label>
          </div>
        ))}
      </fieldset>
      {field('quorumPercent', 'Quórum mínimo (%)', 'text', { inputMode: 'numeric' })}
      <h3>Questões</h3>
      {draft.questions.map((q, index) => (
        <fieldset key={index} className="assemblies-question">
          <legend>Questão {index + 1}</legend>
          <div className="field">
            <label htmlFor={`${id}-q${index}-text`}>Texto da questão {index + 1}</label>
            <input
              id={`${id}-q${index}-text`}
              value={q.text}
              maxLength={1000}
              onChange={(e) =>
                send({ type: 'question.changed', index, field: 'text', value: e.target.value })
              }
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-q${index}-options`}>Opções da questão {index + 1} (uma por linha)</label>
            <textarea
              id={`${id}-q${index}-options`}
              rows={4}
              value={q.optionsText}
              onChange={(e) =>
                send({ type: 'question.changed', index, field: 'optionsText', value: e.target.value })
              }
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-q${index}-max`}>Escolhas por eleitor</label>
            <input
              id={`${id}-q${index}-max`}
              inputMode="numeric"
              value={q.maxChoices}
              onChange={(e) =>
                send({ type: 'question.changed', index, field: 'maxChoices', value: e.target.value })
              }
            />
          </div>
          {draft.questions.length > 1 && (
            <button
              type="button"
              className="button"
              onClick={() => send({ type: 'question.removed', index })}
            >
              Remover questão {index + 1}
            </button>
          )}
        </fieldset>
      ))}
      <button type="button" className="button" onClick={() => send({ type: 'question.added' })}>
        Adicionar questão
      </button>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      <div className="assemblies-actions">
        <button type="submit" className="button button-primary" disabled={state.hasTag('busy')}>
          {state.hasTag('busy') ? 'Salvando...' : 'Salvar rascunho'}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
