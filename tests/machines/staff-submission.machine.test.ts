import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { COMMON_MSG } from '../../domain/messages';
import { failed, succeeded, type Outcome } from '../../domain/outcome';
import { staffSubmissionMachine } from '../../machines/staff-submission.machine';

function start(answer: (values: unknown) => Promise<Outcome<unknown>>) {
  const calls: unknown[] = [];
  const actor = createActor(
    staffSubmissionMachine.provide({
      actors: {
        submit: fromPromise(async ({ input }) => {
          calls.push(input);
          return answer(input);
        }),
      },
    }),
    { input: { check: (reason: string) => (reason.length < 3 ? 'Informe o motivo.' : null) } },
  ).start();
  return { actor, calls };
}

describe('staffSubmissionMachine', () => {
  it('checks the values before any call and marks the field invalid', () => {
    const { actor, calls } = start(async () => succeeded(1));
    actor.send({ type: 'submitted', values: 'x' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ error: 'Informe o motivo.', invalid: true });
    expect(calls).toEqual([]);
  });

  it('calls once with the values, busy until the answer, then done with it', async () => {
    const { actor, calls } = start(async () => succeeded({ id: 7 }));
    actor.send({ type: 'submitted', values: 'x' });
    actor.send({ type: 'submitted', values: 'Duplicado' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ error: null, invalid: false });
    actor.send({ type: 'submitted', values: 'Outro motivo' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toEqual(['Duplicado']);
    expect(actor.getSnapshot().context.result).toEqual({ id: 7 });
  });

  it("shows the server's refusal, not as an invalid field, and goes again", async () => {
    let answers = 0;
    const { actor, calls } = start(async () => (++answers === 1 ? failed('Item já pago.') : succeeded(null)));
    actor.send({ type: 'submitted', values: 'Duplicado' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ error: 'Item já pago.', invalid: false });
    actor.send({ type: 'submitted', values: 'Duplicado' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toHaveLength(2);
  });

  it('answers a thrown call with the common message', async () => {
    const { actor } = start(() => Promise.reject(new Error('offline')));
    actor.send({ type: 'submitted', values: 'Duplicado' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(COMMON_MSG.unknownError);
  });

  it('may go again after done, while the dialog stays', async () => {
    const { actor, calls } = start(async () => succeeded(null));
    actor.send({ type: 'submitted', values: 'Primeiro' });
    await waitFor(actor, (s) => s.matches('done'));
    actor.send({ type: 'submitted', values: 'Segundo' });
    await waitFor(actor, (s) => s.matches('done') && calls.length === 2);
    expect(calls).toEqual(['Primeiro', 'Segundo']);
  });
});
