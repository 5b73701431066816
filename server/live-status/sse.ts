import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TransactionEvents } from './transaction-events';

const HEARTBEAT_MS = 15_000;

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
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  let open = true;
  const finish = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    unsubscribe();
    res.end();
  };
  const send = (event: { status: string }) => {
    if (!open) return;
    res.write(`event: status\ndata: ${dataOf(event.status)}\n\n`);
    if (event.status !== 'pending') finish();
  };
  const unsubscribe = events.subscribe(gatewayId, send);
  const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
  request.raw.on('close', finish);

  const status = await currentStatus();
  if (status) send({ status });
}
