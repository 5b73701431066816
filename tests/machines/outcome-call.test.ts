import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, waitFor } from 'xstate';
import { COMMON_MSG } from '../../domain/messages';
import type { Outcome } from '../../domain/outcome';
import { failureMessage, outcomeValue, succeeded } from '../../machines/outcome-call';

const calls = setup({
  types: {} as { context: { log: string[] } },
  actors: {
    findName: fromPromise<Outcome<{ fullName: string }>, number>(async () => {
      throw new Error('findName actor not provided');
    }),
  },
  actions: {
    keepName: assign(({ context }, found: { fullName: string }) => ({
      log: [...context.log, `kept ${found.fullName}`],
    })),
    show: assign(({ context }, message: string) => ({ log: [...context.log, `shown ${message}`] })),
  },
});

const ID = 7;

/** A call written the one way; `instead` is shown for a thrown error when given. */
const callMachine = (instead?: string) =>
  calls.createMachine({
    context: { log: [] },
    initial: 'calling',
    states: {
      calling: {
        invoke: {
          src: 'findName',
          input: () => ID,
          onDone: [
            { guard: succeeded, target: 'found', actions: { type: 'keepName', params: outcomeValue } },
            { target: 'refused', actions: { type: 'show', params: failureMessage(instead) } },
          ],
          onError: { target: 'refused', actions: { type: 'show', params: failureMessage(instead) } },
        },
      },
      found: { type: 'final' },
      refused: { type: 'final' },
    },
  });

async function run(answer: () => Promise<Outcome<{ fullName: string }>>, instead?: string) {
  const actor = createActor(
    callMachine(instead).provide({
      actors: { findName: fromPromise<Outcome<{ fullName: string }>, number>(answer) },
    }),
  ).start();
  const done = await waitFor(actor, (s) => s.status === 'done');
  return { state: String(done.value), log: done.context.log };
}

describe('an Outcome call (succeeded, outcomeValue, failureMessage)', () => {
  it('on success passes the guard and gives the value to the keeping action', async () => {
    const result = await run(async () => ({ ok: true, value: { fullName: 'Ana' } }));
    expect(result).toEqual({ state: 'found', log: ['kept Ana'] });
  });

  it("on a refusal shows the refusal's message", async () => {
    const result = await run(async () => ({ ok: false, message: 'CPF não encontrado.' }));
    expect(result).toEqual({ state: 'refused', log: ['shown CPF não encontrado.'] });
  });

  it("on a thrown error shows the error's message, or the unknown-error one when it has none", async () => {
    const thrown = await run(() => Promise.reject(new Error('Sem conexão.')));
    const bare = await run(() => Promise.reject(new Error('')));
    expect([thrown, bare]).toEqual([
      { state: 'refused', log: ['shown Sem conexão.'] },
      { state: 'refused', log: [`shown ${COMMON_MSG.unknownError}`] },
    ]);
  });

  it('shows the text given instead for a thrown error, a refusal still its own message', async () => {
    const thrown = await run(() => Promise.reject(new Error('Sem conexão.')), 'Tente mais tarde.');
    const refused = await run(async () => ({ ok: false, message: 'Recusado.' }), 'Tente mais tarde.');
    expect([thrown.log, refused.log]).toEqual([['shown Tente mais tarde.'], ['shown Recusado.']]);
  });

  it("is checked by XState against the machine's actions", () => {
    // tsc reads what follows.
    calls.createMachine({
      context: { log: [] },
      // @ts-expect-error: the value, a { fullName }, is not the message `show` takes.
      invoke: {
        src: 'findName',
        input: () => ID,
        onDone: { guard: succeeded, actions: { type: 'show', params: outcomeValue } },
      },
    });
    calls.createMachine({
      context: { log: [] },
      // @ts-expect-error: a message is not the { fullName } `keepName` takes.
      invoke: {
        src: 'findName',
        input: () => ID,
        onError: { actions: { type: 'keepName', params: failureMessage() } },
      },
    });
    expect(succeeded).toBeTypeOf('function');
  });
});
