import nodemailer from 'nodemailer';
import { describe, expect, it, vi } from 'vitest';
import {
  createSmtpTransport,
  DEFAULT_SMTP_FROM,
  NoSmsProvider,
} from '../../../server/messaging/smtp-transport';

const message = {
  channel: 'email',
  recipient: 'a@exemplo.com.br',
  subject: 'Assunto',
  body: 'Corpo',
} as const;

describe('SMTP transport', () => {
  it('sends e-mail as plain text from the default sender', async () => {
    const sendMail = vi.fn(async () => ({}));
    await createSmtpTransport({ url: 'smtp://unused' }, { sendMail }).send(message);
    expect(sendMail).toHaveBeenCalledWith({
      from: DEFAULT_SMTP_FROM,
      to: 'a@exemplo.com.br',
      subject: 'Assunto',
      text: 'Corpo',
    });
    expect(DEFAULT_SMTP_FROM).toBe('Quita <nao-responda@quita.app>');
  });

  it('uses SMTP_FROM when given, and builds a real nodemailer message', async () => {
    const transporter = nodemailer.createTransport({ jsonTransport: true });
    const spy = vi.spyOn(transporter, 'sendMail');
    await createSmtpTransport(
      { url: 'smtp://unused', from: 'Associação <avisos@exemplo.org>' },
      transporter,
    ).send(message);
    const info = (await spy.mock.results[0]!.value) as { message: string };
    expect(JSON.parse(info.message)).toMatchObject({
      from: { address: 'avisos@exemplo.org', name: 'Associação' },
      to: [{ address: 'a@exemplo.com.br' }],
      subject: 'Assunto',
      text: 'Corpo',
    });
  });

  it("sends a message's file as an attachment (a ticket's PDF)", async () => {
    const transporter = nodemailer.createTransport({ jsonTransport: true });
    const spy = vi.spyOn(transporter, 'sendMail');
    const content = new Uint8Array(Buffer.from('%PDF-1.3 ingresso'));
    await createSmtpTransport({ url: 'smtp://unused' }, transporter).send({
      ...message,
      attachment: { name: 'ingresso-ABCD2345.pdf', mime: 'application/pdf', content },
    });
    const info = (await spy.mock.results[0]!.value) as { message: string };
    expect(JSON.parse(info.message)).toMatchObject({
      text: 'Corpo',
      attachments: [
        {
          filename: 'ingresso-ABCD2345.pdf',
          contentType: 'application/pdf',
          content: Buffer.from('%PDF-1.3 ingresso').toString('base64'),
        },
      ],
    });
  });

  it('refuses SMS, which has no provider', async () => {
    const sendMail = vi.fn(async () => ({}));
    const transport = createSmtpTransport({ url: 'smtp://unused' }, { sendMail });
    await expect(
      transport.send({ ...message, channel: 'sms', recipient: '11987654321' }),
    ).rejects.toBeInstanceOf(NoSmsProvider);
    expect(sendMail).not.toHaveBeenCalled();
  });
});
