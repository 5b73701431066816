import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runChannelFigures as channel, type ReminderRuns } from '../../../domain/contract/gestao-health';
import {
  cashFlowItems,
  memberships,
  pushSubscriptions,
  reminderRuns,
  reminders,
} from '../../../server/db/schema';
import { whatsappMessages } from '../../../server/db/schema-whatsapp';
import { runReminders } from '../../../server/dues/reminders';
import { REMINDER_RUNS_PAGE, reminderRuns as runsOf } from '../../../server/gestao/health/reminder-runs';
import { deliverQueued } from '../../../server/messaging/deliver-queued';
import { deliverWhatsapp } from '../../../server/messaging/whatsapp/deliver-whatsapp';
import { applyMessageStatus } from '../../../server/whatsapp/message-status';
import { createTestApp, type TestContext } from '../support/test-app';
import { DAY, dueItem, newWhatsappMember, NOW, whatsappDeps } from '../whatsapp/whatsapp-support';
import { psiTitularId } from './psi-titular';
import { staffTokens, type StaffTokens } from './staff-tokens';
import { gestao } from './support';

/**
 * "Lembretes que funcionam", run by run: each run's messages per channel, as the outbox and Meta
 * report them. In the sandbox's WhatsApp (no settings, SANDBOX=true) a message is "sent" at once;
 * Meta's later statuses arrive as the webhook applies them.
 */
let t: TestContext;
let tokens: StaffTokens;
const db = () => t.database.db;
const all = { months: 12 };

beforeAll(async () => {
  t = await createTestApp();
  tokens = await staffTokens(t);
  // The seed's open items fall in some reminder window on NOW: out of the way, the runs are the test's.
  await db().update(cashFlowItems).set({ cancelledAt: NOW }).where(isNull(cashFlowItems.paidAt));
});
afterAll(() => t.close());

const whatsappOf = async (memberId: number) =>
  (await db().select().from(whatsappMessages).where(eq(whatsappMessages.memberId, memberId)))[0]!;

describe('reminder runs, per channel', () => {
  let firstRun: number;
  let thirdRun: number;

  it('counts a run’s e-mails and pushes as our outbox handed them over, WhatsApp as Meta reported it', async () => {
    // Ana: e-mail, a device and WhatsApp. Bruno: WhatsApp only (e-mail only if it fails). Carla: e-mail only.
    const ana = await newWhatsappMember(t);
    await db()
      .insert(pushSubscriptions)
      .values({ memberId: ana.id, endpoint: `https://push.exemplo/${ana.id}`, p256dh: 'k', auth: 'a' });
    const bruno = await newWhatsappMember(t, { remindByEmail: false });
    const carla = await newWhatsappMember(t, { optIn: false });
    for (const m of [ana, bruno, carla]) await dueItem(t, m.id, `Antes ${m.name}`, 10);

    expect((await runReminders(db(), 'https://app.exemplo', NOW, true)).reminded).toBe(3);
    const waiting = await runsOf(db(), 428, all, NOW);
    expect(waiting.runs).toHaveLength(1);
    firstRun = waiting.runs[0]!.runId;
    expect(waiting.runs[0]).toEqual({
      runId: firstRun,
      ranAt: NOW.toISOString(),
      reminded: 3,
      channels: [
        channel('email', { waiting: 2 }),
        channel('push', { waiting: 1 }),
        channel('whatsapp', { waiting: 2 }),
      ],
    });

    // WhatsApp goes out; Meta reports Ana's read and Bruno's failed: his e-mail goes instead.
    await deliverWhatsapp(whatsappDeps(t, 'http://127.0.0.1:9/v23.0'), NOW);
    const anaMessage = await whatsappOf(ana.id);
    for (const status of ['delivered', 'read'])
      await applyMessageStatus(db(), 428, { id: anaMessage.wamid, status });
    await applyMessageStatus(db(), 428, {
      id: (await whatsappOf(bruno.id)).wamid,
      status: 'failed',
      errors: [{ code: 131026, title: 'Message undeliverable' }],
    });
    // The mail server takes every e-mail but Carla's; the push service takes Ana's device.
    await deliverQueued(db(), {
      transport: {
        send: async (m) => {
          if (m.recipient === carla.email) throw new Error('550 mailbox unavailable');
        },
      },
      push: { send: async () => 'sent' },
    });

    const [run] = (await runsOf(db(), 428, all, NOW)).runs;
    expect(run!.channels).toEqual([
      channel('email', { sent: 1, failed: 1 }),
      channel('push', { sent: 1 }),
      channel('whatsapp', { sent: 1, delivered: 1, read: 1, failed: 1 }),
      channel('email', { sent: 1 }, true),
    ]);
    // What the outbox cannot know is said as not known, never as 0.
    expect(run!.channels[0]).toMatchObject({ delivered: null, read: null });
    expect(run!.channels[2]).toMatchObject({ delivered: 1, read: 1 });
  });

  it('lists only the runs that reminded someone of the association, newest first, each with its own', async () => {
    expect((await runReminders(db(), 'https://app.exemplo', NOW, true)).reminded).toBe(0);
    const dora = await newWhatsappMember(t, { optIn: false });
    await dueItem(t, dora.id, 'Vence hoje', 0);
    await dueItem(t, dora.id, 'Vence hoje na Psi', 0, 1024839);
    expect((await runReminders(db(), 'https://app.exemplo', NOW, true)).reminded).toBe(2);

    const { runs, nextBefore } = await runsOf(db(), 428, all, NOW);
    expect(runs.map((r) => r.reminded)).toEqual([1, 3]);
    thirdRun = runs[0]!.runId;
    expect(runs[1]!.runId).toBe(firstRun);
    expect(thirdRun).toBeGreaterThan(firstRun + 1);
    expect(runs[0]!.channels[0]).toEqual(channel('email', { waiting: 1 }));
    expect(nextBefore).toBeNull();

    // 1024839 sees the same run with its own item only, and none of 428's runs.
    const psi = await runsOf(db(), 1024839, all, NOW);
    expect(psi.runs.map((r) => [r.runId, r.reminded])).toEqual([[thirdRun, 1]]);
  });

  it('follows the screen’s filters: the period, the member’s category', async () => {
    const later = new Date(NOW.getTime() + 100 * DAY);
    expect((await runsOf(db(), 428, { months: 3 }, later)).runs).toEqual([]);
    expect((await runsOf(db(), 428, { months: 6 }, later)).runs).toHaveLength(2);
    // None of these members belongs to a category of 428 yet.
    expect((await runsOf(db(), 428, { months: 12, categoryId: 601 }, NOW)).runs).toEqual([]);
    const [r] = await db().select().from(reminders).where(eq(reminders.runId, thirdRun));
    const [i] = await db().select().from(cashFlowItems).where(eq(cashFlowItems.id, r!.itemId));
    await db()
      .insert(memberships)
      .values({ memberId: i!.memberId, associationId: i!.associationId, categoryId: 601, status: 'A' });
    const titular = await runsOf(db(), 428, { months: 12, categoryId: 601 }, NOW);
    expect(titular.runs.map((x) => x.runId)).toEqual([thirdRun]);
    expect(
      (await runsOf(db(), 1024839, { months: 12, categoryId: await psiTitularId(t) }, NOW)).runs,
    ).toEqual([]);
  });

  it('pages by run, older pages by the keyset', async () => {
    const m = await newWhatsappMember(t, { optIn: false });
    for (let k = 0; k < REMINDER_RUNS_PAGE + 1; k += 1) {
      const itemId = await dueItem(t, m.id, `Página ${k}`, 0);
      const [run] = await db().insert(reminderRuns).values({ ranAt: NOW }).returning({ id: reminderRuns.id });
      await db().insert(reminders).values({ itemId, stage: 'vencimento', channels: [], runId: run!.id });
    }
    const first = await runsOf(db(), 428, all, NOW);
    expect(first.runs).toHaveLength(REMINDER_RUNS_PAGE);
    expect(first.nextBefore).toBe(first.runs.at(-1)!.runId);
    const second = await runsOf(db(), 428, { ...all, before: first.nextBefore! }, NOW);
    expect(second.runs.map((r) => r.runId)).toEqual([first.runs.at(-1)!.runId - 1, thirdRun, firstRun]);
    expect(second.nextBefore).toBeNull();
    // A run with no messages still says so, channel by channel.
    expect(first.runs[0]!.channels.map((c) => c.sent + c.failed + c.waiting)).toEqual([0, 0, 0]);
  });
});

describe('GET /api/gestao/saude/lembretes/execucoes', () => {
  it('answers gestor and financeiro with their own association’s runs, and refuses a bad cursor', async () => {
    for (const token of [tokens.gestor, tokens.financeiro]) {
      const res = await gestao(t, token, 'GET', '/saude/lembretes/execucoes?months=12');
      expect(res.statusCode).toBe(200);
      expect((res.json() as ReminderRuns).runs.length).toBeGreaterThan(0);
    }
    const psi = (await gestao(t, tokens.psi, 'GET', '/saude/lembretes/execucoes')).json() as ReminderRuns;
    expect(psi.runs.every((r) => r.reminded === 1)).toBe(true);
    for (const query of ['before=abc', 'before=0', 'months=7']) {
      const res = await gestao(t, tokens.gestor, 'GET', `/saude/lembretes/execucoes?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().ok).toBe(false);
    }
    expect((await gestao(t, null, 'GET', '/saude/lembretes/execucoes')).statusCode).toBe(401);
  });
});
