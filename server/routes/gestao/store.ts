import { z } from 'zod';
import { mapValue } from '../../../domain/outcome';
import { Ok, type StaffRole } from '../../../domain/contract/gestao-session';
import {
  BannerBody,
  BannerEntry,
  BannerIdParams,
  BannersResponse,
  BuyersResponse,
  IMAGE_BODY_LIMIT,
  NewBannerBody,
  Product,
  ProductBody,
  ProductParams,
  ProductsResponse,
} from '../../../domain/contract/gestao-store';
import { listAssociationBanners } from '../../gestao/banners/list-banners';
import { removeBanner } from '../../gestao/banners/remove-banner';
import { saveBanner } from '../../gestao/banners/save-banner';
import { exportBuyers } from '../../gestao/store/export-buyers';
import { listBuyers } from '../../gestao/store/list-buyers';
import { listProducts } from '../../gestao/store/list-products';
import { removeProductImage } from '../../gestao/store/remove-product-image';
import { saveProduct } from '../../gestao/store/save-product';
import { answer, ERRORS, sendError } from '../../plugins/errors';
import type { App } from '../../types';

const gestorOnly: { staffRoles: StaffRole[] } = { staffRoles: ['gestor'] };
// Routes that take an image (base64 in JSON) accept a body of about 3 MB; the others keep the default.
const withImage = { config: gestorOnly, bodyLimit: IMAGE_BODY_LIMIT };

/** Loja e produtos: products, their buyers and the member home's banners (gestor only). */
export default async function storeRoutes(app: App) {
  const ProductOut = z.object({ product: Product });
  const BannerOut = z.object({ banner: BannerEntry });

  app.get(
    '/products',
    { config: gestorOnly, schema: { response: { 200: ProductsResponse } } },
    async (request) => ({
      products: await listProducts(app.db, request.staff.associationId),
    }),
  );

  app.post(
    '/products',
    { ...withImage, schema: { body: ProductBody, response: { 201: ProductOut } } },
    async (request, reply) =>
      answer(
        request,
        reply,
        mapValue(await saveProduct(app.db, request.staff, request.body), (product) => ({ product })),
        201,
      ),
  );

  app.put(
    '/products/:productId',
    { ...withImage, schema: { params: ProductParams, body: ProductBody, response: { 200: ProductOut } } },
    async (request, reply) =>
      answer(
        request,
        reply,
        mapValue(
          await saveProduct(app.db, request.staff, request.body, request.params.productId),
          (product) => ({ product }),
        ),
      ),
  );

  app.delete(
    '/products/:productId/image',
    { config: gestorOnly, schema: { params: ProductParams, response: { 200: ProductOut } } },
    async (request, reply) =>
      answer(
        request,
        reply,
        mapValue(await removeProductImage(app.db, request.staff, request.params.productId), (product) => ({
          product,
        })),
      ),
  );

  app.get(
    '/products/:productId/buyers',
    { config: gestorOnly, schema: { params: ProductParams, response: { 200: BuyersResponse } } },
    async (request, reply) => {
      const buyers = await listBuyers(app.db, request.staff.associationId, request.params.productId);
      return buyers ? { buyers } : sendError(request, reply, 404, ERRORS.notFound);
    },
  );

  app.get(
    '/products/:productId/buyers.csv',
    { config: gestorOnly, schema: { params: ProductParams } },
    async (request, reply) => {
      const csv = await exportBuyers(app.db, request.staff, request.params.productId);
      if (csv === undefined) return sendError(request, reply, 404, ERRORS.notFound);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="compradores-produto-${request.params.productId}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/banners',
    { config: gestorOnly, schema: { response: { 200: BannersResponse } } },
    async (request) => ({
      banners: await listAssociationBanners(app.db, request.staff.associationId),
    }),
  );

  app.post(
    '/banners',
    { ...withImage, schema: { body: NewBannerBody, response: { 201: BannerOut } } },
    async (request, reply) =>
      answer(
        request,
        reply,
        mapValue(await saveBanner(app.db, request.staff, request.body), (banner) => ({ banner })),
        201,
      ),
  );

  app.put(
    '/banners/:bannerId',
    { ...withImage, schema: { params: BannerIdParams, body: BannerBody, response: { 200: BannerOut } } },
    async (request, reply) =>
      answer(
        request,
        reply,
        mapValue(
          await saveBanner(app.db, request.staff, request.body, request.params.bannerId),
          (banner) => ({ banner }),
        ),
      ),
  );

  app.delete(
    '/banners/:bannerId',
    { config: gestorOnly, schema: { params: BannerIdParams, response: { 200: Ok } } },
    async (request, reply) =>
      answer(
        request,
        reply,
        mapValue(await removeBanner(app.db, request.staff, request.params.bannerId), () => ({
          ok: true as const,
        })),
      ),
  );
}
