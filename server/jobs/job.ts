import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { MessageTransport } from '../messaging/outbox';
import type { PushSender } from '../messaging/push-sender';
import type { PaymentDeps } from '../payments/payment-deps';

export interface JobContext {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  now: () => Date;
  transport?: MessageTransport | undefined;
  push?: PushSender | undefined;
  /** The gateways and outbox of the running server, for jobs that charge (Pix Automático). */
  payments?: PaymentDeps | undefined;
}

/** A job both runners run the same way: pg-boss on PostgreSQL, croner in-process on PGlite. */
export interface JobDefinition {
  name: string;
  /** Cron expression in São Paulo time. */
  cron: string;
  retryLimit: number;
  /** Seconds before the first retry; each next one waits twice as long. */
  retryDelaySeconds: number;
  /** A run that takes longer is given up (and retried). */
  expireInSeconds: number;
  run(context: JobContext): Promise<unknown>;
}

export interface JobRunner {
  start(): Promise<void>;
  /** Runs one job now, in this process (the sandbox hook and the tests). */
  runNow(name: string): Promise<unknown>;
  /** Queues one run of the job, as its schedule does: one worker takes it, retried on failure. */
  enqueue(name: string): Promise<void>;
  stop(): Promise<void>;
}

export const JOB_TIMEZONE = 'America/Sao_Paulo';
