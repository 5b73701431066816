import { z } from 'zod';
import { REFORM_PATTERN } from '../nfse-reform';

const Id = z.coerce.number().int().positive().max(2_147_483_647);
export const ProductParams = z.object({ productId: Id });
export const BannerIdParams = z.object({ bannerId: Id });

/** Base64 of an image of at most 2 MB (the route's bodyLimit is a little above it). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_BODY_LIMIT = 3 * 1024 * 1024;
const ImageBase64 = z.string().max(Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 4);

export const ProductPrice = z.object({
  categoryId: z.number().int().positive().max(2_147_483_647),
  amountCentavos: z.number().int(),
});
export type ProductPrice = z.infer<typeof ProductPrice>;

/** A tax reform code: its format, or blank / null / absent when it is not set. */
const reformCode = (pattern: RegExp) =>
  z
    .string()
    .trim()
    .refine((code) => code === '' || pattern.test(code))
    .nullable()
    .optional();

/**
 * "Emitir nota fiscal de serviço": the product's NFS-e terms (ISS in basis points, 500 = 5 %)
 * and the tax reform's codes (domain/nfse-reform.ts), required when the regime is Lucro
 * Presumido or Real (the service says so in pt-BR, field by field).
 */
export const ProductNfse = z.object({
  serviceCode: z.string().trim().max(20),
  serviceDescription: z.string().max(500),
  issBps: z.number().int().min(0).max(10_000),
  nbsCode: reformCode(REFORM_PATTERN.nbsCode),
  taxSituationCode: reformCode(REFORM_PATTERN.taxSituationCode),
  taxClassificationCode: reformCode(REFORM_PATTERN.taxClassificationCode),
  operationIndicatorCode: reformCode(REFORM_PATTERN.operationIndicatorCode),
});
export type ProductNfse = z.infer<typeof ProductNfse>;

export const Product = z.object({
  id: z.number().int(),
  hash: z.string(),
  description: z.string(),
  detailedHtml: z.string(),
  /** 'YYYY-MM-DD': last day of sales (São Paulo); null: no end. */
  endsOn: z.string().nullable(),
  inStore: z.boolean(),
  /** The public image's address, or null without one. */
  imageUrl: z.string().nullable(),
  prices: z.array(ProductPrice.extend({ categoryName: z.string() })),
  buyers: z.number().int(),
  /** null: no service invoice is issued for it. */
  nfse: ProductNfse.nullable(),
});
export type Product = z.infer<typeof Product>;

export const ProductsResponse = z.object({ products: z.array(Product) });

export const ProductBody = z.object({
  description: z.string().trim().min(1).max(200),
  detailedHtml: z.string().max(100_000),
  endsOn: z.string().max(10).nullable(),
  inStore: z.boolean(),
  prices: z.array(ProductPrice).min(1).max(50),
  /** A new image (base64, no data: prefix); absent: keep the current one. */
  imageBase64: ImageBase64.optional(),
  /** null or absent: no service invoice. */
  nfse: ProductNfse.nullable().optional(),
});
export type ProductBody = z.infer<typeof ProductBody>;

export const Buyer = z.object({
  itemId: z.number().int(),
  memberName: z.string(),
  cpf: z.string(),
  email: z.string().nullable(),
  /** What paid it (a refunded one: what had paid it); not paid: its price. */
  amountCentavos: z.number().int(),
  /** 'refunded': all that paid it went back (a part only: still 'paid', with its refund). */
  status: z.enum(['paid', 'open', 'cancelled', 'refunded']),
  /** What went back of its payment, of what had paid it, and when (ISO); null when nothing did. */
  refund: z
    .object({ amountCentavos: z.number().int(), paidCentavos: z.number().int(), at: z.string() })
    .nullable(),
  /** ISO timestamps. */
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Buyer = z.infer<typeof Buyer>;

export const BuyersResponse = z.object({ buyers: z.array(Buyer) });

export const BannerEntry = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  link: z.string().nullable(),
  position: z.number().int(),
  active: z.boolean(),
});
export type BannerEntry = z.infer<typeof BannerEntry>;

export const BannersResponse = z.object({ banners: z.array(BannerEntry) });

const BannerFields = z.object({
  link: z.string().trim().max(500).nullable(),
  position: z.number().int().min(0).max(999),
  active: z.boolean(),
});
export const NewBannerBody = BannerFields.extend({ imageBase64: ImageBase64 });
export type NewBannerBody = z.infer<typeof NewBannerBody>;
export const BannerBody = BannerFields.extend({ imageBase64: ImageBase64.optional() });
export type BannerBody = z.infer<typeof BannerBody>;
