import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, waitFor } from 'xstate';
import { COMMON_MSG } from '../../domain/messages';
import type { Outcome } from '../../domain/outcome';
import { withOutcomeCalls } from '../../machines/outcome-call';

const calls = withOutcomeCalls(
  setup({
    types: {} as { context: { log: string[] } },
    actors: {
      findName: fromPromise<Outcome<{ name: string }>, number>(async () => {
        throw new Error('findName actor not provided');
      }),
      count: fromPromise<number, void>(async () => 0),
    },
    actions: {
      keepName: assign(({ context }, found: { name: string }) => ({
        log: [...context.log, `kept ${found.name}`],
      })),
      show: assign(({ context }, message: string) => ({ log: [...context.log, `shown ${message}`] })),
      note: assign(({ context }, word: string) => ({ log: [...context.log, `noted ${word}`] })),
      tidy: assign(({ context }) => ({ log: [...context.log, 'tidied'] })),
    },
  }),
);

const ID = 7;

const callMachine = calls.createMachine({
  id: 'call',
  context: { log: [] },
  initial: 'calling',
  states: {
    calling: {
      invoke: calls.outcomeCall({
        src: 'findName',
        input: () => ID,
        onSuccess: { target: 'found', keep: 'keepName', actions: ['tidy'] },
        onFailure: { target: 'refused', show: 'show', actions: [{ type: 'note', params: 'after' }] },
      }),
    },
    found: { type: 'final' },
    refused: { type: 'final' },
  },
});

/** The same call, each branch given as its target alone. */
const terseMachine = calls.createMachine({
  context: { log: [] },
  initial: 'calling',
  states: {
    calling: {
      invoke: calls.outcomeCall({
        src: 'findName',
        input: () => ID,
        onSuccess: 'found',
        onFailure: 'refused',
      }),
    },
    found: { type: 'final' },
    refused: { type: 'final' },
  },
});

async function run(machine: typeof callMachine, answer: (id: number) => Promise<Outcome<{ name: string }>>) {
  const inputs: number[] = [];
  const actor = createActor(
    machine.provide({
      actors: {
        findName: fromPromise<Outcome<{ name: string }>, number>(({ input }) => {
          inputs.push(input);
          return answer(input);
        }),
      },
    }),
  ).start();
  const done = await waitFor(actor, (s) => s.status === 'done');
  return { state: String(done.value), log: done.context.log, inputs };
}

describe('withOutcomeCalls', () => {
  it('on success goes to its target, gives the value to `keep`, then runs the other actions', async () => {
    const result = await run(callMachine, async () => ({ ok: true, value: { name: 'Ana' } }));
    expect(result).toEqual({ state: 'found', log: ['kept Ana', 'tidied'], inputs: [ID] });
  });

  it('on a refusal goes to the failure target, showing its message, then runs the other actions', async () => {
    const result = await run(callMachine, async () => ({ ok: false, message: 'CPF não encontrado.' }));
    expect(result).toMatchObject({ state: 'refused', log: ['shown CPF não encontrado.', 'noted after'] });
  });

  it("on a thrown error goes to the failure target too, showing the error's message", async () => {
    const result = await run(callMachine, async () => {
      throw new Error('Sem conexão.');
    });
    expect(result).toMatchObject({ state: 'refused', log: ['shown Sem conexão.', 'noted after'] });
  });

  it('shows the unknown-error message for an error without one', async () => {
    const result = await run(callMachine, () => Promise.reject(new Error('')));
    expect(result.log).toEqual([`shown ${COMMON_MSG.unknownError}`, 'noted after']);
  });

  it('shows `errorMessage` for a thrown error, the refusal still its own message', async () => {
    const machine = calls.createMachine({
      context: { log: [] },
      initial: 'calling',
      states: {
        calling: {
          invoke: calls.outcomeCall({
            src: 'findName',
            input: () => ID,
            onSuccess: 'found',
            onFailure: { target: 'refused', show: 'show', errorMessage: 'Tente mais tarde.' },
          }),
        },
        found: { type: 'final' },
        refused: { type: 'final' },
      },
    });
    const thrown = await run(machine, async () => {
      throw new Error('Sem conexão.');
    });
    const refused = await run(machine, async () => ({ ok: false, message: 'Recusado.' }));
    expect([thrown.log, refused.log]).toEqual([['shown Tente mais tarde.'], ['shown Recusado.']]);
  });

  it('takes a branch given as a string as its target alone', async () => {
    const found = await run(terseMachine, async () => ({ ok: true, value: { name: 'Ana' } }));
    const refused = await run(terseMachine, async () => ({ ok: false, message: 'Recusado.' }));
    const thrown = await run(terseMachine, () => Promise.reject(new Error('Sem conexão.')));
    expect([found, refused, thrown].map(({ state, log }) => ({ state, log }))).toEqual([
      { state: 'found', log: [] },
      { state: 'refused', log: [] },
      { state: 'refused', log: [] },
    ]);
  });

  it('adds the one `succeeded` guard to the setup', () => {
    expect(Object.keys(callMachine.implementations.guards)).toEqual(['succeeded']);
  });

  it("builds the invoke config, checked against the machine's actors and actions", () => {
    const call = { src: 'findName', input: () => ID } as const;
    expect(calls.outcomeCall({ ...call, onSuccess: 'found', onFailure: 'refused' })).toMatchObject({
      src: 'findName',
      onDone: [{ guard: { type: 'succeeded' }, target: 'found' }, { target: 'refused' }],
      onError: { target: 'refused' },
    });
    // tsc reads what follows.
    // @ts-expect-error: `keep` is given the value, a { name }, which `show` does not take.
    calls.outcomeCall({ ...call, onSuccess: { target: 'found', keep: 'show' }, onFailure: 'refused' });
    // @ts-expect-error: `show` is given a message, which `keepName` does not take.
    calls.outcomeCall({ ...call, onSuccess: 'found', onFailure: { target: 'refused', show: 'keepName' } });
    // @ts-expect-error: `note` needs its word.
    calls.outcomeCall({ ...call, onSuccess: { target: 'found', actions: ['note'] }, onFailure: 'refused' });
    // @ts-expect-error: `count` does not answer an Outcome.
    calls.outcomeCall({ src: 'count', input: () => undefined, onSuccess: 'found', onFailure: 'refused' });
    // @ts-expect-error: `findName` takes a number.
    calls.outcomeCall({ src: 'findName', input: () => 'sete', onSuccess: 'found', onFailure: 'refused' });
  });
});
