import { z } from 'zod';
import type { Database } from '../db/client';
import { openNotifyChannel } from './notify-channel';

const TRANSACTION_CHANNEL = 'quita_transacoes';

const TransactionStatusEvent = z.object({
  gatewayId: z.string(),
  status: z.enum(['succeeded', 'failed', 'expired']),
});
export type TransactionStatusEvent = z.infer<typeof TransactionStatusEvent>;

export interface TransactionEvents {
  publish(event: TransactionStatusEvent): Promise<void>;
  /** Calls listener for status changes of that transaction; returns the unsubscribe. */
  subscribe(gatewayId: string, listener: (event: TransactionStatusEvent) => void): () => void;
  close(): Promise<void>;
}

/**
 * Status changes travel through the database's NOTIFY, so an instance that settles a payment
 * reaches the payer's open PIX screen even when another instance holds that connection.
 */
export function createTransactionEvents(database: Database): Promise<TransactionEvents> {
  return openNotifyChannel(database, TRANSACTION_CHANNEL, TransactionStatusEvent, (event) => [
    event.gatewayId,
  ]);
}
