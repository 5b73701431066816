import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { outboundMessages } from '../../db/schema';
import { whatsappMessages } from '../../db/schema-whatsapp';
import { SecretRefused, type SecretBox } from '../../secrets/secret-box';
import { sendCloudMessage, type CloudAnswer } from './cloud-api';
import { takeSendSlot } from './send-slot';
import { cloudBodyOf, sandboxTextOf, type WhatsappContent } from './whatsapp-content';
import { readWhatsappAccount, type WhatsappAccount } from './whatsapp-settings';

/** Rows claimed at a time: about a second of sends, at most 100. */
const batchOf = (messagesPerSecond: number) => Math.max(1, Math.min(100, Math.ceil(messagesPerSecond)));
/** Tries before a message Meta keeps throttling (429, 5xx) is given up and sent by e-mail. */
export const WHATSAPP_MAX_ATTEMPTS = 6;
/**
 * A run claims no new batch after this long and leaves the rest to the next minute's: the job
 * expires after 10 minutes (jobs/definitions.ts), and a run past it would be run again beside it.
 */
export const WHATSAPP_RUN_CLAIMS_FOR_MS = 5 * 60_000;
/**
 * A claimed row stays `queued` with its next attempt moved this far ahead: another instance leaves
 * it alone, and should this process die before sending it, it is taken again after the lease.
 */
const CLAIM_LEASE_MS = 2 * 60_000;
/** 30 s, 1, 2, 4, 8 minutes. */
const backoffMs = (attempts: number) => 30_000 * 2 ** (attempts - 1);

export interface WhatsappDeps {
  db: Db;
  box: SecretBox;
  apiUrl: string;
  sandbox: boolean;
  publicUrl: string;
  messagesPerSecond: number;
}

export interface WhatsappRun {
  sent: number;
  retried: number;
  failed: number;
}

interface Claimed {
  id: number;
  associationId: number;
  phone: string;
  content: WhatsappContent;
  attempts: number;
}

/**
 * Where an association's WhatsApp goes: its own number (Cloud API) when saved, the sandbox's
 * WhatsApp when SANDBOX=true, else nowhere (null).
 */
export type WhatsappRoute = { kind: 'cloud'; account: WhatsappAccount } | { kind: 'sandbox' } | null;

export async function whatsappRouteOf(deps: WhatsappDeps, associationId: number): Promise<WhatsappRoute> {
  try {
    const account = await readWhatsappAccount(deps.db, deps.box, deps.apiUrl, associationId);
    if (account) return { kind: 'cloud', account };
  } catch (error) {
    if (!(error instanceof SecretRefused)) throw error;
    return null;
  }
  return deps.sandbox ? { kind: 'sandbox' } : null;
}

/** The sandbox's WhatsApp: the message is written beside the e-mails, readable in /api/sandbox/mensagens. */
async function sendToSandbox(deps: WhatsappDeps, m: Claimed): Promise<CloudAnswer> {
  const text = sandboxTextOf(m.content, deps.publicUrl);
  const { phone: recipient, associationId } = m;
  const [row] = await deps.db
    .insert(outboundMessages)
    .values({ channel: 'whatsapp', recipient, ...text, associationId, status: 'sent' })
    .returning({ id: outboundMessages.id });
  return { ok: true, wamid: `wamid.sandbox.${row!.id}` };
}

/**
 * The e-mail in place of a WhatsApp message that failed, once (its outbound key), and why, for
 * staff. A message without an e-mail (the member already had it, or none) only records why.
 */
export async function failWhatsapp(db: Db, id: number, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(whatsappMessages)
      .set({ status: 'failed', error: reason, updatedAt: new Date() })
      .where(eq(whatsappMessages.id, id))
      .returning();
    const content = row?.content as WhatsappContent | undefined;
    const email = content && 'template' in content ? content.email : null;
    if (!row || !email || row.fallbackKey) return;
    const onceKey = `whatsapp-fallback:${row.id}`;
    await tx
      .insert(outboundMessages)
      .values({
        channel: 'email',
        recipient: email.to,
        subject: email.subject,
        body: email.body,
        associationId: row.associationId,
        onceKey,
      })
      .onConflictDoNothing({ target: outboundMessages.onceKey });
    await tx.update(whatsappMessages).set({ fallbackKey: onceKey }).where(eq(whatsappMessages.id, id));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The claimed row, now `sending` and its try counted; undefined when another instance has it. */
async function markSending(db: Db, row: Claimed): Promise<Claimed | undefined> {
  const [marked] = await db
    .update(whatsappMessages)
    .set({ status: 'sending', attempts: sql`${whatsappMessages.attempts} + 1`, updatedAt: new Date() })
    .where(and(eq(whatsappMessages.id, row.id), eq(whatsappMessages.status, 'queued')))
    .returning({ attempts: whatsappMessages.attempts });
  return marked && { ...row, attempts: marked.attempts };
}

/**
 * Sends what is queued: a batch claimed at a time (leased, SKIP LOCKED: two instances never take
 * the same row), each message marked `sending` just before it goes to the Cloud API in a turn of its
 * number (`takeSendSlot`: all instances together keep to `messagesPerSecond`); 429 and 5xx go back
 * to the queue with backoff from the moment they failed, a refusal (or the last try) fails the
 * message and sends its e-mail instead. A process that dies leaves at most the one message it was
 * sending `sending` (not sent again: it may have gone out); the rest of its batch is taken again.
 */
export async function deliverWhatsapp(
  deps: WhatsappDeps,
  now = new Date(),
  claimsForMs = WHATSAPP_RUN_CLAIMS_FOR_MS,
): Promise<WhatsappRun> {
  const run: WhatsappRun = { sent: 0, retried: 0, failed: 0 };
  const routes = new Map<number, WhatsappRoute>();
  const batch = batchOf(deps.messagesPerSecond);
  const startedAt = Date.now();
  /** `now` moved on by the time this run has taken (a long run's late failure waits from then). */
  const runClock = () => new Date(now.getTime() + Date.now() - startedAt);
  for (;;) {
    if (run.sent + run.retried + run.failed > 0 && Date.now() - startedAt >= claimsForMs) return run;
    const claimed = rowsOf<Claimed>(
      await deps.db.execute(sql`
        update whatsapp_messages
        set next_attempt_at = ${new Date(runClock().getTime() + CLAIM_LEASE_MS).toISOString()}::timestamptz
        where id in (
          select id from whatsapp_messages
          where status = 'queued' and next_attempt_at <= ${now.toISOString()}::timestamptz
          order by id limit ${batch} for update skip locked
        )
        returning id, issuer_id as "associationId", phone, content, attempts`),
    );
    if (claimed.length === 0) return run;
    for (const leased of claimed) {
      const m = await markSending(deps.db, leased);
      // Its lease ran out and another instance took it first.
      if (!m) continue;
      if (!routes.has(m.associationId))
        routes.set(m.associationId, await whatsappRouteOf(deps, m.associationId));
      const route = routes.get(m.associationId)!;
      if (!route) {
        await failWhatsapp(deps.db, m.id, 'A associação não tem WhatsApp configurado.');
        run.failed += 1;
        continue;
      }
      let answer: CloudAnswer;
      if (route.kind === 'sandbox') answer = await sendToSandbox(deps, m);
      else {
        const { connection } = route.account;
        const wait = await takeSendSlot(deps.db, connection.phoneNumberId, deps.messagesPerSecond);
        if (wait > 0) await sleep(wait);
        answer = await sendCloudMessage(connection, cloudBodyOf(m.phone, m.content, route.account));
      }
      if (answer.ok) {
        await deps.db
          .update(whatsappMessages)
          .set({ status: 'sent', wamid: answer.wamid, error: null, updatedAt: new Date() })
          .where(eq(whatsappMessages.id, m.id));
        run.sent += 1;
      } else if (answer.retry && m.attempts < WHATSAPP_MAX_ATTEMPTS) {
        await deps.db
          .update(whatsappMessages)
          .set({
            status: 'queued',
            error: answer.message,
            nextAttemptAt: new Date(runClock().getTime() + backoffMs(m.attempts)),
            updatedAt: new Date(),
          })
          .where(eq(whatsappMessages.id, m.id));
        run.retried += 1;
      } else {
        await failWhatsapp(deps.db, m.id, answer.message);
        run.failed += 1;
      }
    }
  }
}
