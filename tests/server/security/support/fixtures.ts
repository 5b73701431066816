import { memberships, productPrices, products } from '../../../../server/db/schema';
import type { TestContext } from '../../support/test-app';

/** A store product of association 1024839 that Maria (made a member there) can see and Pedro cannot. */
export async function productOnlyMariaSees(t: TestContext, mariaId: number): Promise<number> {
  const { db } = t.database;
  await db
    .insert(memberships)
    .values({ memberId: mariaId, associationId: 1024839, categoryId: 601, status: 'A' });
  const [product] = await db
    .insert(products)
    .values({ associationId: 1024839, hash: 'curso-so-psicologia', description: 'Curso Demo de Psicologia' })
    .returning({ id: products.id });
  await db.insert(productPrices).values({ productId: product!.id, categoryId: 601, amountCentavos: 12_000 });
  return product!.id;
}
