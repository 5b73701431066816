import { and, eq } from 'drizzle-orm';
import { categories } from '../../../server/db/schema';
import type { TestContext } from '../support/test-app';

/** The demo's second association (1024839) has its own Titular, with an id the database allocated. */
export async function psiTitularId(t: TestContext): Promise<number> {
  const [row] = await t.database.db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.associationId, 1024839), eq(categories.description, 'Titular')));
  return row!.id;
}
