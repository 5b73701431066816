import { and, asc, eq } from 'drizzle-orm';
import { currentLotPrices, priceOfDay } from '../congress/lot-prices';
import { soldOutProducts } from '../congress/seats';
import type { Db } from '../db/client';
import { categories, associationCategories, associations, projectPrices, projects } from '../db/schema';

export interface ProjectPrice {
  categoryId: number;
  categoryName: string;
  amountCentavos: number;
}

export interface PublicProject {
  id: number;
  hash: string;
  description: string;
  detailedHtml: string | null;
  hasImage: boolean;
  endsAt: Date | null;
  associationId: number;
  associationName: string;
  /** Who is paid: the checkout names it. */
  associationCnpj: string | null;
  prices: ProjectPrice[];
  /** An event with no seat left: shown, not sold. */
  soldOut: boolean;
}

/**
 * A product by its public hash, with its price of the day per category (an event's current lot,
 * else the product's; cheapest first): only categories its association offers (Categorias e
 * anuidades), so a product priced for another one never lists it.
 */
export async function findPublicProject(
  db: Db,
  hash: string,
  now = new Date(),
): Promise<PublicProject | undefined> {
  const [row] = await db
    .select({
      id: projects.id,
      hash: projects.hash,
      description: projects.description,
      detailedHtml: projects.detailedHtml,
      imageMime: projects.imageMime,
      endsAt: projects.endsAt,
      associationId: projects.associationId,
      associationName: associations.name,
      associationCnpj: associations.cnpj,
    })
    .from(projects)
    .innerJoin(associations, eq(associations.id, projects.associationId))
    .where(eq(projects.hash, hash));
  if (!row) return undefined;
  const prices = await db
    .select({
      categoryId: projectPrices.categoryId,
      categoryName: categories.description,
      amountCentavos: projectPrices.amountCentavos,
    })
    .from(projectPrices)
    .innerJoin(categories, eq(categories.id, projectPrices.categoryId))
    .innerJoin(
      associationCategories,
      and(
        eq(associationCategories.associationId, row.associationId),
        eq(associationCategories.categoryId, projectPrices.categoryId),
      ),
    )
    .where(eq(projectPrices.projectId, row.id))
    .orderBy(asc(projectPrices.amountCentavos), asc(projectPrices.categoryId));
  const lots = await currentLotPrices(db, [row.id], now);
  const ofDay = prices
    .map((p) => ({ ...p, amountCentavos: priceOfDay(lots, row.id, p.categoryId, p.amountCentavos) }))
    .sort((a, b) => a.amountCentavos - b.amountCentavos || a.categoryId - b.categoryId);
  const { imageMime, ...project } = row;
  const soldOut = (await soldOutProducts(db, [row.id], now)).has(row.id);
  return { ...project, hasImage: imageMime !== null, prices: ofDay, soldOut };
}

/** Sales stop once the end date has passed; a product without one sells forever. */
export const salesEnded = (project: Pick<PublicProject, 'endsAt'>, now = new Date()) =>
  project.endsAt !== null && now.getTime() > project.endsAt.getTime();

export const projectImageUrl = (hash: string) =>
  `/api/access/acessarProjetoImagem/${encodeURIComponent(hash)}`;

/** A product's stored image and its declared type, by the product's public hash. */
export async function findProjectImage(
  db: Db,
  hash: string,
): Promise<{ mime: string; image: Uint8Array } | undefined> {
  const [project] = await db
    .select({ mime: projects.imageMime, image: projects.image })
    .from(projects)
    .where(eq(projects.hash, hash));
  if (!project?.image || !project.mime) return undefined;
  return { mime: project.mime, image: project.image };
}
