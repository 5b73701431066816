import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Outcome } from '../../domain/outcome';
import { PRIVACY_REQUEST_MSG as MSG } from '../../domain/privacy-request-messages';
import { accountErasureMachine, type ErasureAnswer } from '../../machines/account-erasure.machine';

function start(answer: ErasureAnswer) {
  const sent: { password: string; pin: string }[] = [];
  const actor = createActor(
    accountErasureMachine.provide({
      actors: {
        requestErasure: fromPromise(async ({ input }) => {
          sent.push(input);
          return answer;
        }),
        cancelRequest: fromPromise<Outcome<unknown>, { requestId: number }>(async () => ({
          ok: true,
          value: undefined,
        })),
      },
    }),
  ).start();
  return { actor, sent };
}

describe('accountErasureMachine', () => {
  it('sends nothing without the password and a 4-digit PIN', () => {
    const { actor, sent } = start({ ok: true, value: { erasedNow: false } });
    actor.send({ type: 'erasure.started' });
    actor.send({ type: 'erasure.submitted' });
    expect(actor.getSnapshot().context.error).toBe(MSG.passwordRequired);
    actor.send({ type: 'password.changed', value: 'Senha@2026' });
    actor.send({ type: 'pin.changed', value: '12a' });
    actor.send({ type: 'erasure.submitted' });
    expect(actor.getSnapshot().context).toMatchObject({ pin: '12', error: MSG.pinRequired });
    expect(sent).toEqual([]);
  });

  it('sends once and goes back to the start with a request opened', async () => {
    const { actor, sent } = start({ ok: true, value: { erasedNow: false } });
    actor.send({ type: 'erasure.started' });
    actor.send({ type: 'password.changed', value: 'Senha@2026' });
    actor.send({ type: 'pin.changed', value: '1234' });
    actor.send({ type: 'erasure.submitted' });
    actor.send({ type: 'erasure.submitted' });
    await waitFor(actor, (s) => s.matches('offered'));
    expect(sent).toEqual([{ password: 'Senha@2026', pin: '1234' }]);
    expect(actor.getSnapshot().context.password).toBe('');
  });

  it('a refusal keeps the form with its message and an empty PIN; erased at once ends the flow', async () => {
    const refused = start({ ok: false, message: 'Senha incorreta.' });
    refused.actor.send({ type: 'erasure.started' });
    refused.actor.send({ type: 'password.changed', value: 'x' });
    refused.actor.send({ type: 'pin.changed', value: '1234' });
    refused.actor.send({ type: 'erasure.submitted' });
    await waitFor(refused.actor, (s) => s.matches('confirming') && s.context.error !== null);
    expect(refused.actor.getSnapshot().context).toMatchObject({ error: 'Senha incorreta.', pin: '' });

    const erased = start({ ok: true, value: { erasedNow: true } });
    erased.actor.send({ type: 'erasure.started' });
    erased.actor.send({ type: 'password.changed', value: 'x' });
    erased.actor.send({ type: 'pin.changed', value: '1234' });
    erased.actor.send({ type: 'erasure.submitted' });
    await waitFor(erased.actor, (s) => s.status === 'done');
  });
});
