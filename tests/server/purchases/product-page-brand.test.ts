import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { associations } from '../../../server/db/schema';
import { withProductPreview } from '../../../server/purchases/product-preview';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PAGE = '<html><head><title>Quita</title></head><body><div id="root"></div></body></html>';

describe('the server-written product page speaks with its association’s brand', () => {
  it('shows the logo beside the name when the association has one, the name alone when not', async () => {
    const branded = await withProductPreview(t.database.db, PAGE, 'congresso-2027');
    expect(branded).toContain(
      '<img class="product-association-logo" src="/api/auth/logomarcaCliente/428" alt="Logo de Sociedade Demo de Oftalmologia"',
    );
    await t.database.db
      .update(associations)
      .set({ logo: null, logoMime: null })
      .where(eq(associations.id, 428));
    const plain = await withProductPreview(t.database.db, PAGE, 'congresso-2027');
    expect(plain).not.toContain('<img class="product-association-logo"');
    expect(plain).toContain(
      '<div class="product-association"><span>Sociedade Demo de Oftalmologia</span></div>',
    );
  });
});
