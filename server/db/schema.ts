import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Which contact a code went to: 'email' or 'mobile' to the code, stored as the rows always were. */
const STORED_CONTACT = { email: 'EMAIL', mobile: 'CELULAR' } as const;
const contactChannel = customType<{ data: keyof typeof STORED_CONTACT; driverData: string }>({
  dataType: () => 'text',
  toDriver: (kind) => STORED_CONTACT[kind],
  fromDriver: (stored) => (stored === STORED_CONTACT.mobile ? 'mobile' : 'email'),
});

/**
 * A file sent through /api/uploads (tus) by a registration flow before it has an account: the
 * bytes live in the upload store (DATA_DIR or a bucket); a registration claims it for a document.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    /** The flow of the upload token that created it; only that flow may continue or claim it. */
    flowId: text('flow_id').notNull(),
    kind: text('kind', { enum: ['document', 'video'] }).notNull(),
    fileName: text('file_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** What the first bytes said, once every byte arrived. */
    mime: text('mime'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_flow_idx').on(t.flowId), index('uploads_created_idx').on(t.createdAt)],
);

/** Ids of associations created on Quita: far above the demo's 428 and 1024839. */
export const associationsIdSeq = pgSequence('issuers_id_seq', { startWith: 2000000 });

/** An association (the spec's "emitente ML"): ids are the association's public ids, e.g. 428. */
export const associations = pgTable(
  'issuers',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('issuers_id_seq')`),
    /** The name members see (nome de exibição). */
    name: text('name').notNull(),
    /** Razão social, as the CNPJ is registered; null on associations made before it was asked. */
    legalName: text('legal_name'),
    /** Printed on receipts and certificates; digits only (alphanumeric since 2026). */
    cnpj: text('cnpj'),
    city: text('city').notNull().default('SAO PAULO'),
    uf: text('uf'),
    contactEmail: text('contact_email'),
    /** Digits only. */
    contactPhone: text('contact_phone'),
    /** #RRGGBB with white text on it at 4.5:1 or more (domain/contrast.ts); null: Quita's own. */
    primaryColor: text('primary_color'),
    logoMime: text('logo_mime'),
    logo: bytea('logo'),
    /** When the logo last changed: its address carries it, past the day-long cache. */
    logoUpdatedAt: timestamp('logo_updated_at', { withTimezone: true }),
    /** Secret that signs the association's association QR codes; rotating it voids old codes. */
    qrSecret: text('qr_secret')
      .notNull()
      .default(sql`md5(random()::text || clock_timestamp()::text)`),
    /** Fine on dues paid after their due date, in basis points of the price (200 = 2 %, the legal ceiling). */
    lateFineBps: smallint('late_fine_bps').notNull().default(200),
    /** Interest per month late, pro rata die, in basis points (100 = 1 % a month). */
    monthlyInterestBps: smallint('monthly_interest_bps').notNull().default(100),
    /** The class council its members register with (domain/class-council.ts): CRM, CRP, … */
    classCouncil: text('class_council').notNull().default('CRM'),
    /** "Pontos de atualização": the goal, over how many years, at most how many count a year (null: none). */
    pointsGoal: smallint('points_goal'),
    pointsYears: smallint('points_years'),
    pointsMaxPerYear: smallint('points_max_per_year'),
    /**
     * "Regime tributário" (Notas fiscais): 'simples', 'presumido', 'real' or 'imune'
     * (domain/nfse-reform.ts); null until staff say. Lucro Presumido and Real require the tax
     * reform's codes of every product that issues a service invoice.
     */
    taxRegime: text('tax_regime', { enum: ['simples', 'presumido', 'real', 'imune'] }),
    /**
     * PIS/COFINS of its service invoices (NT 007; domain/nfse-pis-cofins.ts), for a regime outside
     * the Simples Nacional: the situação tributária (Asaas's pisCofinsTaxStatus) and the operation
     * rates in basis points (65 = 0,65 %), null where that situation has none. Null: not set.
     */
    pisCofinsTaxStatus: text('pis_cofins_tax_status'),
    pisOperationBps: smallint('pis_operation_bps'),
    cofinsOperationBps: smallint('cofins_operation_bps'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('issuers_cnpj_key').on(t.cnpj)],
);

/**
 * A "Cadastrar associação" waiting for its e-mailed code: nothing exists on Quita until the code
 * is typed (then the association and its gestor are created and this row is marked completed).
 */
export const associationSignups = pgTable('association_signups', {
  id: uuid('id').primaryKey().defaultRandom(),
  cnpj: text('cnpj').notNull(),
  legalName: text('legal_name').notNull(),
  displayName: text('display_name').notNull(),
  city: text('city').notNull(),
  uf: text('uf').notNull(),
  personName: text('person_name').notNull(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * An association's categories of membership (association 428 keeps SPEC §3's 2701 Residente ou Fellow,
 * 501 Aspirante, 601 Titular; migration 0023 gave every other association its own rows). Its
 * annuity prices are its issuer_categories row. A retired category takes no new members; those who
 * hold it keep it. The `promocoes` job moves a member who held it promotes_after_years years to
 * promotes_to_category_id, a category of the same association.
 */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    associationId: integer('issuer_id')
      .notNull()
      .references(() => associations.id),
    description: text('description').notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    promotesAfterYears: smallint('promotes_after_years'),
    promotesToCategoryId: integer('promotes_to_category_id'),
  },
  (t) => [
    uniqueIndex('categories_id_issuer_key').on(t.id, t.associationId),
    uniqueIndex('categories_issuer_name_key').on(t.associationId, sql`lower(${t.description})`),
    foreignKey({
      name: 'categories_promotes_to_same_issuer_fk',
      columns: [t.promotesToCategoryId, t.associationId],
      foreignColumns: [t.id, t.associationId],
    }),
    check(
      'categories_promotion_rule',
      sql`(${t.promotesAfterYears} is null) = (${t.promotesToCategoryId} is null)
        and (${t.promotesAfterYears} is null or ${t.promotesAfterYears} between 1 and 50)
        and (${t.promotesToCategoryId} is null or ${t.promotesToCategoryId} <> ${t.id})`,
    ),
  ],
);

export const associationCategories = pgTable(
  'issuer_categories',
  {
    associationId: integer('issuer_id')
      .notNull()
      .references(() => associations.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    annuityCentavos: integer('annuity_centavos').notNull(),
    annuityPromoCentavos: integer('annuity_promo_centavos'),
    /**
     * Last day (São Paulo) the early-payment price applies; null: the year's default. Its day and
     * month hold every year: each annuity's early price lasts to that day of the annuity's year.
     */
    annuityPromoUntil: date('annuity_promo_until'),
    /** The annuity's due day of each year, 'MM-DD' (never 02-29). */
    annuityDueDay: text('annuity_due_day').notNull().default('03-31'),
    /** From this month (1–12) on, a member accepted is billed next year's annuity, not this one's. */
    nextYearAnnuityFromMonth: smallint('next_year_annuity_from_month').notNull().default(11),
  },
  (t) => [
    primaryKey({ columns: [t.associationId, t.categoryId] }),
    // Prices only for the association's own categories.
    foreignKey({
      name: 'issuer_categories_same_issuer_fk',
      columns: [t.categoryId, t.associationId],
      foreignColumns: [categories.id, categories.associationId],
    }),
  ],
);

/**
 * A person: a member with an account (password set) or a registrant an association knows
 * who has not created an account yet (password null).
 */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    presentationName: text('presentation_name'),
    cpf: text('cpf').notNull(),
    email: text('email'),
    mobile: text('mobile'),
    passwordHash: text('password_hash'),
    confirmed: boolean('confirmed').notNull().default(false),
    birthDate: date('birth_date'),
    sex: text('sex'),
    crm: text('crm'),
    crmUf: text('crm_uf'),
    rqe: text('rqe'),
    facebook: text('facebook'),
    instagram: text('instagram'),
    x: text('x'),
    linkedin: text('linkedin'),
    lattes: text('lattes'),
    photoMime: text('photo_mime'),
    photo: bytea('photo'),
    pinHash: text('pin_hash'),
    pinFailures: smallint('pin_failures').notNull().default(0),
    /**
     * Bumped when a password is reset without a session (recovery): session and PIN tokens
     * carry it and older ones stop working. Sair ends one session (member_sessions).
     */
    tokenVersion: integer('token_version').notNull().default(0),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** "Lembretes" in the profile: which channels the dues reminders may use. */
    remindByEmail: boolean('remind_by_email').notNull().default(true),
    remindByPush: boolean('remind_by_push').notNull().default(true),
    /**
     * When the account was erased at the member's request (LGPD art. 18, VI): the row is a
     * tombstone ("Titular excluído") kept for the payments and receipts the law keeps.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('members_cpf_key').on(t.cpf),
    uniqueIndex('members_email_key').on(t.email),
    uniqueIndex('members_mobile_key').on(t.mobile),
  ],
);

/**
 * One login: its id is the token's `sid`. Sair deletes this row; "Sair de todos os dispositivos"
 * and a password change delete the member's rows (the latter keeps the session that changed it).
 */
export const memberSessions = pgTable(
  'member_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Moves on with each renewed token (GET /auth/verify); a row past it is left to be swept. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('member_sessions_member_idx').on(t.memberId)],
);

/**
 * Each sign-in of a member (a new session), kept 12 months: the sign-in history "Baixar meus dados"
 * exports (LGPD art. 18). Sessions themselves end and are deleted; this stays.
 */
export const memberSignIns = pgTable(
  'member_sign_ins',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_sign_ins_member_idx').on(t.memberId, t.signedInAt)],
);

export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    associationId: integer('issuer_id')
      .notNull()
      .references(() => associations.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** A = active member, P = awaiting the association's approval, R = known registrant only, N = refused. */
    status: text('status').notNull().default('A'),
    /** The day the member entered the category they have today (membership_categories keeps the rest). */
    categorySince: date('category_since').notNull().defaultNow(),
    /**
     * The day the membership began ("Associado(a) desde"): a category change never moves it. On
     * insert a trigger (migration 0018) takes the earlier of it and category_since, so a writer
     * that names only category_since starts the membership then; approval sets it to the day.
     */
    memberSince: date('member_since').notNull().defaultNow(),
    /** When staff approved or refused the request, and why it was refused. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    refusalReason: text('refusal_reason'),
    /**
     * Due date of the member's oldest open item at this association (unpaid, not cancelled, not an
     * abandoned public purchase); null when nothing is open. Kept by database triggers on
     * cash_flow_items (migration 0011), so that every writer keeps it right. The member is
     * inadimplente once it is before today: a date, not a flag, so that no write is needed on the
     * day an item becomes overdue.
     */
    earliestOpenDueAt: timestamp('earliest_open_due_at', { withTimezone: true }),
    /**
     * The member's name, copied by triggers (migration 0011) so that Membros pages in name order
     * from this table's index alone; members.name stays the one to write.
     */
    memberName: text('member_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('memberships_member_issuer_key').on(t.memberId, t.associationId),
    index('memberships_issuer_status_idx').on(t.associationId, t.status),
    // Membros in name order with its filters, from the index alone (first, deep and keyset pages).
    index('memberships_issuer_name_idx').on(
      t.associationId,
      t.memberName,
      t.memberId,
      t.status,
      t.categoryId,
      t.earliestOpenDueAt,
    ),
    // Membros' situation and category filters and their capped count, from the index alone.
    index('memberships_issuer_situation_idx').on(
      t.associationId,
      t.status,
      t.earliestOpenDueAt,
      t.categoryId,
      t.memberId,
    ),
  ],
);

/**
 * Histórico de categorias: each category of a membership from the day it starts (it ends the day
 * before the next row starts). A trigger on memberships (migration 0018) records every category
 * it takes, whoever writes it; a row starting after today is a change staff scheduled, which the
 * `categorias` job applies on its day.
 */
export const membershipCategories = pgTable(
  'membership_categories',
  {
    id: serial('id').primaryKey(),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    startsOn: date('starts_on').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('membership_categories_membership_starts_key').on(t.membershipId, t.startsOn)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    description: text('description'),
    cep: text('cep').notNull(),
    streetType: text('street_type'),
    street: text('street').notNull(),
    number: text('number').notNull(),
    complement: text('complement'),
    district: text('district').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    main: boolean('main').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_member_idx').on(t.memberId),
    uniqueIndex('addresses_one_main_per_member')
      .on(t.memberId)
      .where(sql`${t.main}`),
  ],
);

export const education = pgTable('education', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  institution: text('institution'),
  course: text('course'),
  graduationYear: smallint('graduation_year'),
  residency: text('residency'),
  residencyInstitution: text('residency_institution'),
  residencyEndYear: smallint('residency_end_year'),
  postgraduate: text('postgraduate'),
});

export const specialties = pgTable(
  'specialties',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    associationId: integer('issuer_id').references(() => associations.id),
    name: text('name').notNull(),
    rqe: text('rqe'),
    createdAt: createdAt(),
  },
  (t) => [
    index('specialties_member_idx').on(t.memberId),
    uniqueIndex('specialties_member_name_key').on(t.memberId, t.name),
  ],
);

export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    associationId: integer('issuer_id').references(() => associations.id),
    fileName: text('file_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    /** The bytes of a document sent inside the JSON body (SPEC §3's data URL); null when uploaded. */
    content: bytea('content'),
    /** The file sent through /api/uploads (tus), kept in the upload store. */
    uploadId: text('upload_id').references(() => uploads.id),
    createdAt: createdAt(),
  },
  (t) => [index('documents_member_idx').on(t.memberId)],
);

/** A web product: a store product and/or a public product page (/produto/{hash}). */
export const products = pgTable('projects', {
  id: serial('id').primaryKey(),
  associationId: integer('issuer_id')
    .notNull()
    .references(() => associations.id),
  hash: text('hash').notNull().unique(),
  description: text('description').notNull(),
  detailedHtml: text('detailed_html'),
  imageMime: text('image_mime'),
  image: bytea('image'),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  inStore: boolean('in_store').notNull().default(true),
  /**
   * "Emitir nota fiscal de serviço": once an item of it is paid, an NFS-e is scheduled at the
   * gateway (service_invoices) with the municipal service code, the description and the ISS rate
   * (basis points: 500 = 5 %). All three are set exactly when the flag is.
   */
  nfseEnabled: boolean('nfse_enabled').notNull().default(false),
  nfseServiceCode: text('nfse_service_code'),
  nfseServiceDescription: text('nfse_service_description'),
  nfseIssBps: integer('nfse_iss_bps'),
  /** The tax reform's codes of the service (domain/nfse-reform.ts); null: not set, not sent. */
  nfseNbsCode: text('nfse_nbs_code'),
  nfseTaxSituationCode: text('nfse_tax_situation_code'),
  nfseTaxClassificationCode: text('nfse_tax_classification_code'),
  nfseOperationIndicatorCode: text('nfse_operation_indicator_code'),
  createdAt: createdAt(),
});

export const productPrices = pgTable(
  'project_prices',
  {
    productId: integer('project_id')
      .notNull()
      .references(() => products.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    amountCentavos: integer('amount_centavos').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] })],
);

/** A cash-flow item (the spec's "fluxo de caixa"): a due, an annuity or a product purchase. */
export const cashFlowItems = pgTable(
  'cash_flow_items',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    associationId: integer('issuer_id')
      .notNull()
      .references(() => associations.id),
    productId: integer('project_id').references(() => products.id),
    kind: text('kind').notNull(), // 'annuity' | 'due' | 'product'
    description: text('description').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    amountCentavos: integer('amount_centavos').notNull(),
    /** Early-payment price and its last day (São Paulo): what the item costs until then. */
    promoCentavos: integer('promo_centavos'),
    promoUntil: date('promo_until'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** What settled it: the price of the day it was paid, fine and interest included. */
    paidCentavos: integer('paid_centavos'),
    /** Product purchases: the company the receipt is made out to (NOME_RECIBO, CNPJ_RECIBO). */
    receiptName: text('receipt_name'),
    receiptCnpj: text('receipt_cnpj'),
    /** Product purchases: the e-mail the buyer typed, where the receipt goes (with the account's). */
    receiptEmail: text('receipt_email'),
    /**
     * Product purchases: the name the buyer typed. A known CPF's record may carry another name
     * (the association's roll); the receipt says who paid, as they said it.
     */
    payerName: text('payer_name'),
    /** Unguessable reference that binds a public (no-login) purchase to its buyer. */
    publicRef: text('public_ref').unique(),
    /**
     * Lease taken while a payment attempt talks to the gateway: one attempt per item at a time,
     * so concurrent card pays cannot charge twice. Expires on its own if the process dies.
     */
    paymentLockedUntil: timestamp('payment_locked_until', { withTimezone: true }),
    /** Withdrawn by staff (or by the member): counted nowhere and payable by no one. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** The back office's "Nova cobrança" that created the item. */
    chargeBatchId: integer('charge_batch_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('cash_flow_items_member_due_idx').on(t.memberId, t.dueAt),
    index('cash_flow_items_issuer_due_idx').on(t.associationId, t.dueAt),
    // The reminder run reads open items by due date, across members.
    index('cash_flow_items_open_due_idx')
      .on(t.dueAt)
      .where(sql`${t.paidAt} is null and ${t.cancelledAt} is null`),
    index('cash_flow_items_member_pending_idx')
      .on(t.memberId, t.dueAt)
      .where(sql`${t.paidAt} is null`),
    // A membership's earliest open due date (migration 0011's triggers): one index entry read.
    index('cash_flow_items_member_open_idx')
      .on(t.memberId, t.associationId, t.dueAt)
      .where(sql`${t.paidAt} is null and ${t.cancelledAt} is null and ${t.publicRef} is null`),
    // What an association received since a day (Painel, Saúde's current month), by the day it was paid.
    index('cash_flow_items_issuer_paid_idx')
      .on(t.associationId, t.paidAt)
      .where(sql`${t.paidAt} is not null`),
  ],
);

/** Only the gateway's token, brand, last 4 digits and expiry: never the number or the CVV. */
export const cards = pgTable(
  'cards',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gatewayToken: text('gateway_token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    holderName: text('holder_name').notNull(),
    main: boolean('main').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('cards_member_idx').on(t.memberId),
    uniqueIndex('cards_one_main_per_member')
      .on(t.memberId)
      .where(sql`${t.main}`),
  ],
);

/** What staff asked when they refunded a payment (see transactions.refundRequest). */
export interface RefundRequest {
  /** Null: the buyer's own withdrawal (reason 'cdc-49'), not staff's. */
  staffId: number | null;
  refundedCentavos: number;
  reopen: boolean;
  requestedAt: string;
  reason?: RefundReason;
  /**
   * A withdrawn boleto's money sent by PIX transfer (server/purchases/boleto-refund.ts): its claim
   * never goes stale, since a transfer, unlike a refund, would be made twice.
   */
  byTransfer?: true;
}

/** Why a payment went back, when not staff's "Estornar": 'cdc-49', the buyer's withdrawal (CDC art. 49). */
export type RefundReason = 'cdc-49';

export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    /**
     * The gateway's transaction id (ID_ZOOP_TRANSACAO on the wire). Null while the attempt is
     * recorded but the gateway has not answered yet (or never did).
     */
    gatewayId: text('gateway_id').unique(),
    itemId: integer('item_id')
      .notNull()
      .references(() => cashFlowItems.id),
    method: text('method').notNull(), // 'P' | 'B' | 'C' | 'M' (received outside the app)
    status: text('status').notNull().default('pending'), // pending | succeeded | failed | expired
    amountCentavos: integer('amount_centavos').notNull(),
    installments: smallint('installments').notNull().default(1),
    cardId: integer('card_id').references(() => cards.id),
    pixPayload: text('pix_payload'),
    pixExpiresAt: timestamp('pix_expires_at', { withTimezone: true }),
    boletoBarcode: text('boleto_barcode'),
    boletoDueDate: date('boleto_due_date'),
    /** The PSP's own printable slip (Asaas bankSlipUrl): "Acessar Boleto" opens it instead of ours. */
    boletoSlipUrl: text('boleto_slip_url'),
    /** Unguessable handle for the public boleto slip and the public status check. */
    accessHash: text('access_hash').notNull().unique(),
    failureMessage: text('failure_message'),
    /** "<memberId>:<Idempotency-Key header>", so that keys of different members never meet. */
    idempotencyKey: text('idempotency_key').unique(),
    /** SHA-256 of the request's meaningful fields (never card data): same key, other body → 409. */
    requestHash: text('request_hash'),
    responseBody: text('response_body'),
    /** The gateway's fee; net = amount − fee. */
    feeCentavos: integer('fee_centavos').notNull().default(0),
    /** Method 'M': how staff say it was received (dinheiro | transferencia | outro), and their note. */
    manualMethod: text('manual_method'),
    note: text('note'),
    /** Staff who registered a manual payment or refunded this one. */
    staffId: integer('staff_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /**
     * When it settled, kept by a refund that reopens the items it paid (their paid_at goes back to
     * null), so the member's refunded payment keeps its date. Null otherwise: the items' paid_at.
     */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** When the payer's card association disputed this settled payment at the PSP (a chargeback); null once it is over. */
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    /**
     * How much of the amount went back (status 'refunded'): all of it, or a part, split across the
     * items it paid by domain/refund-split.ts. Null on a refunded row older than it: all of it.
     */
    refundedCentavos: integer('refunded_centavos'),
    /**
     * A refund staff asked the PSP for and have not recorded yet (server/gestao/payments/refund-payment.ts):
     * the PSP's refund event may arrive before staff's commit, and then records it as staff asked.
     */
    refundRequest: jsonb('refund_request').$type<RefundRequest>(),
    /** Why it was refunded: 'cdc-49' when the buyer withdrew (CDC art. 49); null for staff's or the PSP's refund. */
    refundReason: text('refund_reason').$type<RefundReason>(),
    /**
     * The PSP account that took the charge: 'env' (the install's gateway) or the revision of the
     * association's Recebimentos settings (issuer_pix_settings_versions). Its status, refund and
     * reconciliation go there even after staff switch accounts. Null on rows older than it.
     */
    gatewayAccount: text('gateway_account'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('transactions_item_idx').on(t.itemId),
    index('transactions_created_idx').on(t.createdAt),
    // The few payments refunded or disputed, read by every "received" figure without the rest.
    index('transactions_refunded_idx')
      .on(t.itemId)
      .where(sql`${t.status} = 'refunded' or ${t.refundedAt} is not null`),
    index('transactions_disputed_idx')
      .on(t.disputedAt)
      .where(sql`${t.disputedAt} is not null`),
    uniqueIndex('transactions_one_success_per_item')
      .on(t.itemId)
      .where(sql`${t.status} = 'succeeded'`),
  ],
);

/**
 * The items one payment settles when the member pays several at once ("Pagar selecionados"),
 * each with its share of the amount; a payment of one item has no rows here (transactions.itemId).
 */
export const transactionItems = pgTable(
  'transaction_items',
  {
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => cashFlowItems.id),
    amountCentavos: integer('amount_centavos').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.transactionId, t.itemId] }),
    index('transaction_items_item_idx').on(t.itemId),
  ],
);

/** 6-digit codes (account confirmation, password recovery, PIN recovery, contact change), hashed. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(), // confirmacao | recuperacao | pin | troca | registro | associacao
    /** Whose code it is: a member's, or (purpose 'recuperacao') a staff member's; never both. */
    memberId: integer('member_id').references(() => members.id),
    staffId: integer('staff_id').references(() => staff.id),
    /** Or (purpose 'associacao') a pending association sign-up's. */
    signupId: uuid('signup_id').references(() => associationSignups.id),
    channel: contactChannel('channel').notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_codes_member_purpose_idx').on(t.memberId, t.purpose, t.createdAt),
    index('verification_codes_staff_purpose_idx').on(t.staffId, t.purpose, t.createdAt),
    check('verification_codes_one_owner', sql`num_nonnulls(${t.memberId}, ${t.staffId}, ${t.signupId}) = 1`),
  ],
);

/**
 * The e-mail or mobile a member asked to change to, waiting for the 'troca' code sent to the
 * current contact; one pending change per member, the newest request wins.
 */
export const contactChanges = pgTable('contact_changes', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  channel: contactChannel('channel').notNull(),
  newValue: text('new_value').notNull(),
  createdAt: createdAt(),
});

/** Every e-mail and SMS the app sends; the sandbox outbox reads it. */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(), // email | sms
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The association the e-mail speaks for: its logo and name head the HTML part. */
    associationId: integer('issuer_id'),
    status: text('status').notNull().default('queued'), // queued | sent | failed
    /** One file sent with an e-mail (a ticket's PDF), kept until it goes out. */
    attachmentName: text('attachment_name'),
    attachmentMime: text('attachment_mime'),
    attachment: bytea('attachment'),
    /** Set for a message that must go once whoever writes it again (a settled payment's receipt). */
    onceKey: text('once_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbound_messages_recipient_idx').on(t.recipient, t.createdAt),
    uniqueIndex('outbound_messages_once_key_uq').on(t.onceKey),
  ],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  /** The association whose staff manage it (null: shown to every member). */
  associationId: integer('issuer_id').references(() => associations.id),
  active: boolean('active').notNull().default(true),
  imageMime: text('image_mime').notNull(),
  image: bytea('image').notNull(),
  link: text('link'),
  position: smallint('position').notNull().default(0),
});

/**
 * The sandbox gateway's own side: what a real gateway keeps on its servers. Our tables only
 * hold the id it returns.
 */
export const sandboxCharges = pgTable('sandbox_charges', {
  id: text('id').primaryKey(), // 'sbx_' + random
  kind: text('kind').notNull(), // pix | boleto | card
  amountCentavos: integer('amount_centavos').notNull(),
  status: text('status').notNull().default('pending'), // pending | succeeded | failed | expired
  description: text('description'),
  installments: smallint('installments').notNull().default(1),
  cardToken: text('card_token'),
  failureMessage: text('failure_message'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * The sandbox's Pix Automático recurrences (a PSP's `rec`): the "bank" of the sandbox page approves
 * or refuses one; its first charge is a sandbox PIX (Jornada 3's cob).
 */
export const sandboxRecurrences = pgTable('sandbox_recurrences', {
  id: text('id').primaryKey(), // 'RR' + random, 29 characters like an idRec
  /** CRIADA | APROVADA | REJEITADA | CANCELADA | EXPIRADA, the standard's statuses. */
  status: text('status').notNull().default('CRIADA'),
  /** Jornada 3's first charge; null for Jornada 1, which the bank approves with no payment. */
  firstChargeId: text('first_charge_id'),
  description: text('description').notNull(),
  payerName: text('payer_name').notNull(),
  /** Jornada 1: the payer's bank, agência and conta the request was sent to, as the page shows it. */
  payerAccount: text('payer_account'),
  limitCentavos: integer('limit_centavos').notNull(),
  createdAt: createdAt(),
});

/** The sandbox's card vault: token → brand, last 4 and how the card behaves. No number, no CVV. */
export const sandboxCardTokens = pgTable('sandbox_card_tokens', {
  token: text('token').primaryKey(), // 'tok_' + random
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  /** approved | declined: the outcome class the test card number stands for. */
  outcome: text('outcome').notNull(),
  declineMessage: text('decline_message'),
  expMonth: smallint('exp_month').notNull(),
  expYear: smallint('exp_year').notNull(),
  holderName: text('holder_name').notNull(),
  createdAt: createdAt(),
});

/**
 * A person who works an association's back office: gestor (everything) or financeiro (charges,
 * payments, exports). The password is set through the invitation's one-time link.
 */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    associationId: integer('issuer_id')
      .notNull()
      .references(() => associations.id),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(), // gestor | financeiro
    passwordHash: text('password_hash'),
    /** Bumped on logout, role change and removal: tokens carry it and older ones stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    inviteTokenHash: text('invite_token_hash'),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_email_key').on(t.email), index('staff_issuer_idx').on(t.associationId)],
);

/** Every change staff make, with what it was before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    associationId: integer('issuer_id')
      .notNull()
      .references(() => associations.id),
    /**
     * Who acted: staff in the back office (staff_id); a member in the app (member_id); or "sair",
     * a reply SAIR from the number of a member's WhatsApp consent (member_id: whose consent it
     * ended; the number is known, not who typed).
     */
    actor: text('actor').$type<'staff' | 'member' | 'sair'>().notNull().default('staff'),
    staffId: integer('staff_id').references(() => staff.id),
    memberId: integer('member_id').references(() => members.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_issuer_created_idx').on(t.associationId, t.createdAt),
    check(
      'audit_log_actor_known',
      sql`(${t.actor} = 'staff' and ${t.staffId} is not null and ${t.memberId} is null)
        or (${t.actor} in ('member', 'sair') and ${t.memberId} is not null and ${t.staffId} is null)`,
    ),
  ],
);

/** One "Nova cobrança": the items it created share its id; its key makes a resubmission a no-op. */
export const chargeBatches = pgTable(
  'charge_batches',
  {
    id: serial('id').primaryKey(),
    associationId: integer('issuer_id')
      .notNull()
      .references(() => associations.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    description: text('description').notNull(),
    itemCount: integer('item_count').notNull(),
    totalCentavos: bigint('total_centavos', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('charge_batches_issuer_key').on(t.associationId, t.idempotencyKey)],
);

/**
 * One row per item and reminder stage, written in the same statement as the messages it sends:
 * the unique key is what makes a reminder go out once, however many runs or instances.
 */
export const reminders = pgTable(
  'reminders',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => cashFlowItems.id),
    /** The run of the job that sent it (null: sent before runs were recorded). */
    runId: integer('run_id').references(() => reminderRuns.id),
    /** antes | vencimento | atraso-1 … atraso-4 */
    stage: text('stage').notNull(),
    /** The channels it went out by (email, push): what "Lembretes que funcionam" counts per channel. */
    channels: text('channels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.stage] }),
    index('reminders_created_idx').on(t.createdAt),
    index('reminders_run_idx').on(t.runId),
  ],
);

/**
 * One run of the reminders job (the daily one, a retry, the sandbox's button): written in the
 * same statement as its reminders, which the back office counts per run and channel.
 */
export const reminderRuns = pgTable('reminder_runs', {
  id: serial('id').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A device where the member installed the app and allowed notifications (Web Push). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_member_idx').on(t.memberId),
  ],
);

/**
 * A document the system issued (recibo, declaração anual, certidão de quitação, carteirinha):
 * what it stated, frozen in payload, and the unguessable code that /verificar/{codigo} checks.
 * Not to be confused with `documents`, the files members upload.
 */
export const issuedDocuments = pgTable(
  'issued_documents',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(), // recibo | declaracao | certidao | carteirinha | certificado
    code: text('code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    associationId: integer('issuer_id').references(() => associations.id),
    /** Recibo: the settled transaction (one receipt per transaction). */
    transactionId: integer('transaction_id').references(() => transactions.id),
    /** Certificado de participação: the event ticket it certifies (one certificate per ticket). */
    eventTicketId: integer('event_ticket_id'),
    payload: jsonb('payload').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** A refunded payment's receipt, or a document replaced: it no longer verifies as valid. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('issued_documents_code_key').on(t.code),
    uniqueIndex('issued_documents_one_receipt_per_transaction')
      .on(t.transactionId)
      .where(sql`${t.kind} = 'recibo'`),
    uniqueIndex('issued_documents_one_certificate_per_ticket')
      .on(t.eventTicketId)
      .where(sql`${t.kind} = 'certificado'`),
    uniqueIndex('issued_documents_one_card_per_membership')
      .on(t.memberId, t.associationId)
      .where(sql`${t.kind} = 'carteirinha'`),
    index('issued_documents_member_idx').on(t.memberId, t.kind),
  ],
);

/**
 * Request counters of the rate limits when several instances share one PostgreSQL: one row per
 * limit and client, counted up atomically until its window resets.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_resets_idx').on(t.resetsAt)],
);

/** The columns of an association's PSP account, in the settings and in each saved version of them. */
const pixAccountColumns = () => ({
  apiUrl: text('api_url').notNull(),
  /** Absent: `${apiUrl}/oauth/token`. */
  oauthUrl: text('oauth_url'),
  clientId: text('client_id').notNull(),
  clientSecretEncrypted: text('client_secret_encrypted').notNull(),
  certificatePem: text('certificate_pem').notNull(),
  privateKeyEncrypted: text('private_key_encrypted').notNull(),
  caPem: text('ca_pem'),
  chave: text('chave').notNull(),
  /**
   * The account a Pix Automático charge (cobr) credits, as the standard's recebedor: branch,
   * number and CORRENTE | POUPANCA | PAGAMENTO. Absent: no recurring charge is sent.
   */
  accountBranch: text('account_branch'),
  accountNumber: text('account_number'),
  accountType: text('account_type'),
});

/**
 * An association's own account at its PSP (API Pix), entered by a gestor in "Recebimentos". The client
 * secret and the private key are AES-256-GCM ciphertexts (server/secrets/secret-box.ts), never
 * returned by any API; the certificates are public but stay on the server as well. `revision`
 * changes on every save: each instance's gateway cache keys on it.
 */
export const associationPixSettings = pgTable('issuer_pix_settings', {
  associationId: integer('issuer_id')
    .primaryKey()
    .references(() => associations.id),
  ...pixAccountColumns(),
  revision: uuid('revision').notNull(),
  updatedBy: integer('updated_by')
    .notNull()
    .references(() => staff.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every version of an association's Recebimentos settings ever saved, by revision (sealed as in
 * issuer_pix_settings): a charge taken at an account that staff later replaced or removed is
 * still checked, confirmed and refunded there (transactions.gateway_account).
 */
export const associationPixSettingsVersions = pgTable(
  'issuer_pix_settings_versions',
  {
    revision: uuid('revision').primaryKey(),
    associationId: integer('issuer_id')
      .notNull()
      .references(() => associations.id),
    ...pixAccountColumns(),
    createdAt: createdAt(),
  },
  (t) => [index('issuer_pix_settings_versions_issuer_idx').on(t.associationId)],
);

/**
 * Pix Automático: a member's authorization (the PSP's recorrência, `rec`) for an association to charge
 * each due item of one kind (annuity: yearly; due: monthly) from the member's account.
 * pending = created, waiting for the payer's bank; active = approved; refused | cancelled | expired.
 */
export const recurringAuthorizations = pgTable(
  'recurring_authorizations',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    associationId: integer('issuer_id')
      .notNull()
      .references(() => associations.id),
    /** The items it pays: 'annuity' | 'due'. */
    itemKind: text('item_kind').notNull(),
    /** The most one charge may ask (centavos): the PSP's valorMinimoRecebedor. */
    limitCentavos: integer('limit_centavos').notNull(),
    status: text('status').notNull().default('pending'),
    /** The PSP's idRec; null until the PSP answered. */
    gatewayId: text('gateway_id').unique(),
    /** The payment that started it (Jornada 3: the QR that pays this item and authorizes). */
    firstTransactionId: integer('first_transaction_id').references(() => transactions.id),
    endedReason: text('ended_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('recurring_authorizations_member_idx').on(t.memberId),
    index('recurring_authorizations_issuer_idx').on(t.associationId, t.status),
    // One live authorization per member, association and kind of item.
    uniqueIndex('recurring_authorizations_one_live')
      .on(t.memberId, t.associationId, t.itemKind)
      .where(sql`${t.status} in ('pending', 'active')`),
  ],
);

/**
 * Each due item an authorization charges: one row per item and authorization, claimed before the
 * PSP hears of it, so the job sends each item once however often it runs.
 * sending = claimed, not yet accepted by the PSP; sent = cobr created; paid | failed.
 */
export const recurringCharges = pgTable(
  'recurring_charges',
  {
    id: serial('id').primaryKey(),
    authorizationId: integer('authorization_id')
      .notNull()
      .references(() => recurringAuthorizations.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => cashFlowItems.id),
    txid: text('txid').notNull().unique(),
    transactionId: integer('transaction_id').references(() => transactions.id),
    amountCentavos: integer('amount_centavos').notNull(),
    dueDate: date('due_date').notNull(),
    status: text('status').notNull().default('sending'),
    attempts: integer('attempts').notNull().default(0),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recurring_charges_once_per_item').on(t.authorizationId, t.itemId),
    index('recurring_charges_status_idx').on(t.status),
  ],
);

/**
 * Asaas customers we created (API v3 POST /customers): one per person and Asaas account, so a
 * second payment reuses it. `account` is 'env' (ASAAS_* of the install) or 'asaas:<revision>' (a
 * version of an association's Asaas settings). An erasure takes the CPF away (`erasedAt`): the row
 * then only waits for Asaas to remove the customer (server/payments/asaas-customer-removal.ts),
 * tried again at `nextRemovalAt` while Asaas fails, and is deleted once it did.
 */
export const asaasCustomers = pgTable(
  'asaas_customers',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull(),
    cpfCnpj: text('cpf_cnpj'),
    customerId: text('customer_id').notNull(),
    createdAt: createdAt(),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    removalAttempts: integer('removal_attempts').notNull().default(0),
    nextRemovalAt: timestamp('next_removal_at', { withTimezone: true }),
    removalError: text('removal_error'),
  },
  (t) => [
    // An erased row's null CPF is distinct from every other: it never blocks a new customer.
    uniqueIndex('asaas_customers_one_per_account').on(t.account, t.cpfCnpj),
    index('asaas_customers_removals_idx')
      .on(t.nextRemovalAt)
      .where(sql`${t.erasedAt} is not null`),
    check('asaas_customers_erased_without_cpf', sql`(${t.cpfCnpj} is null) = (${t.erasedAt} is not null)`),
  ],
);

/** Asaas webhook events already handled (by the event's `id`): a redelivery changes nothing. */
export const asaasWebhookEvents = pgTable('asaas_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  paymentId: text('payment_id'),
  receivedAt: createdAt(),
});

/**
 * The first time an association's staff did a step that leaves no row of its own (kind
 * 'qr_downloaded': the association QR poster was downloaded). "Primeiros passos" reads it.
 */
export const associationMilestones = pgTable(
  'issuer_milestones',
  {
    associationId: integer('issuer_id')
      .notNull()
      .references(() => associations.id),
    kind: text('kind', { enum: ['qr_downloaded'] }).notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.associationId, t.kind] })],
);

/**
 * How an association receives (Recebimentos): 'sandbox' (only while SANDBOX is true), 'pix-api'
 * (its issuer_pix_settings) or 'asaas' (its issuer_asaas_settings). No row: its API Pix settings
 * when it has them, else the install's PAYMENT_GATEWAY.
 */
export const associationReceiving = pgTable('issuer_receiving', {
  associationId: integer('issuer_id')
    .primaryKey()
    .references(() => associations.id),
  gateway: text('gateway', { enum: ['sandbox', 'pix-api', 'asaas'] }).notNull(),
  updatedBy: integer('updated_by')
    .notNull()
    .references(() => staff.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An association's own Asaas account: the API key and webhook token sealed with SECRETS_KEY. */
const asaasAccountColumns = () => ({
  /** The v3 base URL (ASAAS_API_URL of the install when saved, else Asaas's production). */
  apiUrl: text('api_url').notNull(),
  apiKeyEncrypted: text('api_key_encrypted').notNull(),
  webhookTokenEncrypted: text('webhook_token_encrypted').notNull(),
});

export const associationAsaasSettings = pgTable('issuer_asaas_settings', {
  associationId: integer('issuer_id')
    .primaryKey()
    .references(() => associations.id),
  ...asaasAccountColumns(),
  revision: uuid('revision').notNull(),
  updatedBy: integer('updated_by')
    .notNull()
    .references(() => staff.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every version of an association's Asaas settings, by revision: a charge taken with one
 * (transactions.gateway_account 'asaas:<revision>') is read back and refunded there after a switch.
 */
export const associationAsaasSettingsVersions = pgTable(
  'issuer_asaas_settings_versions',
  {
    revision: uuid('revision').primaryKey(),
    associationId: integer('issuer_id')
      .notNull()
      .references(() => associations.id),
    ...asaasAccountColumns(),
    createdAt: createdAt(),
  },
  (t) => [index('issuer_asaas_settings_versions_issuer_idx').on(t.associationId)],
);
