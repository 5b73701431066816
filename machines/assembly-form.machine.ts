import { assign, fromPromise, setup } from 'xstate';
import {
  assemblyBodyOf,
  emptyAssemblyDraft,
  emptyQuestion,
  type AssemblyDraft,
  type QuestionDraft,
} from '../domain/assembly-draft';
import type { AssemblyBody, AssemblyDetail } from '../domain/contract/gestao-assemblies';
import type { Outcome } from '../domain/outcome';
import { failureMessage, outcomeValue, succeeded } from './outcome-call';

const SAVE_FAILED = 'Não foi possível salvar. Tente novamente.';

type DraftField = Exclude<keyof AssemblyDraft, 'questions' | 'categoryIds'>;

export type AssemblyFormEvent =
  | { type: 'field.changed'; field: DraftField; value: string }
  | { type: 'category.toggled'; categoryId: number }
  | { type: 'question.added' }
  | { type: 'question.removed'; index: number }
  | { type: 'question.changed'; index: number; field: keyof QuestionDraft; value: string }
  | { type: 'submitted' };

export interface AssemblyFormContext {
  draft: AssemblyDraft;
  error: string | null;
  saved: AssemblyDetail | null;
}

/**
 * "Nova assembleia" (staff): the form's values, the check before the call, the save and the
 * server's refusal shown to try again. Done with the saved draft (published from its page).
 */
export const assemblyFormMachine = setup({
  types: {} as { context: AssemblyFormContext; events: AssemblyFormEvent; output: AssemblyDetail | null },
  actors: {
    save: fromPromise<Outcome<AssemblyDetail>, AssemblyBody>(async () => {
      throw new Error('save actor not provided');
    }),
  },
  guards: {
    valid: ({ context }) => assemblyBodyOf(context.draft).ok,
  },
  actions: {
    showProblem: assign(({ context }) => {
      const body = assemblyBodyOf(context.draft);
      return { error: body.ok ? null : body.message };
    }),
    keepSaved: assign((_, saved: AssemblyDetail) => ({ saved })),
    showError: assign((_, message: string) => ({ error: message })),
  },
}).createMachine({
  id: 'assemblyForm',
  context: { draft: emptyAssemblyDraft(), error: null, saved: null },
  initial: 'editing',
  output: ({ context }) => context.saved,
  states: {
    editing: {
      on: {
        'field.changed': {
          actions: assign(({ context, event }) => ({
            draft: { ...context.draft, [event.field]: event.value },
          })),
        },
        'category.toggled': {
          actions: assign(({ context, event }) => {
            const ids = context.draft.categoryIds;
            const categoryIds = ids.includes(event.categoryId)
              ? ids.filter((id) => id !== event.categoryId)
              : [...ids, event.categoryId];
            return { draft: { ...context.draft, categoryIds } };
          }),
        },
        'question.added': {
          actions: assign(({ context }) => ({
            draft: { ...context.draft, questions: [...context.draft.questions, emptyQuestion()] },
          })),
        },
        'question.removed': {
          actions: assign(({ context, event }) => ({
            draft: {
              ...context.draft,
              questions:
                context.draft.questions.length > 1
                  ? context.draft.questions.filter((_, i) => i !== event.index)
                  : context.draft.questions,
            },
          })),
        },
        'question.changed': {
          actions: assign(({ context, event }) => ({
            draft: {
              ...context.draft,
              questions: context.draft.questions.map((q, i) =>
                i === event.index ? { ...q, [event.field]: event.value } : q,
              ),
            },
          })),
        },
        submitted: [
          { guard: 'valid', target: 'saving', actions: assign({ error: null }) },
          { actions: 'showProblem' },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'save',
        input: ({ context }) => {
          const body = assemblyBodyOf(context.draft);
          if (!body.ok) throw new Error(body.message);
          return body.value;
        },
        onDone: [
          { guard: succeeded, target: 'saved', actions: { type: 'keepSaved', params: outcomeValue } },
          { target: 'editing', actions: { type: 'showError', params: failureMessage(SAVE_FAILED) } },
        ],
        onError: { target: 'editing', actions: { type: 'showError', params: failureMessage(SAVE_FAILED) } },
      },
    },
    saved: { type: 'final' },
  },
});
