import { z } from 'zod';
import { isWireDate } from '../dates';
import { RecordedMethod } from './gestao-payments';

/** adimplente: active, nothing overdue; inadimplente: active with an open item past due; pendente: awaiting approval. */
export const MemberSituation = z.enum(['adimplente', 'inadimplente', 'pendente']);
export type MemberSituation = z.infer<typeof MemberSituation>;

export const MEMBERS_PAGE_SIZE = 20;
/** The list counts its matches up to this many; past it the screen says "mais de 1.000". */
export const MEMBERS_COUNT_CAP = 1_000;

const Id = z.coerce.number().int().positive().max(2_147_483_647);
const IsoDate = z.string().refine(isWireDate);

/** The list's filters, as the query string carries them (the CSV export takes the same). */
export const MemberFilters = z.object({
  /** Name, CPF (with or without mask) or e-mail: one box. */
  q: z.string().trim().max(200).optional(),
  categoryId: Id.optional(),
  situation: MemberSituation.optional(),
});
export type MemberFilters = z.infer<typeof MemberFilters>;

/**
 * A page: `page` alone reads it by offset (a page number typed or shared); `after` (the last member
 * of the page before) or `before` (the first of the page after) read it by keyset on name and id,
 * as fast on page 5 000 as on page 1. `page` is then only the number shown.
 */
export const MemberListQuery = MemberFilters.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  after: Id.optional(),
  before: Id.optional(),
});
export type MemberListQuery = z.infer<typeof MemberListQuery>;

export const MemberRow = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Formatted (000.000.000-00). */
  cpf: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  situation: MemberSituation,
  /** YYYY-MM-DD: since when the member is a member (a category change never moves it). */
  since: z.string(),
});
export type MemberRow = z.infer<typeof MemberRow>;

export const MemberList = z.object({
  items: z.array(MemberRow),
  /** Another page follows this one. */
  hasNext: z.boolean(),
  /** How many match, counted up to MEMBERS_COUNT_CAP; `totalCapped`: more than that match. */
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MemberList = z.infer<typeof MemberList>;

export const AssociationCategory = z.object({ id: z.number().int(), name: z.string() });
export type AssociationCategory = z.infer<typeof AssociationCategory>;
export const AssociationCategoryList = z.object({ categories: z.array(AssociationCategory) });
export type AssociationCategoryList = z.infer<typeof AssociationCategoryList>;

export const MemberParams = z.object({ memberId: Id });

export const ItemStatus = z.enum(['pago', 'aberto', 'vencido', 'cancelado']);
export type ItemStatus = z.infer<typeof ItemStatus>;

const MemberItem = z.object({
  id: z.number().int(),
  description: z.string(),
  /** YYYY-MM-DD (São Paulo). */
  dueDate: z.string(),
  /** The item's original amount. */
  amountCentavos: z.number().int(),
  /**
   * What it is worth, as Cobranças says it: what paid it once paid, what the member would pay today
   * while open (the early price, or fine and interest: the dues engine's price), cancelled: its amount.
   */
  currentCentavos: z.number().int(),
  status: ItemStatus,
});
export type MemberItem = z.infer<typeof MemberItem>;

const MemberPayment = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  description: z.string(),
  /** ISO timestamp. */
  at: z.string(),
  method: RecordedMethod,
  status: z.string(),
  amountCentavos: z.number().int(),
  refunded: z.boolean(),
});
export type MemberPayment = z.infer<typeof MemberPayment>;

/** A WhatsApp consent of the member: when, the text accepted, and how it ended (perfil | sair). */
const MemberWhatsappConsent = z.object({
  phone: z.string(),
  grantedAt: z.string(),
  consentText: z.string(),
  revokedAt: z.string().nullable(),
  revokedBy: z.string().nullable(),
});
/** A WhatsApp message the association sent the member, with its status and, when failed, why. */
const MemberWhatsappMessage = z.object({
  id: z.number().int(),
  kind: z.string(),
  itemId: z.number().int().nullable(),
  status: z.string(),
  error: z.string().nullable(),
  emailInstead: z.boolean(),
  at: z.string(),
});
export const MemberWhatsapp = z.object({
  consents: z.array(MemberWhatsappConsent),
  messages: z.array(MemberWhatsappMessage),
});
export type MemberWhatsapp = z.infer<typeof MemberWhatsapp>;

/** One category of the membership: from a day (YYYY-MM-DD) to a day, or open (`to` null). */
export const CategoryPeriod = z.object({
  categoryId: z.number().int(),
  categoryName: z.string(),
  from: z.string(),
  to: z.string().nullable(),
  /** Starts after today: a change staff scheduled, applied on its day by the `categorias` job. */
  scheduled: z.boolean(),
});
export type CategoryPeriod = z.infer<typeof CategoryPeriod>;

export const MemberDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  cpf: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  crm: z.string().nullable(),
  crmUf: z.string().nullable(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  since: z.string(),
  situation: MemberSituation,
  /** Histórico de categorias, oldest first, a scheduled change last. */
  categories: z.array(CategoryPeriod),
  items: z.array(MemberItem),
  payments: z.array(MemberPayment),
  whatsapp: MemberWhatsapp,
});
export type MemberDetail = z.infer<typeof MemberDetail>;

/** The new category and the day it takes effect (today or earlier: now; a later day: scheduled). */
export const ChangeCategoryBody = z.object({ categoryId: Id, since: IsoDate });
export type ChangeCategoryBody = z.infer<typeof ChangeCategoryBody>;

/**
 * What the change did: `applied` (in force from `since`), `scheduled` (from `since`, a later day),
 * or `cancelled` (the current category chosen again: the scheduled change is dropped).
 */
const CategoryChangeEffect = z.enum(['applied', 'scheduled', 'cancelled']);
export type CategoryChangeEffect = z.infer<typeof CategoryChangeEffect>;
export const CategoryChanged = z.object({
  ok: z.literal(true),
  effect: CategoryChangeEffect,
  categoryName: z.string(),
  since: z.string(),
});
export type CategoryChanged = z.infer<typeof CategoryChanged>;
