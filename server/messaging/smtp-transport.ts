import nodemailer from 'nodemailer';
import type { AssociationBrand } from './email-brand';
import { brandedEmail, type InlineImage } from './email-html';
import type { MessageTransport, OutboundMessage } from './outbox';

export const DEFAULT_SMTP_FROM = 'Quita <nao-responda@quita.app>';

interface Mail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The brand's inline logo (cid) and any file the message carries (a ticket's PDF). */
  attachments?: (InlineImage | { filename: string; contentType: string; content: Buffer })[];
}

/** The part of a nodemailer transporter this transport uses (tests pass a fake). */
export interface MailSender {
  sendMail(mail: Mail): Promise<unknown>;
}

/** The brand of the association an e-mail speaks for (server/associations/association-brand.ts). */
export type BrandLookup = (associationId: number) => Promise<AssociationBrand | undefined>;

export class NoSmsProvider extends Error {
  constructor() {
    super('Nenhum provedor de SMS configurado: a mensagem ficou só na caixa de saída.');
  }
}

/**
 * Delivers e-mail over SMTP (SMTP_URL, e.g. smtps://user:pass@host:465). An association's e-mail
 * also goes as HTML headed by its logo and name; Quita's own stays plain text. There is no SMS
 * provider: an SMS is refused, so its outbox row reads "failed" instead of pretending it went out.
 */
export function createSmtpTransport(
  options: { url: string; from?: string | undefined; brandOf?: BrandLookup | undefined },
  sender: MailSender = nodemailer.createTransport(options.url),
): MessageTransport {
  const from = options.from || DEFAULT_SMTP_FROM;
  return {
    async send(message: OutboundMessage) {
      if (message.channel !== 'email') throw new NoSmsProvider();
      const { attachment } = message;
      const file = attachment
        ? [
            {
              filename: attachment.name,
              contentType: attachment.mime,
              content: Buffer.from(attachment.content),
            },
          ]
        : [];
      const mail: Mail = { from, to: message.recipient, subject: message.subject, text: message.body };
      const brand =
        message.associationId === undefined ? undefined : await options.brandOf?.(message.associationId);
      const branded = brand ? brandedEmail(message.body, brand) : undefined;
      const attachments = [...(branded?.attachments ?? []), ...file];
      await sender.sendMail({
        ...mail,
        ...(branded ? { html: branded.html, attachments } : file.length > 0 ? { attachments } : {}),
      });
    },
  };
}
