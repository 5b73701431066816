import nodemailer from 'nodemailer';
import type { MessageTransport, OutboundMessage } from './outbox';

export const DEFAULT_SMTP_FROM = 'Quita <nao-responda@quita.app>';

/** The part of a nodemailer transporter this transport uses (tests pass a fake). */
export interface MailSender {
  sendMail(mail: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

export class NoSmsProvider extends Error {
  constructor() {
    super('Nenhum provedor de SMS configurado: a mensagem ficou só na caixa de saída.');
  }
}

/**
 * Delivers e-mail over SMTP (SMTP_URL, e.g. smtps://user:pass@host:465). There is no SMS provider:
 * an SMS is refused, so its outbox row reads "failed" instead of pretending it went out.
 */
export function createSmtpTransport(
  options: { url: string; from?: string | undefined },
  sender: MailSender = nodemailer.createTransport(options.url),
): MessageTransport {
  const from = options.from || DEFAULT_SMTP_FROM;
  return {
    async send(message: OutboundMessage) {
      if (message.channel !== 'email') throw new NoSmsProvider();
      await sender.sendMail({ from, to: message.recipient, subject: message.subject, text: message.body });
    },
  };
}
