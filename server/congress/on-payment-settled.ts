import type { SettledHandler } from '../payments/settled-effects';
import { issueTickets } from './issue-tickets';
import { emailTickets, type TicketMail } from './ticket-email';

/**
 * An event's registration gets its ticket (one per item: unique), by e-mail (once per ticket and
 * recipient: outbound_messages.once_key). The member's list issues a missing one too.
 */
export const ticketsOnPaymentSettled = (deps: TicketMail): SettledHandler => ({
  name: 'ingressos',
  async run(event) {
    await issueTickets(deps.db, event.itemIds);
    await emailTickets(deps, event.itemIds);
  },
});
