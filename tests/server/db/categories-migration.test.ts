import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/client';
import { migrateDatabase } from '../../../server/db/migrate';
import * as t from '../../../server/db/schema';
import { adminQuery, databaseUrl, dropPostgresDatabase } from '../support/database-template';

const MIGRATIONS = fileURLToPath(new URL('../../../server/db/migrations', import.meta.url));
const TAG = '0023_categories_per_association';
const OTHER = 900_001;

/** The migrations folder as it was before categories belonged to an association. */
function foldersBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'quita-migrations-'));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

let database: Database;
let drop = async () => undefined as void;

async function emptyDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !adminUrl) return openDatabase({});
  const name = `quita_migration_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const opened = await openDatabase({ url: databaseUrl(adminUrl, name) });
  drop = () => dropPostgresDatabase(adminUrl, name);
  return opened;
}

beforeAll(async () => {
  database = await emptyDatabase();
  const migrationsFolder = foldersBefore(TAG);
  if (database.kind === 'pglite')
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  else await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  // The old shape: global categories, two associations sharing 501 and 601, one nobody uses.
  await database.exec(`
    insert into issuers (id, name) values (428, 'Sociedade Demo'), (${OTHER}, 'Outra Sociedade');
    insert into categories (id, description) values
      (2701, 'Residente ou Fellow'), (501, 'Aspirante'), (601, 'Titular'), (999, 'Sem uso');
    insert into issuer_categories (issuer_id, category_id, annuity_centavos, annuity_promo_centavos) values
      (428, 2701, 42900, 36465), (428, 501, 62400, 53040), (428, 601, 78000, 66300),
      (${OTHER}, 501, 10000, null), (${OTHER}, 601, 30000, null);
    insert into members (id, name, cpf) values (1, 'Ana', '52998224725'), (2, 'Bia', '39053344705');
    insert into memberships (member_id, issuer_id, category_id, status, category_since) values
      (1, 428, 601, 'A', '2015-03-01'), (1, ${OTHER}, 601, 'A', '2020-01-01'),
      (2, ${OTHER}, 501, 'A', '2025-02-01');
    insert into projects (id, issuer_id, hash, description) values (1, ${OTHER}, 'curso-x', 'Curso');
    insert into project_prices (project_id, category_id, amount_centavos) values (1, 601, 5000), (1, 501, 2500);
  `);
  await migrateDatabase(database);
}, 120_000);
afterAll(async () => {
  await database.close();
  await drop();
});

const categoriesOf = (associationId: number) =>
  database.db
    .select()
    .from(t.categories)
    .where(eq(t.categories.associationId, associationId))
    .orderBy(asc(t.categories.description));

describe(`migration ${TAG} (${process.env.TEST_DB ?? 'pglite'})`, () => {
  it('association 428 keeps SPEC §3’s ids, prices and texts; Aspirante keeps “após 2 anos, Titular”', async () => {
    expect(await categoriesOf(428)).toEqual([
      expect.objectContaining({
        id: 501,
        description: 'Aspirante',
        promotesAfterYears: 2,
        promotesToCategoryId: 601,
      }),
      expect.objectContaining({ id: 2701, description: 'Residente ou Fellow', promotesAfterYears: null }),
      expect.objectContaining({ id: 601, description: 'Titular', retiredAt: null, promotesAfterYears: null }),
    ]);
    const prices = await database.db
      .select()
      .from(t.associationCategories)
      .where(eq(t.associationCategories.associationId, 428))
      .orderBy(asc(t.associationCategories.categoryId));
    expect(prices.map((p) => [p.categoryId, p.annuityCentavos, p.annuityPromoCentavos])).toEqual([
      [501, 62400, 53040],
      [601, 78000, 66300],
      [2701, 42900, 36465],
    ]);
  });

  it('the other association gets its own rows, and its prices, memberships, history and product prices follow', async () => {
    const [aspirante, titular] = await categoriesOf(OTHER);
    expect(aspirante).toMatchObject({
      description: 'Aspirante',
      promotesAfterYears: 2,
      promotesToCategoryId: titular!.id,
    });
    expect(titular).toMatchObject({ description: 'Titular' });
    expect([aspirante!.id, titular!.id].every((id) => id > 2701)).toBe(true);

    const prices = await database.db
      .select()
      .from(t.associationCategories)
      .where(eq(t.associationCategories.associationId, OTHER));
    expect(new Map(prices.map((p) => [p.categoryId, p.annuityCentavos]))).toEqual(
      new Map([
        [aspirante!.id, 10000],
        [titular!.id, 30000],
      ]),
    );
    const ms = await database.db.select().from(t.memberships).orderBy(asc(t.memberships.id));
    expect(ms.map((m) => [m.associationId, m.categoryId, m.categorySince])).toEqual([
      [428, 601, '2015-03-01'],
      [OTHER, titular!.id, '2020-01-01'],
      [OTHER, aspirante!.id, '2025-02-01'],
    ]);
    const history = await database.db
      .select()
      .from(t.membershipCategories)
      .orderBy(asc(t.membershipCategories.membershipId));
    expect(history.map((h) => [h.membershipId, h.categoryId, h.startsOn])).toEqual(
      ms.map((m) => [m.id, m.categoryId, m.categorySince]),
    );
    const productPrices = await database.db.select().from(t.productPrices);
    expect(new Map(productPrices.map((p) => [p.categoryId, p.amountCentavos]))).toEqual(
      new Map([
        [titular!.id, 5000],
        [aspirante!.id, 2500],
      ]),
    );
  });

  it('drops a category nobody used, and new categories take ids from the database', async () => {
    expect(await database.db.select().from(t.categories).where(eq(t.categories.id, 999))).toEqual([]);
    const [created] = await database.db
      .insert(t.categories)
      .values({ associationId: OTHER, description: 'Estudante' })
      .returning();
    expect(created!.id).toBeGreaterThan(2701);
  });

  it('refuses a price for another association’s category', async () => {
    await expect(
      database.db
        .insert(t.associationCategories)
        .values({ associationId: OTHER, categoryId: 2701, annuityCentavos: 1 }),
    ).rejects.toThrow();
  });
});
