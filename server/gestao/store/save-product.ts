import { and, eq, inArray } from 'drizzle-orm';
import type { Product, ProductBody } from '../../../domain/contract/gestao-store';
import { isWireDate } from '../../../domain/dates';
import { STORE_MESSAGES } from '../../../domain/gestao-store-messages';
import { nfseProblem } from '../../../domain/nfse';
import { NO_REFORM_CODES, reformCodesOf, type NfseReformCodes } from '../../../domain/nfse-reform';
import type { Db } from '../../db/client';
import { associationCategories, productPrices, products } from '../../db/schema';
import { ERRORS } from '../../error-messages';
import { recordAudit } from '../audit/record-audit';
import { sanitizeProductHtml } from '../../store/sanitize-html';
import type { StaffSession } from '../staff-accounts';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import { decodeImage } from './product-images';
import { productHash } from './product-hash';
import { endOfDay, listProducts } from './list-products';
import { taxRegimeOf } from '../invoices/invoice-settings';

/**
 * The body's rules beyond its shape; the prices must be for categories the association offers; an
 * invoice's tax reform codes, each in its format, all of them under Lucro Presumido or Real.
 */
async function checkProduct(
  db: Db,
  associationId: number,
  body: ProductBody,
): Promise<{ problem: string } | { reform: NfseReformCodes }> {
  const problem = await basicProblem(db, associationId, body);
  if (problem) return { problem };
  if (!body.nfse) return { reform: NO_REFORM_CODES };
  const reform = reformCodesOf(body.nfse, await taxRegimeOf(db, associationId));
  return reform.ok ? { reform: reform.codes } : { problem: reform.message };
}

async function basicProblem(db: Db, associationId: number, body: ProductBody) {
  if (body.endsOn !== null && !isWireDate(body.endsOn)) return STORE_MESSAGES.endsOnInvalid;
  const ids = body.prices.map((p) => p.categoryId);
  if (
    new Set(ids).size !== ids.length ||
    body.prices.some((p) => p.amountCentavos <= 0 || p.amountCentavos > 100_000_000)
  ) {
    return STORE_MESSAGES.priceInvalid;
  }
  const offered = await db
    .select({ id: associationCategories.categoryId })
    .from(associationCategories)
    .where(
      and(
        eq(associationCategories.associationId, associationId),
        inArray(associationCategories.categoryId, ids),
      ),
    );
  if (offered.length !== ids.length) return STORE_MESSAGES.priceInvalid;
  if (body.imageBase64 !== undefined && !decodeImage(body.imageBase64)) return STORE_MESSAGES.imageInvalid;
  return body.nfse ? nfseProblem(body.nfse) : null;
}

const auditView = (
  p: Pick<Product, 'description' | 'endsOn' | 'inStore'> & {
    prices: { categoryId: number; amountCentavos: number }[];
    nfse?: Product['nfse'] | undefined;
  },
) => ({
  description: p.description,
  endsOn: p.endsOn,
  inStore: p.inStore,
  nfse: p.nfse
    ? [
        p.nfse.serviceCode,
        `ISS ${p.nfse.issBps / 100}%`,
        p.nfse.serviceDescription,
        ...[
          p.nfse.nbsCode,
          p.nfse.taxSituationCode,
          p.nfse.taxClassificationCode,
          p.nfse.operationIndicatorCode,
        ]
          .filter(Boolean)
          .map(String),
      ].join('; ')
    : null,
  prices: p.prices.map((x) => `${x.categoryId}: ${x.amountCentavos}`).join(', '),
});

/**
 * Creates (productId undefined) or changes a product of the association, prices included, in one
 * transaction; the detailed HTML is sanitized here, whatever the client did.
 */
export async function saveProduct(
  db: Db,
  who: StaffSession,
  body: ProductBody,
  productId?: number,
): Promise<Outcome<Product>> {
  // Another association's product does not exist for the caller, whatever the body says.
  if (productId !== undefined && (await listProducts(db, who.associationId, productId)).length === 0) {
    return failed(ERRORS.notFound, 404);
  }
  const checked = await checkProduct(db, who.associationId, body);
  if ('problem' in checked) return failed(checked.problem);
  const { reform } = checked;
  const image = body.imageBase64 === undefined ? null : decodeImage(body.imageBase64);
  const fields = {
    description: body.description,
    detailedHtml: await sanitizeProductHtml(body.detailedHtml),
    endsAt: body.endsOn === null ? null : endOfDay(body.endsOn),
    inStore: body.inStore,
    nfseEnabled: Boolean(body.nfse),
    nfseServiceCode: body.nfse?.serviceCode ?? null,
    nfseServiceDescription: body.nfse?.serviceDescription.trim() ?? null,
    nfseIssBps: body.nfse?.issBps ?? null,
    nfseNbsCode: reform.nbsCode,
    nfseTaxSituationCode: reform.taxSituationCode,
    nfseTaxClassificationCode: reform.taxClassificationCode,
    nfseOperationIndicatorCode: reform.operationIndicatorCode,
    ...(image ? { image: image.bytes, imageMime: image.mime } : {}),
  };
  const saved = await db.transaction(async (tx): Promise<Outcome<number>> => {
    let before: Product | undefined;
    let id = productId;
    if (id === undefined) {
      const [row] = await tx
        .insert(products)
        .values({ ...fields, associationId: who.associationId, hash: productHash(body.description) })
        .returning({ id: products.id });
      id = row!.id;
    } else {
      [before] = await listProducts(tx, who.associationId, id);
      if (!before) return failed(ERRORS.notFound, 404);
      await tx.update(products).set(fields).where(eq(products.id, id));
      await tx.delete(productPrices).where(eq(productPrices.productId, id));
    }
    await tx.insert(productPrices).values(body.prices.map((p) => ({ productId: id, ...p })));
    await recordAudit(tx, who, {
      action: before ? 'product.updated' : 'product.created',
      entity: 'product',
      entityId: id,
      ...(before ? { before: auditView(before) } : {}),
      after: {
        ...auditView({ ...body, nfse: body.nfse ? { ...body.nfse, ...reform } : null, prices: body.prices }),
        ...(image ? { image: image.mime } : {}),
      },
    });
    return succeeded(id);
  });
  if (!saved.ok) return saved;
  const [product] = await listProducts(db, who.associationId, saved.value);
  return succeeded(product!);
}
