import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A machine's call to an actor that answers an Outcome goes by the `succeeded` guard of
 * machines/outcome-call.ts, its value kept by `outcomeValue` and a refusal or a thrown error shown by
 * `failureMessage`. No machine declares a guard of its own that only asks whether an Outcome succeeded.
 */
const machinesDir = resolve(__dirname, '../../machines');

/** `(_, r: Outcome<…>) => r.ok`, whatever the guard's name or the Outcome's alias. */
const OWN_OUTCOME_GUARD = /\(_, (\w+): \w*Outcome\b[^)]*\) => \1\.ok,?$/m;

const withOwnGuard = readdirSync(machinesDir)
  .filter((f) => f.endsWith('.ts') && f !== 'outcome-call.ts')
  .filter((f) => OWN_OUTCOME_GUARD.test(readFileSync(join(machinesDir, f), 'utf8')));

describe('Outcome calls', () => {
  it('finds the guard it forbids, and only it', () => {
    expect([
      OWN_OUTCOME_GUARD.test('succeeded: (_, r: Outcome<unknown>) => r.ok,'),
      OWN_OUTCOME_GUARD.test('sent: (_, outcome: ContactCodeOutcome) => outcome.ok,'),
      OWN_OUTCOME_GUARD.test('refused: (_, r: PaymentOutcome) => !r.ok,'),
      OWN_OUTCOME_GUARD.test('isConfirmed: (_, r: LoginOutcome) => r.ok && r.value.confirmed,'),
      OWN_OUTCOME_GUARD.test("succeeded: (_, status: TransactionStatus) => status === 'succeeded',"),
    ]).toEqual([true, true, false, false, false]);
  });

  it('leaves no machine a succeeded guard of its own', () => {
    expect(withOwnGuard).toEqual([]);
  });
});
