import { describe, expect, it } from 'vitest';
import { checkoutMachine } from '../../machines/checkout.machine';
import { codeEntryMachine } from '../../machines/code-entry.machine';
import { forgotPasswordMachine } from '../../machines/forgot-password.machine';
import { createMachine, setup } from 'xstate';
import { machineCatalog, outlineMachine } from '../../machines/machine-outline';

const stateOf = (outline: ReturnType<typeof outlineMachine>, path: string) =>
  outline.states.find((state) => state.path === path);

describe('outlineMachine', () => {
  const checkout = outlineMachine(checkoutMachine);
  const recovery = outlineMachine(forgotPasswordMachine);
  const codeEntry = outlineMachine(codeEntryMachine);

  it('lists every state by its path, nested ones included, from the definition', () => {
    expect(checkout.id).toBe('checkout');
    expect(checkout.states.map((state) => state.path)).toEqual([
      'opening',
      'findingBoleto',
      'choosingMethod',
      'authorizing',
      'creating',
      'pix',
      'pix.countdown',
      'pix.countdown.ticking',
      'pix.push',
      'pix.polling',
      'pix.polling.waiting',
      'pix.polling.checking',
      'expired',
      'boleto',
      'paid',
    ]);
    expect(stateOf(checkout, 'pix')?.type).toBe('parallel');
    expect(stateOf(checkout, 'paid')?.type).toBe('final');
    expect(stateOf(checkout, 'creating')?.tags).toEqual(['busy']);
  });

  it("gives each state its own events and its timers' delays", () => {
    expect(stateOf(checkout, 'pix.countdown.ticking')?.delays).toEqual(['tick']);
    expect(stateOf(checkout, 'pix.polling.waiting')?.delays).toEqual(['pollInterval']);
    expect(stateOf(checkout, 'expired')?.events).toEqual(['back', 'pix.regenerate']);
    expect(stateOf(checkout, 'pix')?.events).toEqual(['pix.succeeded']);
    expect(stateOf(codeEntry, 'entering.counting')?.delays).toEqual(['tick']);
    expect(stateOf(codeEntry, 'entering.canResend')?.events).toEqual(['code.resend']);
    expect(stateOf(recovery, 'code.waiting')?.events).toEqual(['code.entered']);
  });

  it("names the machine's events, without XState's own timer and actor events", () => {
    expect(recovery.events).toEqual(
      expect.arrayContaining(['error.dismissed', 'user.submitted', 'code.entered', 'code.resendRequested']),
    );
    expect(codeEntry.events).toEqual(expect.arrayContaining(['code.changed', 'code.resend']));
    expect(checkout.events).toContain('payment.submitted');
    expect([...checkout.events, ...recovery.events].filter((e) => e.startsWith('xstate.'))).toEqual([]);
  });

  it('does not offer a history state to stand in', () => {
    expect(stateOf(codeEntry, 'entering.resume')).toMatchObject({ type: 'history', openable: false });
    expect(stateOf(codeEntry, 'entering.counting')?.openable).toBe(true);
  });
});

describe('machineCatalog', () => {
  it("finds the machines among modules' exports, adds the child machines they invoke, lists each once", () => {
    const child = createMachine({ id: 'child', initial: 'idle', states: { idle: {} } });
    const parent = setup({ actors: { child } }).createMachine({ id: 'parent', invoke: { src: 'child' } });
    const ids = machineCatalog([
      { parent, child },
      { again: parent, count: 3, name: 'x' },
    ]).map((m) => m.id);
    expect(ids).toEqual(['child', 'parent']);
  });
});
