import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cashFlowItems, associations, members, staff } from './schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An association's WhatsApp Business number (Recebimentos › WhatsApp): the access token and the
 * app secret sealed with SECRETS_KEY, the webhook's verify token kept only as its SHA-256.
 */
export const associationWhatsappSettings = pgTable(
  'issuer_whatsapp_settings',
  {
    associationId: integer('issuer_id')
      .primaryKey()
      .references(() => associations.id),
    phoneNumberId: text('phone_number_id').notNull(),
    accessTokenEncrypted: text('access_token_encrypted').notNull(),
    appSecretEncrypted: text('app_secret_encrypted').notNull(),
    verifyTokenSha256: text('verify_token_sha256').notNull(),
    reminderTemplate: text('reminder_template').notNull(),
    paidTemplate: text('paid_template').notNull(),
    updatedBy: integer('updated_by').references(() => staff.id),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('issuer_whatsapp_phone_uq').on(t.phoneNumberId),
    index('issuer_whatsapp_verify_idx').on(t.verifyTokenSha256),
  ],
);

/**
 * A member's consent to WhatsApp reminders: when, the exact text shown, from which session; and
 * when it ended (the member's switch, or "SAIR"). At most one open consent a member.
 */
export const whatsappConsents = pgTable(
  'whatsapp_consents',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** E.164 digits without "+": 55 DD NNNNNNNNN. */
    phone: text('phone').notNull(),
    consentText: text('consent_text').notNull(),
    sessionId: text('session_id').notNull(),
    grantedAt: at('granted_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
    /** perfil | sair */
    revokedBy: text('revoked_by'),
  },
  (t) => [
    uniqueIndex('whatsapp_consents_open_uq')
      .on(t.memberId)
      .where(sql`revoked_at is null`),
    index('whatsapp_consents_phone_idx').on(t.phone),
  ],
);

/**
 * Every WhatsApp message the app sends (or records in the sandbox): written once by its key,
 * claimed by the delivery job, its `wamid` and status kept as Meta reports them.
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: serial('id').primaryKey(),
    associationId: integer('issuer_id')
      .notNull()
      .references(() => associations.id),
    memberId: integer('member_id').references(() => members.id),
    itemId: integer('item_id').references(() => cashFlowItems.id),
    /** lembrete | confirmacao-sair | pix | pagamento-confirmado | status-pedido */
    kind: text('kind').notNull(),
    onceKey: text('once_key').notNull(),
    phone: text('phone').notNull(),
    /** What the message says (template parameters, texts); the request is built when sent. */
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    /** queued | sending | sent | delivered | read | failed */
    status: text('status').notNull().default('queued'),
    wamid: text('wamid'),
    /** Why it failed, as staff read it. */
    error: text('error'),
    /** The e-mail sent in its place (failed): the outbound row's key. */
    fallbackKey: text('fallback_key'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('whatsapp_messages_once_uq').on(t.onceKey),
    uniqueIndex('whatsapp_messages_wamid_uq').on(t.wamid),
    index('whatsapp_messages_queue_idx').on(t.status, t.nextAttemptAt),
    index('whatsapp_messages_member_idx').on(t.memberId, t.createdAt),
  ],
);

/** Webhook notifications taken, by their key (a message's id, a status's id and status): once each. */
export const whatsappWebhookEvents = pgTable('whatsapp_webhook_events', {
  key: text('key').primaryKey(),
  associationId: integer('issuer_id')
    .notNull()
    .references(() => associations.id),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  processedAt: at('processed_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * When a WhatsApp number may send its next message. Meta's throughput is per number, and every
 * server instance's delivery takes its turn here (one row a number), so that together they keep
 * to the configured messages per second.
 */
export const whatsappSendSlots = pgTable('whatsapp_send_slots', {
  phoneNumberId: text('phone_number_id').primaryKey(),
  nextAt: at('next_at').notNull(),
});
