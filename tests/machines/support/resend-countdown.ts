import { expect, vi } from 'vitest';
import type { StateValue } from 'xstate';

interface CodeStepActor {
  getSnapshot(): {
    context: { secondsLeft: number };
    matches(value: StateValue): boolean;
    can(event: { type: 'code.resend' }): boolean;
  };
}

/** ('code', 'counting') → { code: 'counting' }; a nested step is written 'recovering.awaitingCode'. */
const inStep = (step: string, state: string): StateValue =>
  step.split('.').reduceRight<StateValue>((value, name) => ({ [name]: value }), state);

/**
 * Runs a code step's countdown with fake timers: it starts `counting` at 60 s, is at 59 a second
 * later with no resend yet, still counts at 1 s, and at 0 reaches `canResend`, where the resend is allowed.
 */
export async function expectResendCountdown(actor: CodeStepActor, step: string) {
  const snap = () => actor.getSnapshot();
  expect(snap().matches(inStep(step, 'counting'))).toBe(true);
  expect(snap().context.secondsLeft).toBe(60);
  await vi.advanceTimersByTimeAsync(1_000);
  expect(snap().context.secondsLeft).toBe(59);
  expect(snap().can({ type: 'code.resend' })).toBe(false);
  await vi.advanceTimersByTimeAsync(58_000);
  expect(snap().context.secondsLeft).toBe(1);
  expect(snap().matches(inStep(step, 'counting'))).toBe(true);
  await vi.advanceTimersByTimeAsync(1_000);
  expect(snap().matches(inStep(step, 'canResend'))).toBe(true);
  expect(snap().context.secondsLeft).toBe(0);
  expect(snap().can({ type: 'code.resend' })).toBe(true);
}
