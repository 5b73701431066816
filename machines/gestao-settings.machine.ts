import { assign, fromPromise, setup } from 'xstate';
import { COMMON_MSG } from '../domain/messages';
import type { Outcome } from '../domain/outcome';

/** What the last action said under the form: an error is an alert. */
export type SettingsNotice = { error: boolean; text: string } | null;

/** A save or a removal that went through: what to say, and the form's values from then on. */
export interface SettingsDone {
  notice: NonNullable<SettingsNotice>;
  /** Absent: the values stay as typed. */
  draft?: unknown;
}

export interface SettingsFormInput {
  /** The form's values as it opens (secrets empty: they are write-only). */
  draft: unknown;
  /** A failed removal keeps asking "Confirmar remoção" (true) or goes back to "Remover" (false). */
  keepAskingAfterFailedRemoval: boolean;
}

export interface SettingsFormContext {
  draft: unknown;
  notice: SettingsNotice;
  keepAskingAfterFailedRemoval: boolean;
}

export type SettingsFormEvent =
  | { type: 'draft.changed'; draft: unknown }
  | { type: 'saved' }
  | { type: 'removal.asked' }
  | { type: 'removal.cancelled' }
  | { type: 'removal.confirmed' };

const failedNotice = (answer: Outcome<SettingsDone>) => ({
  error: true,
  text: answer.ok ? COMMON_MSG.unknownError : answer.message,
});

/**
 * A Recebimentos credentials form (API Pix, Asaas): Salvar sends the values and answers with a
 * notice; "Remover …" asks first and removes only on "Confirmar remoção". The two go on side by
 * side, as the buttons do.
 */
export const settingsFormMachine = setup({
  types: {} as { context: SettingsFormContext; events: SettingsFormEvent; input: SettingsFormInput },
  actors: {
    save: fromPromise<Outcome<SettingsDone>, unknown>(async () => {
      throw new Error('save actor not provided');
    }),
    remove: fromPromise<Outcome<SettingsDone>, void>(async () => {
      throw new Error('remove actor not provided');
    }),
  },
  actions: {
    answered: assign((_, answer: Outcome<SettingsDone>) =>
      answer.ok
        ? { notice: answer.value.notice, ...('draft' in answer.value ? { draft: answer.value.draft } : {}) }
        : { notice: failedNotice(answer) },
    ),
    threw: assign({ notice: { error: true, text: COMMON_MSG.unknownError } }),
  },
  guards: {
    keepsAsking: ({ context }) => context.keepAskingAfterFailedRemoval,
  },
}).createMachine({
  id: 'settingsForm',
  context: ({ input }) => ({
    draft: input.draft,
    notice: null,
    keepAskingAfterFailedRemoval: input.keepAskingAfterFailedRemoval,
  }),
  type: 'parallel',
  on: { 'draft.changed': { actions: assign({ draft: ({ event }) => event.draft }) } },
  states: {
    save: {
      initial: 'idle',
      states: {
        idle: { on: { saved: 'saving' } },
        saving: {
          tags: ['saving'],
          invoke: {
            src: 'save',
            input: ({ context }: { context: SettingsFormContext }) => context.draft,
            onDone: { target: 'idle', actions: { type: 'answered', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: 'threw' },
          },
        },
      },
    },
    removal: {
      initial: 'closed',
      states: {
        closed: { on: { 'removal.asked': 'confirming' } },
        confirming: {
          tags: ['confirmingRemoval'],
          on: { 'removal.cancelled': 'closed', 'removal.confirmed': 'removing' },
        },
        removing: {
          tags: ['confirmingRemoval', 'removing'],
          invoke: {
            src: 'remove',
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: 'closed',
                actions: { type: 'answered', params: ({ event }) => event.output },
              },
              {
                guard: 'keepsAsking',
                target: 'confirming',
                actions: { type: 'answered', params: ({ event }) => event.output },
              },
              { target: 'closed', actions: { type: 'answered', params: ({ event }) => event.output } },
            ],
            onError: [
              { guard: 'keepsAsking', target: 'confirming', actions: 'threw' },
              { target: 'closed', actions: 'threw' },
            ],
          },
        },
      },
    },
  },
});
