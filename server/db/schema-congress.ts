import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cashFlowItems, categories, associations, members, products, staff } from './schema';

/**
 * A congress or course: a store product (its page, prices and checkout are the product's) with
 * the door's data. Named events in the database; server/congress holds its services, because
 * server/events is the transactions' server-sent events.
 */
export const congressEvents = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    productId: integer('project_id')
      .notNull()
      .unique()
      .references(() => products.id),
    associationId: integer('issuer_id')
      .notNull()
      .references(() => associations.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    place: text('place').notNull(),
    /** Vagas: paid registrations plus live seat holds never exceed it. */
    capacity: integer('capacity').notNull(),
    hours: integer('hours').notNull(),
    points: integer('points').notNull(),
    minAttendancePercent: smallint('min_attendance_percent').notNull(),
    /** When the day-after job issued its certificates (staff may issue them earlier, any number of times). */
    certificatesIssuedAt: timestamp('certificates_issued_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('events_issuer_idx').on(t.associationId, t.startsAt)],
);

/** A day of the event and its time span (São Paulo): a scan on that day marks attendance for it. */
export const eventSessions = pgTable(
  'event_sessions',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => congressEvents.id),
    day: date('day').notNull(),
    startsAt: time('starts_at').notNull(),
    endsAt: time('ends_at').notNull(),
  },
  (t) => [uniqueIndex('event_sessions_day_key').on(t.eventId, t.day, t.startsAt)],
);

/** An early price ("1º lote até DD/MM") of a category, up to and including its last day. */
export const eventLots = pgTable(
  'event_lots',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => congressEvents.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    lastDay: date('last_day').notNull(),
    amountCentavos: integer('amount_centavos').notNull(),
  },
  (t) => [uniqueIndex('event_lots_category_day_key').on(t.eventId, t.categoryId, t.lastDay)],
);

/**
 * A seat taken by a payment attempt of a registration's item: held until held_until while the
 * payment may still arrive (a PIX, a boleto), kept for good once the item is paid.
 */
export const eventSeats = pgTable(
  'event_seats',
  {
    itemId: integer('item_id')
      .primaryKey()
      .references(() => cashFlowItems.id),
    eventId: integer('event_id')
      .notNull()
      .references(() => congressEvents.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('event_seats_event_idx').on(t.eventId)],
);

/**
 * A paid registration's ticket: its QR carries the ticket signed with the server's Ed25519 key;
 * the short code is typed at the door when the QR cannot be read. valid | cancelled.
 */
export const eventTickets = pgTable(
  'event_tickets',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => congressEvents.id),
    itemId: integer('item_id')
      .notNull()
      .unique()
      .references(() => cashFlowItems.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    code: text('code').notNull().unique(),
    status: text('status').notNull().default('valid'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the ticket's e-mail (the PDF with the QR) was queued: once per ticket. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [index('event_tickets_event_idx').on(t.eventId), index('event_tickets_member_idx').on(t.memberId)],
);

/**
 * Each scan a door device took, as it reported it: the first scan of a ticket (scanned_at, then
 * id) is its entrance; later ones from other devices are "Entradas em duplicidade". A device's
 * scan sent twice is the same row.
 */
export const eventCheckins = pgTable(
  'event_checkins',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => congressEvents.id),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => eventTickets.id),
    deviceId: text('device_id').notNull(),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    staffId: integer('staff_id').references(() => staff.id),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_checkins_scan_key').on(t.ticketId, t.deviceId, t.scannedAt),
    index('event_checkins_event_idx').on(t.eventId, t.scannedAt),
  ],
);

/** The tickets' Ed25519 key pair: the private half sealed with SECRETS_KEY, never sent anywhere. */
export const ticketSigningKeys = pgTable('ticket_signing_keys', {
  id: integer('id').primaryKey(),
  /** Raw 32-byte public key, base64url: what door devices verify with. */
  publicKey: text('public_key').notNull(),
  privateKeySealed: text('private_key_sealed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
