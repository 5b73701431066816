import { sql } from 'drizzle-orm';
import { cashFlowItems, members } from '../db/schema';

/**
 * Who paid an item, as its receipt, e-mail and slip name them: the name a public buyer typed for
 * the purchase, else the member's. A CPF already on an association's roll keeps that record's name,
 * which need not be the buyer's (issue 28 item 7). Needs cash_flow_items and members in the query.
 */
export const payerNameColumn = sql<string>`coalesce(${cashFlowItems.payerName}, ${members.name})`;
