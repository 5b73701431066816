import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { forgotPasswordMachine, type ForgotPasswordContext } from '../../../machines/forgot-password.machine';
import { SandboxClock } from '../../../src/features/sandbox/sandbox-clock';
import { startInState } from '../../../src/features/sandbox/start-in-state';

const context: ForgotPasswordContext = {
  usuario: 'maria@example.com',
  code: '',
  senha: '',
  senhaRepeticao: '',
  sentTo: 'Enviamos o código para m***@example.com',
  secondsLeft: 60,
  error: null,
};

describe('startInState', () => {
  it('stands in the chosen state with the given context, its initial child resolved', () => {
    const actor = startInState(forgotPasswordMachine, { value: 'code', context, clock: new SandboxClock() });
    expect(actor.getSnapshot().value).toEqual({ code: 'counting' });
    expect(actor.getSnapshot().context.sentTo).toBe(context.sentTo);
  });

  it('takes a nested state by its dotted path, as the sandbox lists it', () => {
    const actor = startInState(forgotPasswordMachine, {
      value: 'code.canResend',
      context,
      clock: new SandboxClock(),
    });
    expect(actor.getSnapshot().value).toEqual({ code: 'canResend' });
    expect(actor.getSnapshot().can({ type: 'code.resend' })).toBe(true);
  });

  it("arms the state's timers on the machine's clock: the resend opens after its 60 s, not before", () => {
    const clock = new SandboxClock();
    const actor = startInState(forgotPasswordMachine, { value: 'code', context, clock });
    clock.advance(59_000);
    expect(actor.getSnapshot().value).toEqual({ code: 'counting' });
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    expect(actor.getSnapshot().can({ type: 'code.resend' })).toBe(false);
    clock.advance(1_000);
    expect(actor.getSnapshot().value).toEqual({ code: 'canResend' });
    expect(actor.getSnapshot().can({ type: 'code.resend' })).toBe(true);
  });

  it('leaves no timer behind: leaving the state cancels it, as its own entry would', () => {
    const machine = createMachine({
      id: 'door',
      initial: 'open',
      states: {
        open: { after: { 1_000: 'closed' }, on: { leave: 'away' } },
        away: { on: { back: 'open' } },
        closed: {},
      },
    });
    const clock = new SandboxClock();
    const actor = startInState(machine, { value: 'open', context: {}, clock });
    actor.send({ type: 'leave' });
    clock.advance(500);
    actor.send({ type: 'back' });
    clock.advance(700);
    expect(actor.getSnapshot().value).toBe('open');
    clock.advance(300);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it("sends the machine's events to the inspector it is given", () => {
    const seen: string[] = [];
    const actor = startInState(forgotPasswordMachine, {
      value: 'code',
      context,
      clock: new SandboxClock(),
      inspect: (event) => {
        if (event.type === '@xstate.event') seen.push(event.event.type);
      },
    });
    actor.send({ type: 'code.changed', value: '1' });
    expect(seen).toContain('code.changed');
  });
});
