import { EventEmitter } from 'node:events';
import type { z } from 'zod';
import type { Database } from '../db/client';

export interface NotifyChannel<Message> {
  publish(message: Message): Promise<void>;
  /** Calls `listener` with each message under `key`; returns the unsubscribe. */
  subscribe(key: string, listener: (message: Message) => void): () => void;
  close(): Promise<void>;
}

/**
 * Messages through the database's NOTIFY, so what one instance publishes reaches the listeners
 * another holds. Each message goes to the listeners of the keys `keysOf` finds in it; a payload
 * that is not one of `schema`'s messages is not ours and is ignored.
 */
export async function openNotifyChannel<Message>(
  database: Database,
  channel: string,
  schema: z.ZodType<Message>,
  keysOf: (message: Message) => string[],
): Promise<NotifyChannel<Message>> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const stop = await database.listen(channel, (payload) => {
    const message = schema.safeParse(parsedJson(payload));
    if (!message.success) return;
    for (const key of keysOf(message.data)) local.emit(key, message.data);
  });
  return {
    publish: (message) => database.notify(channel, JSON.stringify(message)),
    subscribe: (key, listener) => {
      local.on(key, listener);
      return () => void local.off(key, listener);
    },
    close: async () => {
      local.removeAllListeners();
      await stop();
    },
  };
}

function parsedJson(payload: string): unknown {
  try {
    return JSON.parse(payload);
  } catch {
    return undefined;
  }
}
