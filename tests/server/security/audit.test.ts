import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { acceptedPackages } from '../../../scripts/security/audit';

describe('scripts/security/audit.ts', () => {
  it('reads the accepted advisories from the threat model, and none is accepted today', () => {
    expect(acceptedPackages(readFileSync('docs/security.md', 'utf8'))).toEqual(new Set());
  });

  it('reads package names from the section table', () => {
    const doc = [
      '## Accepted advisories',
      '',
      '| package | severity | reason |',
      '| ------- | -------- | ------ |',
      '| `tar` | high | only unpacks our own build |',
      '',
      '## Known gaps',
      '| `other` | x | y |',
    ].join('\n');
    expect(acceptedPackages(doc)).toEqual(new Set(['tar']));
  });
});
