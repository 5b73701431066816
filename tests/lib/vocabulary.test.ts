import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * SPEC §7's wire names live at the two edges that speak them (docs/architecture.md): the SPA's
 * endpoint files and the server's route handlers (with the plugins that write the wire's errors and
 * redact its secrets). Machines, components, hooks, domain rules and server services use the
 * inside names of docs/glossary.md.
 */
const root = resolve(__dirname, '../..');
const contractDir = join(root, 'domain/contract');

const EDGES = [
  /^domain\/contract\//,
  /^server\/routes\//,
  /^server\/plugins\//,
  /^server\/app\.ts$/,
  // The database's own edge: codes the rows have always stored ('EMAIL', 'CELULAR').
  /^server\/db\/schema\.ts$/,
  /^src\/lib\/api-result\.ts$/,
  // The payment screen's reader of the server-sent events (SPEC §7's STATUS).
  /^src\/lib\/transaction-watcher\.ts$/,
  /(^|\/)([a-z-]+-)?api\.ts$/,
];

/** The contract files of our own APIs (camelCase on the wire): anyone may import them. */
const OWN_VOCABULARY =
  /^(gestao-|association-brand|debito-automatico|documents|open-items|reminders|sandbox|tickets|uploads|votings)/;

/** Words that are also ordinary text or values: only their use as a key or a property counts. */
const ALSO_TEXT = new Set(['PIX', 'CPF', 'CEP', 'CRM', 'BRL', 'PIN', 'TOTAL', 'OFTALMOLOGIA']);

const spec7Files = readdirSync(contractDir).filter((f) => f.endsWith('.ts') && !OWN_VOCABULARY.test(f));

function wireNames(): string[] {
  const names = new Set<string>();
  for (const file of spec7Files) {
    for (const [, name] of readFileSync(join(contractDir, file), 'utf8').matchAll(
      /\b([A-Z][A-Z0-9_]{2,})\b\s*:/g,
    )) {
      names.add(name!);
    }
  }
  return [...names, 'resultado'];
}

function insideFiles(): string[] {
  return execFileSync('git', ['ls-files', 'machines', 'src', 'server', 'domain'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((f) => /\.tsx?$/.test(f) && !EDGES.some((edge) => edge.test(f)));
}

const withoutComments = (line: string) =>
  /^\s*(\/\/|\/?\*)/.test(line) ? '' : line.replace(/\s\/\/.*$/, '');

describe('one vocabulary inside', () => {
  const names = wireNames();
  const alternatives = names.join('|');
  const quoted = names.filter((n) => !ALSO_TEXT.has(n)).join('|');
  const wireUse = new RegExp(
    `(\\.(${alternatives})\\b|(^|[\\s{,(])(${alternatives})\\s*\\??:[^:]|['"](${quoted})['"])`,
  );
  const spec7Import = new RegExp(
    `domain/contract/(${spec7Files.map((f) => f.replace(/\.ts$/, '')).join('|')})['"]`,
  );

  it('reads the wire names from the contract', () => {
    expect(names).toEqual(
      expect.arrayContaining(['EMITENTE_ML', 'ID_FLUXO_DE_CAIXA', 'VALOR', 'RESULTADO', 'MSG']),
    );
  });

  it('machines, components, hooks, domain rules and services use no SPEC §7 name', () => {
    const found = insideFiles().flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .map((line, i) => ({ line: withoutComments(line), at: `${file}:${i + 1}` }))
        .filter(({ line }) => wireUse.test(line))
        .map(({ line, at }) => `${at}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it('only the edges import the SPEC §7 contract', () => {
    const found = insideFiles().filter((file) => spec7Import.test(readFileSync(join(root, file), 'utf8')));
    expect(found).toEqual([]);
  });
});
