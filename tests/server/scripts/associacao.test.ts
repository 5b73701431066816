import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSOCIATION_MSG } from '../../../domain/association-messages';
import { openDatabase, type Database } from '../../../server/db/client';
import { associationCategories, associations, staff } from '../../../server/db/schema';
import { createTestApp, type TestContext } from '../support/test-app';

/**
 * npm run associacao as an operator runs it: a child process on the embedded database of a fresh
 * DATA_DIR (PGlite) or on this file's PostgreSQL database (DATABASE_URL).
 */
const run = promisify(execFile);
const PUBLIC_URL = 'http://quita.test:3999';

let t: TestContext;
const dataDir = mkdtempSync(join(tmpdir(), 'quita-associacao-'));
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function associacao(...args: string[]) {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PUBLIC_URL,
    SANDBOX: 'true',
    DATABASE_URL: t.databaseUrl ?? '',
  };
  try {
    const { stdout, stderr } = await run('npx', ['tsx', 'scripts/associacao.ts', ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** The database the command wrote to, opened after it ended (PGlite allows one process at a time). */
async function withDatabase<T>(read: (database: Database) => Promise<T>): Promise<T> {
  if (t.databaseUrl) return read(t.database);
  const database = await openDatabase({ dataDir });
  try {
    return await read(database);
  } finally {
    await database.close();
  }
}

describe('npm run associacao', () => {
  it('creates the association and prints the gestor’s 7-day invitation link', async () => {
    const done = await associacao(
      '--cnpj',
      '66.677.788/0001-83',
      '--nome',
      'Sociedade Mineira de Teste',
      '--gestor',
      'Secretaria@SMT.org.br',
    );
    expect(done.code, done.stderr).toBe(0);
    const lines = done.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const token = new RegExp(`^Convite: ${PUBLIC_URL}/gestao/convite/([A-Za-z0-9_-]{43})$`).exec(
      lines[0]!,
    )?.[1];
    expect(token).toBeDefined();

    await withDatabase(async ({ db }) => {
      const [association] = await db
        .select()
        .from(associations)
        .where(eq(associations.cnpj, '66677788000183'));
      expect(association).toMatchObject({
        name: 'Sociedade Mineira de Teste',
        legalName: 'Sociedade Mineira de Teste',
      });
      expect(association!.id).toBeGreaterThanOrEqual(2_000_000);
      expect(
        await db
          .select()
          .from(associationCategories)
          .where(eq(associationCategories.associationId, association!.id)),
      ).toEqual([]);
      const [gestor] = await db.select().from(staff).where(eq(staff.associationId, association!.id));
      expect(gestor).toMatchObject({ email: 'secretaria@smt.org.br', role: 'gestor', passwordHash: null });
      expect(gestor!.inviteTokenHash).toBe(createHash('sha256').update(token!).digest('hex'));
      const days = (gestor!.inviteExpiresAt!.getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThanOrEqual(7);
    });
  }, 120_000);

  it('refuses a CNPJ already on Quita, a bad CNPJ and a bad e-mail in pt-BR, exit code 1', async () => {
    const taken = await associacao('--cnpj', '66677788000183', '--nome', 'Outra', '--gestor', 'x@y.org.br');
    expect(taken).toMatchObject({ code: 1, stdout: '' });
    expect(taken.stderr.trim()).toBe(ASSOCIATION_MSG.cnpjTaken);
    const bad = await associacao('--cnpj', '66677788000100', '--nome', 'Outra', '--gestor', 'x@y.org.br');
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim()).toBe(ASSOCIATION_MSG.cnpjInvalid);
    const email = await associacao('--cnpj', '77788899000183', '--nome', 'Outra', '--gestor', 'sem-arroba');
    expect(email.code).toBe(1);
    expect(email.stderr.trim()).toBe(ASSOCIATION_MSG.emailInvalid);
  }, 120_000);

  it('says how to call it when an argument is missing', async () => {
    const res = await associacao('--cnpj', '77788899000183');
    expect(res.code).toBe(2);
    expect(res.stderr.trim()).toBe(
      'Uso: npm run associacao -- --cnpj <cnpj> --nome "<razão social>" --gestor <e-mail>',
    );
  }, 60_000);
});
