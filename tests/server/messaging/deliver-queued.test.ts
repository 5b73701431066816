import { createECDH } from 'node:crypto';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, outboundMessages, pushSubscriptions } from '../../../server/db/schema';
import { deliverQueued } from '../../../server/messaging/deliver-queued';
import type { OutboundMessage } from '../../../server/messaging/outbox';
import {
  pushRequest,
  type PushNotice,
  type PushSender,
  type PushTarget,
} from '../../../server/messaging/push-sender';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const queue = (rows: { channel: string; recipient: string; subject: string; body: string }[]) =>
  t.database.db.insert(outboundMessages).values(rows);

describe('delivering what the jobs queued', () => {
  it('sends each queued e-mail once and records it; nothing goes out twice', async () => {
    await queue([
      { channel: 'email', recipient: 'a@exemplo.com.br', subject: 'Lembrete A', body: 'corpo' },
      { channel: 'email', recipient: 'b@exemplo.com.br', subject: 'Lembrete B', body: 'corpo' },
    ]);
    const sent: OutboundMessage[] = [];
    const transport = { send: async (m: OutboundMessage) => void sent.push(m) };
    const [first, second] = await Promise.all([
      deliverQueued(t.database.db, { transport }),
      deliverQueued(t.database.db, { transport }),
    ]);
    expect(first.sent + second.sent).toBeGreaterThanOrEqual(2);
    expect(
      sent
        .filter((m) => m.subject.startsWith('Lembrete '))
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['Lembrete A', 'Lembrete B']);
    const again = await deliverQueued(t.database.db, { transport });
    expect(again).toEqual({ sent: 0, failed: 0 });
  });

  it('a queued e-mail goes out with its file', async () => {
    const content = new Uint8Array(Buffer.from('%PDF-1.3 anexo'));
    await t.database.db.insert(outboundMessages).values({
      channel: 'email',
      recipient: 'anexo@exemplo.com.br',
      subject: 'Com anexo',
      body: 'corpo',
      attachmentName: 'ingresso-ABCD2345.pdf',
      attachmentMime: 'application/pdf',
      attachment: content,
    });
    const sent: OutboundMessage[] = [];
    await deliverQueued(t.database.db, { transport: { send: async (m) => void sent.push(m) } });
    const mail = sent.find((m) => m.subject === 'Com anexo');
    expect(mail?.attachment?.name).toBe('ingresso-ABCD2345.pdf');
    expect(mail?.attachment?.mime).toBe('application/pdf');
    expect(Buffer.from(mail!.attachment!.content).toString()).toBe('%PDF-1.3 anexo');
  });

  it('without a transport (the sandbox) leaves e-mails queued for the sandbox outbox', async () => {
    await queue([{ channel: 'email', recipient: 'c@exemplo.com.br', subject: 'Fica', body: 'x' }]);
    await deliverQueued(t.database.db, {});
    const [row] = await t.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.recipient, 'c@exemplo.com.br'));
    expect(row!.status).toBe('queued');
  });

  it('sends a push to every device of the member and forgets a device the browser dropped', async () => {
    const [maria] = await t.database.db
      .select()
      .from(members)
      .where(eq(members.email, 'membro@exemplo.com.br'));
    await t.database.db.insert(pushSubscriptions).values([
      { memberId: maria!.id, endpoint: 'https://push.exemplo/vivo', p256dh: 'k', auth: 'a' },
      { memberId: maria!.id, endpoint: 'https://push.exemplo/morto', p256dh: 'k', auth: 'a' },
    ]);
    await queue([
      {
        channel: 'push',
        recipient: `member:${maria!.id}`,
        subject: 'Vence hoje: X',
        body: 'Valor: R$ 1,00.\nhttps://app/pendencia?id=1',
      },
    ]);
    const notices: { target: PushTarget; notice: PushNotice }[] = [];
    const push: PushSender = {
      send: async (target, notice) => {
        notices.push({ target, notice });
        return target.endpoint.endsWith('morto') ? 'gone' : 'sent';
      },
    };
    expect(await deliverQueued(t.database.db, { push })).toEqual({ sent: 1, failed: 0 });
    expect(notices.map((n) => n.notice)).toEqual([
      { title: 'Vence hoje: X', body: 'Valor: R$ 1,00.', url: 'https://app/pendencia?id=1' },
      { title: 'Vence hoje: X', body: 'Valor: R$ 1,00.', url: 'https://app/pendencia?id=1' },
    ]);
    const left = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.memberId, maria!.id));
    expect(left.map((d) => d.endpoint)).toEqual(['https://push.exemplo/vivo']);
  });
});

describe('the Web Push request', () => {
  it('is VAPID-signed and carries the notice encrypted for the device (aes128gcm)', () => {
    const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:suporte@quita.app.br' };
    const device = createECDH('prime256v1');
    device.generateKeys();
    const target = {
      endpoint: 'https://push.exemplo/abc',
      p256dh: device.getPublicKey().toString('base64url'),
      auth: Buffer.alloc(16, 7).toString('base64url'),
    };
    const request = pushRequest(vapid, target, { title: 'T', body: 'B', url: '/u' });
    expect(request.endpoint).toBe('https://push.exemplo/abc');
    expect(request.headers['Content-Encoding']).toBe('aes128gcm');
    expect(String(request.headers.Authorization)).toMatch(new RegExp(`^vapid t=.+, k=${vapid.publicKey}$`));
    expect(request.body).toBeInstanceOf(Buffer);
    expect((request.body as Buffer).toString()).not.toContain('"title"');
  });
});
