import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One result type on the server: a service that can refuse returns `Outcome<T>` from
 * domain/outcome.ts (`succeeded(value)`, `failed(message, status?)`), and a route sends it with
 * `answer()` from server/plugins/errors.ts. No area declares its own ok/failure union again.
 */
const root = resolve(__dirname, '../..');

/** Named results that are not a refusal: each says what it is instead. */
const NOT_A_REFUSAL: Record<string, string> = {
  PushOutcome: "a push's delivery, 'sent' | 'gone' | 'failed', not a call's answer",
  SendCodeResult: 'a code sent, or the seconds until another may be: both are answers',
  IssueResult: 'a code issued, or the milliseconds until another may be: both are answers',
  SendDueResult: "a job run's counts (sent, refused, missed), never refused as a whole",
  ReconcileResult: "a job run's counts (checked, succeeded, failed, expired)",
};

function declaredResults(): { name: string; at: string }[] {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'server'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((f) => /\.tsx?$/.test(f));
  return files.flatMap((file) =>
    [
      ...readFileSync(resolve(root, file), 'utf8').matchAll(
        /^export\s+(?:type|interface)\s+(\w*(?:Result|Outcome))\b/gm,
      ),
    ].map(([, name]) => ({ name: name!, at: file })),
  );
}

describe('one result type on the server', () => {
  it('no server file declares its own result union', () => {
    const found = declaredResults()
      .filter(({ name }) => !(name in NOT_A_REFUSAL))
      .map(({ name, at }) => `${at}: ${name}`);
    expect(found).toEqual([]);
  });

  it('no server file defines its own answer() or Outcome', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'server'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => /\.tsx?$/.test(f) && f !== 'server/plugins/errors.ts');
    const found = files.filter((file) =>
      /^(export\s+)?(function answer\b|const answer\s*=|type Outcome\b)/m.test(
        readFileSync(resolve(root, file), 'utf8'),
      ),
    );
    expect(found).toEqual([]);
  });
});
