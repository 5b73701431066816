import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { associations, staff, transactions } from './schema';

export const REFUND_TRANSFER_STATUSES = ['sent', 'done', 'to-return', 'returned'] as const;
export type RefundTransferStatus = (typeof REFUND_TRANSFER_STATUSES)[number];

/**
 * How a withdrawn boleto purchase's money goes back (CDC art. 49): a boleto has no refund at the
 * PSP, so it goes by PIX to the key the buyer typed. 'sent': the PSP took the transfer (its id
 * kept) and it is with the banks; 'done': the PSP says it arrived; 'to-return': the PSP could not
 * (none, it refused, the transfer failed later or waits for a person's approval there), and staff
 * must transfer it themselves (Pagamentos: "Devolver por transferência"); 'returned' once they
 * say so. The key is kept, sealed, only while it may still be needed ('sent', 'to-return') and
 * erased after: the check says so.
 */
export const refundTransfers = pgTable(
  'refund_transfers',
  {
    transactionId: integer('transaction_id')
      .primaryKey()
      .references(() => transactions.id),
    associationId: integer('issuer_id')
      .notNull()
      .references(() => associations.id),
    amountCentavos: integer('amount_centavos').notNull(),
    /** domain/pix-key.ts: cpf | cnpj | email | phone | evp. */
    keyType: text('key_type', { enum: ['cpf', 'cnpj', 'email', 'phone', 'evp'] }).notNull(),
    /** The key, sealed (server/secrets/secret-box.ts), only while staff must transfer to it. */
    keySealed: text('key_sealed'),
    status: text('status', { enum: REFUND_TRANSFER_STATUSES }).notNull(),
    /** The PSP's transfer (Asaas's id, the sandbox's) when it took one, even one waiting for approval. */
    pspTransferId: text('psp_transfer_id'),
    /** Why the PSP did not send it, for staff (the key never in it); null when it has no such transfer. */
    pspRefusal: text('psp_refusal'),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    returnedByStaffId: integer('returned_by_staff_id').references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refund_transfers_issuer_idx').on(t.associationId, t.status),
    uniqueIndex('refund_transfers_psp_transfer_idx').on(t.pspTransferId),
    check(
      'refund_transfers_key_only_while_owed',
      sql`(${t.status} in ('sent', 'to-return')) = (${t.keySealed} is not null)`,
    ),
    check(
      'refund_transfers_sent_has_id',
      sql`${t.status} not in ('sent', 'done') or ${t.pspTransferId} is not null`,
    ),
    check('refund_transfers_returned_when', sql`${t.status} <> 'returned' or ${t.returnedAt} is not null`),
  ],
);
