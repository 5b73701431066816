import { EventEmitter } from 'node:events';
import type { Database } from '../db/client';

const TRANSACTION_CHANNEL = 'quita_transacoes';

export interface TransactionStatusEvent {
  gatewayId: string;
  status: 'succeeded' | 'failed' | 'expired';
}

export interface TransactionEvents {
  publish(event: TransactionStatusEvent): Promise<void>;
  /** Calls listener for status changes of that transaction; returns the unsubscribe. */
  subscribe(gatewayId: string, listener: (event: TransactionStatusEvent) => void): () => void;
  close(): Promise<void>;
}

const isStatusEvent = (value: unknown): value is TransactionStatusEvent =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TransactionStatusEvent).gatewayId === 'string' &&
  ['succeeded', 'failed', 'expired'].includes((value as TransactionStatusEvent).status);

/**
 * Status changes travel through the database's NOTIFY, so an instance that settles a payment
 * reaches the payer's open PIX screen even when another instance holds that connection.
 */
export async function createTransactionEvents(database: Database): Promise<TransactionEvents> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const stop = await database.listen(TRANSACTION_CHANNEL, (payload) => {
    try {
      const event: unknown = JSON.parse(payload);
      if (isStatusEvent(event)) local.emit(event.gatewayId, event);
    } catch {
      // Not ours: ignore anything that is not a status event.
    }
  });
  return {
    publish: (event) => database.notify(TRANSACTION_CHANNEL, JSON.stringify(event)),
    subscribe: (gatewayId, listener) => {
      local.on(gatewayId, listener);
      return () => void local.off(gatewayId, listener);
    },
    close: async () => {
      local.removeAllListeners();
      await stop();
    },
  };
}
