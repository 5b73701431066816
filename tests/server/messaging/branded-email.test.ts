import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { associations, outboundMessages } from '../../../server/db/schema';
import { findAssociationBrand } from '../../../server/associations/association-brand';
import { deliverQueued } from '../../../server/messaging/deliver-queued';
import { LOGO_CID } from '../../../server/messaging/email-html';
import { createOutbox, type MessageTransport } from '../../../server/messaging/outbox';
import { createSmtpTransport, type MailSender } from '../../../server/messaging/smtp-transport';
import { solidPng } from '../../e2e/support/png';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Mail = Parameters<MailSender['sendMail']>[0];

function smtpOnDatabase() {
  const mails: Mail[] = [];
  const sender: MailSender = { sendMail: async (mail) => void mails.push(mail) };
  const transport = createSmtpTransport(
    { url: 'smtp://unused', brandOf: (associationId) => findAssociationBrand(t.database.db, associationId) },
    sender,
  );
  return { mails, transport };
}

const sendThrough = (transport: MessageTransport, recipient: string, associationId?: number) =>
  createOutbox(t.database.db, transport).send({
    channel: 'email',
    recipient,
    subject: 'Recibo',
    body: 'x',
    associationId,
  });

describe('an association’s e-mails over SMTP', () => {
  it('head the HTML with its name; the seeded SVG logo is not inlined (mail readers show no SVG)', async () => {
    const { mails, transport } = smtpOnDatabase();
    await createOutbox(t.database.db, transport).send({
      channel: 'email',
      recipient: 'socio@exemplo.com.br',
      subject: 'Pagamento confirmado',
      body: 'Olá, Maria.\n\nVeja em https://quita.exemplo/verificar/ABC.',
      associationId: 428,
    });
    const [mail] = mails;
    expect(mail?.text).toBe('Olá, Maria.\n\nVeja em https://quita.exemplo/verificar/ABC.');
    expect(mail?.html).toContain(
      '<strong style="font-size:18px;vertical-align:middle">Sociedade Demo de Oftalmologia</strong>',
    );
    expect(mail?.html).toContain('<a href="https://quita.exemplo/verificar/ABC">');
    expect(mail?.html).not.toContain('<img');
    expect(mail?.attachments).toEqual([]);
    const [row] = await t.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.recipient, 'socio@exemplo.com.br'));
    expect(row).toMatchObject({ associationId: 428, status: 'sent' });
  });

  it('inline a PNG logo by Content-ID, in the association’s colour; queued rows (jobs) keep their association', async () => {
    const png = solidPng(32, 32, [10, 90, 60]);
    await t.database.db
      .update(associations)
      .set({ logo: png, logoMime: 'image/png', primaryColor: '#7b3fa0' })
      .where(eq(associations.id, 1_024_839));
    await t.database.db.insert(outboundMessages).values({
      channel: 'email',
      recipient: 'lembrete@exemplo.com.br',
      subject: 'Lembrete',
      body: 'Valor: R$ 300,00.',
      associationId: 1_024_839,
    });
    const { mails, transport } = smtpOnDatabase();
    await deliverQueued(t.database.db, { transport });
    const mail = mails.find((m) => m.to === 'lembrete@exemplo.com.br');
    expect(mail?.html).toContain(`<img src="cid:${LOGO_CID}"`);
    expect(mail?.html).toContain('background:#7b3fa0');
    expect(mail?.html).toContain('Associação Demo de Psicologia');
    expect(mail?.attachments).toEqual([
      { filename: 'logo.png', content: Buffer.from(png), contentType: 'image/png', cid: LOGO_CID },
    ]);
    // 428's e-mail never carries the other association's logo.
    await sendThrough(transport, 'outra@exemplo.com.br', 428);
    expect(mails.find((m) => m.to === 'outra@exemplo.com.br')?.attachments).toEqual([]);
  });

  it('Quita’s own e-mails (no association) stay plain text', async () => {
    const { mails, transport } = smtpOnDatabase();
    await sendThrough(transport, 'codigo@exemplo.com.br');
    expect(mails[0]).toEqual({
      from: 'Quita <nao-responda@quita.app>',
      to: 'codigo@exemplo.com.br',
      subject: 'Recibo',
      text: 'x',
    });
  });
});
