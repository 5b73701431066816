import { assign, fromPromise, setup } from 'xstate';
import { ASSEMBLY_MSG } from '../domain/assembly-messages';
import type { AssemblyQuestion } from '../domain/contract/gestao-assemblies';
import type { CastVoteBody, VoteReceipt } from '../domain/contract/votings';
import type { Outcome } from '../domain/outcome';
import { failureMessage, outcomeValue, succeeded } from './outcome-call';

const CAST_FAILED = 'Não foi possível registrar o voto. Tente novamente.';

export interface AssemblyVoteInput {
  questions: AssemblyQuestion[];
}

export interface AssemblyVoteContext {
  questions: AssemblyQuestion[];
  /** The options chosen, per question id. */
  chosen: Record<number, number[]>;
  error: string | null;
  receiptCode: string | null;
}

export type AssemblyVoteEvent =
  | { type: 'option.toggled'; questionId: number; optionId: number }
  | { type: 'vote.confirmed' }
  | { type: 'pin.confirmed'; pinToken: string }
  | { type: 'pin.cancelled' }
  | { type: 'message.dismissed' };

const answeredAll = (c: AssemblyVoteContext) => c.questions.every((q) => (c.chosen[q.id]?.length ?? 0) > 0);

/** A question of one choice swaps its option; of several, toggles it, up to what it allows. */
function toggled(context: AssemblyVoteContext, questionId: number, optionId: number): number[] {
  const question = context.questions.find((q) => q.id === questionId);
  const current = context.chosen[questionId] ?? [];
  if (!question) return current;
  if (current.includes(optionId)) return current.filter((id) => id !== optionId);
  if (question.maxChoices === 1) return [optionId];
  return current.length < question.maxChoices ? [...current, optionId] : current;
}

/**
 * The member's vote: choosing on each question, "Confirmar voto", the PIN (the payments' PIN
 * step, which answers a PIN token), the cast, and "Voto registrado" with the receipt code.
 */
export const assemblyVoteMachine = setup({
  types: {} as {
    context: AssemblyVoteContext;
    events: AssemblyVoteEvent;
    input: AssemblyVoteInput;
    output: { receiptCode: string | null };
  },
  actors: {
    castVote: fromPromise<Outcome<VoteReceipt>, CastVoteBody>(async () => {
      throw new Error('castVote actor not provided');
    }),
  },
  guards: {
    answeredAll: ({ context }) => answeredAll(context),
  },
  actions: {
    keepReceipt: assign((_, receipt: VoteReceipt) => ({ receiptCode: receipt.receiptCode })),
    showError: assign((_, message: string) => ({ error: message })),
  },
}).createMachine({
  id: 'assemblyVote',
  context: ({ input }) => ({ questions: input.questions, chosen: {}, error: null, receiptCode: null }),
  initial: 'choosing',
  output: ({ context }) => ({ receiptCode: context.receiptCode }),
  on: { 'message.dismissed': { actions: assign({ error: null }) } },
  states: {
    choosing: {
      on: {
        'option.toggled': {
          actions: assign(({ context, event }) => ({
            chosen: {
              ...context.chosen,
              [event.questionId]: toggled(context, event.questionId, event.optionId),
            },
            error: null,
          })),
        },
        'vote.confirmed': [
          { guard: 'answeredAll', target: 'askingPin' },
          { actions: assign({ error: ASSEMBLY_MSG.answerEveryQuestion }) },
        ],
      },
    },
    askingPin: {
      on: {
        'pin.confirmed': 'casting',
        'pin.cancelled': 'choosing',
      },
    },
    casting: {
      tags: ['busy'],
      invoke: {
        src: 'castVote',
        input: ({ context, event }) => ({
          pinToken: event.type === 'pin.confirmed' ? event.pinToken : '',
          choices: context.questions.map((q) => ({
            questionId: q.id,
            optionIds: context.chosen[q.id] ?? [],
          })),
        }),
        onDone: [
          { guard: succeeded, target: 'recorded', actions: { type: 'keepReceipt', params: outcomeValue } },
          { target: 'choosing', actions: { type: 'showError', params: failureMessage(CAST_FAILED) } },
        ],
        onError: { target: 'choosing', actions: { type: 'showError', params: failureMessage(CAST_FAILED) } },
      },
    },
    recorded: { type: 'final' },
  },
});
