import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, sendTo, setup } from 'xstate';
import { codeEntryInput, codeEntryMachine, type CodeEntryRequest } from '../../machines/code-entry.machine';
import { expectResendCountdown } from './support/resend-countdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A parent as the flows are: it invokes the step as `code`, keeps what it asks, refuses on demand. */
function start(input: { secondsLeft?: number } = {}) {
  const parent = setup({
    types: {} as { context: { requests: CodeEntryRequest[] }; events: CodeEntryRequest | { type: 'refuse' } },
    actors: { codeEntry: codeEntryMachine },
  }).createMachine({
    context: { requests: [] },
    invoke: { id: 'code', src: 'codeEntry', input },
    on: {
      'code.entered': { actions: assign({ requests: ({ context, event }) => [...context.requests, event] }) },
      'code.incomplete': {
        actions: assign({ requests: ({ context, event }) => [...context.requests, event] }),
      },
      'code.resendRequested': {
        actions: assign({ requests: ({ context, event }) => [...context.requests, event] }),
      },
      refuse: { actions: sendTo('code', { type: 'code.refused' }) },
    },
  });
  const actor = createActor(parent).start();
  const code = actor.getSnapshot().children.code!;
  return { actor, code, requests: () => actor.getSnapshot().context.requests };
}

describe('code entry (child of the flows that send a 6-digit code)', () => {
  it('counts 60 s one tick at a time, then allows the resend, which it asks of its parent', async () => {
    const { code, requests } = start();
    await expectResendCountdown(code, 'entering');
    code.send({ type: 'code.resend' });
    expect(requests()).toEqual([{ type: 'code.resendRequested' }]);
    expect(code.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('no resend before the countdown ends', async () => {
    const { code, requests } = start();
    await vi.advanceTimersByTimeAsync(30_000);
    code.send({ type: 'code.resend' });
    expect(requests()).toEqual([]);
  });

  it('after a failed send it starts where another code may be asked for at once', () => {
    const { code } = start({ secondsLeft: 0 });
    expect(code.getSnapshot().matches({ entering: 'canResend' })).toBe(true);
    expect(codeEntryInput({ event: { type: 'xstate.error.actor.0.x' } })).toEqual({ secondsLeft: 0 });
    expect(
      codeEntryInput({ event: { type: 'xstate.done.actor.0.x', output: { ok: false, message: 'x' } } }),
    ).toEqual({ secondsLeft: 0 });
    expect(codeEntryInput({ event: { type: 'xstate.done.actor.0.x', output: { ok: true } } })).toEqual({
      secondsLeft: 60,
    });
  });

  it('six digits, typed or pasted with spaces, go to the parent at once', () => {
    const { code, requests } = start();
    code.send({ type: 'code.changed', value: '12a34' });
    expect(code.getSnapshot().context.code).toBe('1234');
    expect(requests()).toEqual([]);
    code.send({ type: 'code.changed', value: '123 456' });
    expect(requests()).toEqual([{ type: 'code.entered', code: '123456' }]);
    expect(code.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('fewer than six digits submitted say so to the parent and send no code', () => {
    const { code, requests } = start();
    code.send({ type: 'code.changed', value: '123' });
    code.send({ type: 'code.submitted' });
    expect(requests()).toEqual([{ type: 'code.incomplete' }]);
  });

  it('a refused code is emptied and the countdown goes on where it was', async () => {
    const { actor, code } = start();
    await vi.advanceTimersByTimeAsync(15_000);
    code.send({ type: 'code.changed', value: '000000' });
    actor.send({ type: 'refuse' });
    expect(code.getSnapshot().matches({ entering: 'counting' })).toBe(true);
    expect(code.getSnapshot().context).toMatchObject({ code: '', secondsLeft: 45 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(code.getSnapshot().context.secondsLeft).toBe(44);
  });
});
