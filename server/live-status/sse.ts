import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TransactionEvents } from './transaction-events';

const HEARTBEAT_MS = 15_000;
const CHANGE_BURST_MS = 1_000;

/**
 * Opens a server-sent-events response that stays until `close` or the client leaves (a comment
 * line every 15 s keeps proxies from closing it); `onClose` runs once either way.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply, onClose: () => void) {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  let open = true;
  const close = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    onClose();
    res.end();
  };
  const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
  request.raw.on('close', close);
  return {
    send: (event: string, data: string) => {
      if (open) res.write(`event: ${event}\ndata: ${data}\n\n`);
    },
    close,
  };
}

/**
 * Streams a transaction's status as server-sent events until it is final or the client leaves.
 * The subscription starts before the current status is read, so no change falls in between.
 */
export async function streamTransactionStatus(
  request: FastifyRequest,
  reply: FastifyReply,
  events: TransactionEvents,
  gatewayId: string,
  currentStatus: () => Promise<string | undefined>,
  /** One status as the event's data line: the route's wire. */
  dataOf: (status: string) => string,
) {
  let unsubscribe = () => {};
  const stream = openEventStream(request, reply, () => unsubscribe());
  const send = (event: { status: string }) => {
    stream.send('status', dataOf(event.status));
    if (event.status !== 'pending') stream.close();
  };
  unsubscribe = events.subscribe(gatewayId, send);

  const status = await currentStatus();
  if (status) send({ status });
}

/**
 * Streams "mudou" each time the subscribed data changes (a burst of changes within a second is one
 * event), until the client leaves: the screen then asks the API again.
 */
export function streamChanges(
  request: FastifyRequest,
  reply: FastifyReply,
  subscribe: (listener: () => void) => () => void,
) {
  let pending: ReturnType<typeof setTimeout> | null = null;
  let unsubscribe = () => {};
  const stream = openEventStream(request, reply, () => {
    unsubscribe();
    if (pending) clearTimeout(pending);
  });
  unsubscribe = subscribe(() => {
    pending ??= setTimeout(() => {
      pending = null;
      stream.send('mudou', '{}');
    }, CHANGE_BURST_MS);
  });
  stream.send('aberto', '{}');
}
