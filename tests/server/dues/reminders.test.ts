import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBRL } from '../../../domain/money';
import {
  cashFlowItems,
  members,
  outboundMessages,
  pushSubscriptions,
  reminders,
} from '../../../server/db/schema';
import { runReminders } from '../../../server/dues/reminders';
import { owedToday } from '../support/owed-today';
import { freshCpf } from '../support/purchase';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
/** Noon in São Paulo, 2027-03-15: far from every seeded item's reminder window. */
const NOW = new Date('2027-03-15T15:00:00Z');
const dueIn = (days: number) => new Date(NOW.getTime() + days * DAY);
let seq = 0;

async function newMember(over: Partial<typeof members.$inferInsert> = {}) {
  seq += 1;
  const [m] = await t.database.db
    .insert(members)
    .values({
      name: `Lembrada ${seq}`,
      cpf: freshCpf().replace(/\D/g, ''),
      email: `lembrada.${seq}.${Date.now()}@exemplo.com.br`,
      passwordHash: 'x',
      confirmed: true,
      ...over,
    })
    .returning();
  return m!;
}

async function item(
  memberId: number,
  description: string,
  days: number,
  over: Partial<typeof cashFlowItems.$inferInsert> = {},
) {
  const [row] = await t.database.db
    .insert(cashFlowItems)
    .values({
      memberId,
      associationId: 428,
      kind: 'due',
      description,
      dueAt: dueIn(days),
      amountCentavos: 123_456,
      ...over,
    })
    .returning({ id: cashFlowItems.id });
  return row!.id;
}

const emailsTo = (email: string) =>
  t.database.db.select().from(outboundMessages).where(eq(outboundMessages.recipient, email));

describe('the reminder run', () => {
  it('reminds 10 days before, on the day and every 7 days overdue (4 times), once each, with a link to pay', async () => {
    const m = await newMember();
    const ids = {
      before: await item(m.id, 'Antes', 10),
      inEleven: await item(m.id, 'Cedo demais', 11),
      today: await item(m.id, 'Hoje', 0),
      late7: await item(m.id, 'Atraso 7', -7),
      late6: await item(m.id, 'Atraso 6', -6),
      late28: await item(m.id, 'Atraso 28', -28),
      late35: await item(m.id, 'Atraso 35', -35),
      paid: await item(m.id, 'Paga', 0, { paidAt: NOW }),
      cancelled: await item(m.id, 'Cancelada', 0, { cancelledAt: NOW, cancelReason: 'teste' }),
      product: await item(m.id, 'Produto', 0, { kind: 'product' }),
    };
    await runReminders(t.database.db, 'https://app.exemplo', NOW);
    const claimed = await t.database.db.select().from(reminders);
    const stageOf = (id: number) => claimed.filter((r) => r.itemId === id).map((r) => r.stage);
    expect(stageOf(ids.before)).toEqual(['antes']);
    expect(stageOf(ids.today)).toEqual(['vencimento']);
    expect(stageOf(ids.late7)).toEqual(['atraso-1']);
    expect(stageOf(ids.late28)).toEqual(['atraso-4']);
    for (const id of [ids.inEleven, ids.late6, ids.late35, ids.paid, ids.cancelled, ids.product]) {
      expect(stageOf(id)).toEqual([]);
    }

    const mail = await emailsTo(m.email!);
    expect(mail.map((x) => x.subject).sort()).toEqual(
      [
        'Em atraso: Atraso 28 venceu em 15/02/2027',
        'Em atraso: Atraso 7 venceu em 08/03/2027',
        'Lembrete: Antes vence em 25/03/2027',
        'Vence hoje: Hoje',
      ].sort(),
    );
    const before = mail.find((x) => x.subject.startsWith('Lembrete'))!;
    expect(before.body).toContain('Valor: R$ 1.234,56. Vencimento: 25/03/2027.');
    expect(before.body).toContain(`https://app.exemplo/pendencia?id=${ids.before}`);
  });

  it('says what the member would pay that day: the early price and until when, then fine and interest beside the original', async () => {
    const m = await newMember();
    await item(m.id, 'Antecipada', 10, { promoCentavos: 100_000, promoUntil: '2027-03-20' });
    await item(m.id, 'Atrasada', -7);
    await item(m.id, 'Sem desconto', 10, { promoCentavos: 100_000, promoUntil: '2027-03-14' });
    await runReminders(t.database.db, 'https://app.exemplo', NOW);
    const late = await owedToday(
      t.database.db,
      { associationId: 428, dueAt: dueIn(-7), amountCentavos: 123_456 },
      '2027-03-15',
    );
    expect(late).toBeGreaterThan(123_456);
    const brl = (centavos: number) => formatBRL(centavos / 100).replace(/\s/g, ' '); // SQL writes a plain space
    const bodyOf = async (start: string) =>
      (await emailsTo(m.email!)).find((x) => x.subject.startsWith(start))!.body;
    expect(await bodyOf('Lembrete: Antecipada')).toContain(
      'Valor: R$ 1.000,00 até 20/03/2027 (depois R$ 1.234,56). Vencimento: 25/03/2027.',
    );
    expect(await bodyOf('Em atraso: Atrasada')).toContain(
      `Valor hoje: ${brl(late)} (original R$ 1.234,56, com multa e juros). Vencimento: 08/03/2027.`,
    );
    expect(await bodyOf('Lembrete: Sem desconto')).toContain('Valor: R$ 1.234,56. Vencimento: 25/03/2027.');
  });

  it('sends nothing twice: a second run, and a run next day within the same stage, add no message', async () => {
    const m = await newMember();
    await item(m.id, 'Uma vez', 10);
    await runReminders(t.database.db, 'https://app.exemplo', NOW);
    const second = await runReminders(t.database.db, 'https://app.exemplo', NOW);
    expect(second.reminded).toBe(0);
    await runReminders(t.database.db, 'https://app.exemplo', dueIn(1));
    expect(await emailsTo(m.email!)).toHaveLength(1);
  });

  it('two runs at once still send one message per item and stage', async () => {
    const m = await newMember();
    for (let i = 0; i < 20; i += 1) await item(m.id, `Concorrente ${i}`, 0);
    await Promise.all([runReminders(t.database.db, 'u', NOW), runReminders(t.database.db, 'u', NOW)]);
    expect(await emailsTo(m.email!)).toHaveLength(20);
  });

  it('follows the member: no e-mail when turned off, push only to a member with a device, nobody without an account', async () => {
    const quiet = await newMember({ remindByEmail: false });
    await item(quiet.id, 'Silenciosa', 0);
    const withDevice = await newMember({ remindByEmail: false });
    await t.database.db.insert(pushSubscriptions).values({
      memberId: withDevice.id,
      endpoint: `https://push.exemplo/${withDevice.id}`,
      p256dh: 'k',
      auth: 'a',
    });
    await item(withDevice.id, 'No celular', 0);
    const registrant = await newMember({ passwordHash: null });
    const registrantItem = await item(registrant.id, 'Sem conta', 0);

    await runReminders(t.database.db, 'u', NOW);
    expect(await emailsTo(quiet.email!)).toHaveLength(0);
    const pushes = await t.database.db
      .select()
      .from(outboundMessages)
      .where(
        and(
          eq(outboundMessages.channel, 'push'),
          like(outboundMessages.recipient, `member:${withDevice.id}`),
        ),
      );
    expect(pushes.map((p) => p.subject)).toEqual(['Vence hoje: No celular']);
    const registrantClaims = await t.database.db
      .select()
      .from(reminders)
      .where(eq(reminders.itemId, registrantItem));
    expect(registrantClaims).toEqual([]);
  });
});
