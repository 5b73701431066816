import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { codeEntryMachine, type CodeEntryContext } from '../../../machines/code-entry.machine';
import { forgotPasswordMachine, type ForgotPasswordContext } from '../../../machines/forgot-password.machine';
import { SandboxClock } from '../../../src/features/sandbox/sandbox-clock';
import { startInState } from '../../../src/features/sandbox/start-in-state';

const context: CodeEntryContext = { code: '', secondsLeft: 60 };

const forgotContext: ForgotPasswordContext = {
  user: 'maria@example.com',
  code: '',
  password: '',
  passwordRepeat: '',
  sentTo: 'Enviamos o código para m***@example.com',
  error: null,
};

describe('startInState', () => {
  it('stands in the chosen state with the given context, its initial child resolved', () => {
    const actor = startInState(forgotPasswordMachine, {
      value: 'code',
      context: forgotContext,
      clock: new SandboxClock(),
    });
    expect(actor.getSnapshot().value).toEqual({ code: 'waiting' });
    expect(actor.getSnapshot().context.sentTo).toBe(forgotContext.sentTo);
  });

  it('takes a nested state by its dotted path, as the sandbox lists it', () => {
    const actor = startInState(codeEntryMachine, {
      value: 'entering.canResend',
      context,
      clock: new SandboxClock(),
    });
    expect(actor.getSnapshot().value).toEqual({ entering: 'canResend' });
    expect(actor.getSnapshot().can({ type: 'code.resend' })).toBe(true);
  });

  it("arms the state's timers on the machine's clock: the resend opens after its 60 s, not before", () => {
    const clock = new SandboxClock();
    const actor = startInState(codeEntryMachine, { value: 'entering.counting', context, clock });
    clock.advance(59_000);
    expect(actor.getSnapshot().value).toEqual({ entering: 'counting' });
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    expect(actor.getSnapshot().can({ type: 'code.resend' })).toBe(false);
    clock.advance(1_000);
    expect(actor.getSnapshot().value).toEqual({ entering: 'canResend' });
    expect(actor.getSnapshot().can({ type: 'code.resend' })).toBe(true);
  });

  it('starts the child the state invokes, from the input given for it, its timers on the same clock', () => {
    const clock = new SandboxClock();
    const actor = startInState(forgotPasswordMachine, {
      value: 'code',
      context: forgotContext,
      clock,
      childInputs: { code: { secondsLeft: 5 } },
    });
    const code = actor.getSnapshot().children.code!;
    expect(code.getSnapshot().value).toEqual({ entering: 'counting' });
    expect(code.getSnapshot().context.secondsLeft).toBe(5);
    clock.advance(4_000);
    expect(code.getSnapshot().context.secondsLeft).toBe(1);
    clock.advance(1_000);
    expect(code.getSnapshot().can({ type: 'code.resend' })).toBe(true);
    // The child talks to its parent as in the app: the resend asks the parent for a new code.
    code.send({ type: 'code.resend' });
    expect(actor.getSnapshot().value).toBe('resending');
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
      value: 'user',
      context: forgotContext,
      clock: new SandboxClock(),
      inspect: (event) => {
        if (event.type === '@xstate.event') seen.push(event.event.type);
      },
    });
    actor.send({ type: 'field.changed', field: 'user', value: 'x' });
    expect(seen).toContain('field.changed');
  });
});
