import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * `npm audit --omit=dev` must show no high or critical advisory, unless docs/security.md lists the
 * package under "Accepted advisories" with a reason. Exit 0: clean; 1: an advisory to act on;
 * 2: the audit could not be run (registry unreachable, bad answer).
 */
const BLOCKING = new Set(['high', 'critical']);
const DOC = 'docs/security.md';

interface Vulnerability {
  name: string;
  severity: string;
  via: (string | { title?: string; url?: string })[];
}

/** Package names in the table of the "Accepted advisories" section of the threat model. */
export function acceptedPackages(markdown: string): Set<string> {
  const section = markdown.split(/^## /m).find((s) => s.startsWith('Accepted advisories')) ?? '';
  const names = section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .map((line) => line.split('|')[1]!.trim().replace(/`/g, ''))
    .filter((name) => name && name !== 'package');
  return new Set(names);
}

function main(): number {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
  let report: {
    vulnerabilities?: Record<string, Vulnerability>;
    message?: string;
    error?: { summary?: string };
  };
  try {
    report = JSON.parse(run.stdout) as typeof report;
  } catch {
    console.error(`npm audit gave no JSON (exit ${run.status}):\n${run.stderr.slice(0, 2000)}`);
    return 2;
  }
  if (report.error || !report.vulnerabilities) {
    const why = report.message || report.error?.summary || 'no vulnerabilities in the answer';
    console.error(`npm audit could not run (the registry's audit endpoint refused): ${why}`);
    return 2;
  }
  const accepted = acceptedPackages(readFileSync(DOC, 'utf8'));
  const all = Object.values(report.vulnerabilities);
  const blocking = all.filter((v) => BLOCKING.has(v.severity));
  const open = blocking.filter((v) => !accepted.has(v.name));
  console.log(`npm audit --omit=dev: ${all.length} advisories, ${blocking.length} high or critical`);
  for (const v of blocking) {
    const titles = v.via.map((via) => (typeof via === 'string' ? via : (via.title ?? ''))).join('; ');
    console.log(`  ${accepted.has(v.name) ? 'accepted' : 'OPEN    '} ${v.severity} ${v.name}: ${titles}`);
  }
  if (open.length > 0) {
    console.error(`${open.length} high/critical advisories are neither fixed nor accepted in ${DOC}.`);
    return 1;
  }
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main());
