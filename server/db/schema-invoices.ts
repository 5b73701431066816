import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cashFlowItems, associations, transactions } from './schema';

export const INVOICE_STATUSES = ['scheduled', 'authorized', 'cancelled', 'error'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * A service invoice (NFS-e) of one paid item of a product marked "Emitir nota fiscal de serviço":
 * one per item (unique), scheduled at the gateway that took the payment (Asaas: POST /v3/invoices;
 * the sandbox: sandbox_invoices). 'scheduled' until the city hall authorizes it; 'error' with the
 * reason (the gateway's refusal, or a gateway that issues none); 'cancelled' after a refund.
 */
export const serviceInvoices = pgTable(
  'service_invoices',
  {
    id: serial('id').primaryKey(),
    associationId: integer('issuer_id')
      .notNull()
      .references(() => associations.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => cashFlowItems.id),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id),
    /** The gateway that issues it: 'asaas', 'sandbox', or the one that has no invoices. */
    gateway: text('gateway').notNull(),
    /** transactions.gateway_account of the payment: the account it is scheduled at. */
    gatewayAccount: text('gateway_account'),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('scheduled'),
    errorReason: text('error_reason'),
    /** The gateway's invoice id (Asaas inv_…, sandbox sbx_inv_…); null until it answered. */
    pspInvoiceId: text('psp_invoice_id').unique(),
    pdfUrl: text('pdf_url'),
    number: text('number'),
    valueCentavos: integer('value_centavos').notNull(),
    serviceCode: text('service_code').notNull(),
    serviceDescription: text('service_description').notNull(),
    issBps: integer('iss_bps').notNull(),
    /** The product's tax reform codes when it was paid (sent in Asaas's `taxes`); null: none. */
    nbsCode: text('nbs_code'),
    taxSituationCode: text('tax_situation_code'),
    taxClassificationCode: text('tax_classification_code'),
    operationIndicatorCode: text('operation_indicator_code'),
    authorizedAt: timestamp('authorized_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One per item a payment paid: an item refunded, reopened and paid again gets a new invoice.
    uniqueIndex('service_invoices_one_per_payment_item').on(t.transactionId, t.itemId),
    index('service_invoices_issuer_idx').on(t.associationId, t.createdAt),
    check('service_invoices_error_has_reason', sql`${t.status} <> 'error' or ${t.errorReason} is not null`),
  ],
);

/** The sandbox's invoices (the sandbox plays the city hall): authorized at its tick or by its page. */
export const sandboxInvoices = pgTable('sandbox_invoices', {
  id: text('id').primaryKey(), // 'sbx_inv_' + random
  chargeId: text('charge_id').notNull(),
  valueCentavos: integer('value_centavos').notNull(),
  serviceCode: text('service_code').notNull(),
  serviceDescription: text('service_description').notNull(),
  issBps: integer('iss_bps').notNull(),
  status: text('status', { enum: INVOICE_STATUSES }).notNull().default('scheduled'),
  number: text('number'),
  statusDescription: text('status_description'),
  authorizedAt: timestamp('authorized_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
