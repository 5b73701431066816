import pg from 'pg';

const RECONNECT_MS = 1_000;

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export interface Listener {
  /** Hears every NOTIFY on the channel until the returned function is called. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * LISTEN holds a connection for as long as it lasts: one connection of its own, outside the pool
 * (whose connections all serve queries), carries every channel. When it is lost (PostgreSQL
 * restarted) it is opened again every second and listens to every channel again.
 */
export function createListener(connectionString: string): Listener {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const lost = (gone: pg.Client) => {
    if (client === gone) client = undefined;
    gone.removeAllListeners('notification');
    void gone.end().catch(() => undefined);
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connecting = connect();
    }, RECONNECT_MS);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    next.on('notification', ({ channel, payload }) => {
      for (const onPayload of handlers.get(channel) ?? []) onPayload(payload ?? '');
    });
    next.on('error', () => lost(next));
    try {
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`listen ${quoteIdent(channel)}`);
      if (closed) await next.end();
      else client = next;
    } catch {
      lost(next);
    }
  };

  return {
    async listen(channel, onPayload) {
      const forChannel = handlers.get(channel) ?? new Set();
      handlers.set(channel, forChannel.add(onPayload));
      await (connecting ??= connect());
      // LISTEN twice is harmless: the connection may have been opened after the handler was added.
      await client?.query(`listen ${quoteIdent(channel)}`).catch(() => undefined);
      return async () => {
        forChannel.delete(onPayload);
        if (forChannel.size > 0) return;
        handlers.delete(channel);
        await client?.query(`unlisten ${quoteIdent(channel)}`).catch(() => undefined);
      };
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await connecting;
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}
