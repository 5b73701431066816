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
  /^(gestao-|association-brand|debito-automatico|documents|open-items|privacy-requests|reminders|sandbox|tickets|uploads|votings)/;

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

/**
 * One name per concept (docs/glossary.md): the association is `association` in every file, type,
 * table binding and folder. What stays `issuer` is what other systems or stored rows spell so: the
 * database's SQL names (`issuers`, `issuer_id`), the audit log's stored action and entity keys, a
 * card's issuing bank and Node's TLS error codes.
 */
const STORED_OR_FOREIGN = [
  /'issuer\.[a-z_]+'/g,
  /entity: 'issuer'/g,
  /\bissuer: 'Associação'/g,
  /pgTable\(\s*'issuers'/g,
  /\b(from|join|into|update) issuers\b/g,
  /UNABLE_TO_GET_ISSUER_CERT(_LOCALLY)?/g,
  /DECLINED_BY_ISSUER_MESSAGE/g,
  /\b[a-z0-9_]*(issuers?_|_issuers?)[a-z0-9_]*\b/g,
];

describe('one name per concept', () => {
  const codeFiles = execFileSync(
    'git',
    ['ls-files', 'machines', 'src', 'server', 'domain', 'scripts', 'tests'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((f) => /\.(tsx?|css)$/.test(f) && !f.startsWith('server/db/migrations/'))
    .filter((f) => f !== 'tests/lib/vocabulary.test.ts');

  it('calls the association `association`, never `issuer`', () => {
    const found = codeFiles.flatMap((file) => {
      const text = STORED_OR_FOREIGN.reduce(
        (rest, kept) => rest.replace(kept, ''),
        readFileSync(join(root, file), 'utf8'),
      );
      const names = text.match(/[A-Za-z0-9_$]*(issuer|Issuer|ISSUER)[A-Za-z0-9_$]*/g) ?? [];
      return [...(/issuer/i.test(file) ? [file] : []), ...names.map((name) => `${file}: ${name}`)];
    });
    expect(found).toEqual([]);
  });

  it('calls a product `product`, never `project` (only the SQL names and the test runners keep theirs)', () => {
    const sqlOrRunner = [
      /pgTable\(\s*'projects'/g,
      /\b(from|join|into|update) projects\b/g,
      /\b[a-z0-9_]*(projects?_|_projects?)[a-z0-9_]*\b/g,
      /\b(testInfo|workerInfo)\.project\b/g,
      /\bTestProject\b/g,
    ];
    const found = codeFiles
      .filter(
        (file) => !/^(tests\/server\/support\/database-template\.global\.ts|scripts\/test\/)/.test(file),
      )
      .flatMap((file) => {
        const text = sqlOrRunner.reduce(
          (rest, kept) => rest.replace(kept, ''),
          readFileSync(join(root, file), 'utf8'),
        );
        const names = text.match(/[A-Za-z0-9_$]*(project|Project|PROJECT)[A-Za-z0-9_$]*/g) ?? [];
        return [...(/project/i.test(file) ? [file] : []), ...names.map((name) => `${file}: ${name}`)];
      });
    expect(found).toEqual([]);
  });

  it('names the live payment status for what it is (no server/events beside congress events)', () => {
    expect(codeFiles.filter((f) => f.startsWith('server/events/'))).toEqual([]);
    expect(codeFiles.some((f) => f.startsWith('server/live-status/'))).toBe(true);
  });
});
