import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ASSEMBLY_MSG } from '../../domain/assembly-messages';
import type { CastVoteBody, VoteReceipt } from '../../domain/contract/votings';
import type { Outcome } from '../../domain/outcome';
import { assemblyVoteMachine } from '../../machines/assembly-vote.machine';

const questions = [
  {
    id: 1,
    text: 'Contas',
    maxChoices: 1,
    options: [
      { id: 11, label: 'Sim' },
      { id: 12, label: 'Não' },
    ],
  },
  {
    id: 2,
    text: 'Conselho',
    maxChoices: 2,
    options: [
      { id: 21, label: 'Ana' },
      { id: 22, label: 'Bruno' },
      { id: 23, label: 'Carla' },
    ],
  },
];

function start(answers: Outcome<VoteReceipt>[]) {
  const sent: CastVoteBody[] = [];
  const actor = createActor(
    assemblyVoteMachine.provide({
      actors: {
        castVote: fromPromise<Outcome<VoteReceipt>, CastVoteBody>(async ({ input }) => {
          sent.push(input);
          return answers.shift()!;
        }),
      },
    }),
    { input: { questions } },
  ).start();
  return { actor, sent };
}

describe('assembly vote machine', () => {
  it('one choice swaps, several toggle up to the limit; every question before the PIN', () => {
    const { actor } = start([]);
    actor.send({ type: 'option.toggled', questionId: 1, optionId: 11 });
    actor.send({ type: 'option.toggled', questionId: 1, optionId: 12 });
    for (const optionId of [21, 22, 23]) actor.send({ type: 'option.toggled', questionId: 2, optionId });
    expect(actor.getSnapshot().context.chosen).toEqual({ 1: [12], 2: [21, 22] });
    actor.send({ type: 'option.toggled', questionId: 2, optionId: 21 });
    actor.send({ type: 'option.toggled', questionId: 2, optionId: 21 });
    actor.send({ type: 'option.toggled', questionId: 2, optionId: 22 });
    actor.send({ type: 'option.toggled', questionId: 2, optionId: 21 });
    expect(actor.getSnapshot().context.chosen[2]).toEqual([]);
    actor.send({ type: 'vote.confirmed' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.error).toBe(ASSEMBLY_MSG.answerEveryQuestion);
  });

  it('Confirmar voto asks the PIN, casts with its token and ends with the receipt code', async () => {
    const { actor, sent } = start([{ ok: true, value: { receiptCode: 'AB12-CD34-EF56' } }]);
    actor.send({ type: 'option.toggled', questionId: 1, optionId: 11 });
    actor.send({ type: 'option.toggled', questionId: 2, optionId: 23 });
    actor.send({ type: 'vote.confirmed' });
    expect(actor.getSnapshot().value).toBe('askingPin');
    actor.send({ type: 'pin.cancelled' });
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'vote.confirmed' });
    actor.send({ type: 'pin.confirmed', pinToken: 'token-1' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual([
      {
        pinToken: 'token-1',
        choices: [
          { questionId: 1, optionIds: [11] },
          { questionId: 2, optionIds: [23] },
        ],
      },
    ]);
    expect(actor.getSnapshot().output).toEqual({ receiptCode: 'AB12-CD34-EF56' });
  });

  it('a refusal ("Você já votou nesta votação.") is shown and the member is back at the choices', async () => {
    const { actor } = start([{ ok: false, message: ASSEMBLY_MSG.alreadyVoted }]);
    actor.send({ type: 'option.toggled', questionId: 1, optionId: 11 });
    actor.send({ type: 'option.toggled', questionId: 2, optionId: 21 });
    actor.send({ type: 'vote.confirmed' });
    actor.send({ type: 'pin.confirmed', pinToken: 't' });
    await waitFor(actor, (s) => s.matches('choosing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(ASSEMBLY_MSG.alreadyVoted);
    actor.send({ type: 'message.dismissed' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
