import { z } from 'zod';
import { TransactionStatus } from './fluxo';

/** One server-sent event of /api/fluxo/eventos/{ID_ZOOP_TRANSACAO} (server/events/sse.ts). */
const TransactionEvent = z.object({ STATUS: TransactionStatus });

/** The status an event's data carries, or null for anything else (a broken line is ignored). */
export function statusOfEvent(data: string): TransactionStatus | null {
  try {
    const event = TransactionEvent.safeParse(JSON.parse(data));
    return event.success ? event.data.STATUS : null;
  } catch {
    return null;
  }
}
