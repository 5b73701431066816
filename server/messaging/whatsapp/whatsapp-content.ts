/**
 * What a WhatsApp message says, as stored (`whatsapp_messages.content`); the Cloud API request is
 * built from it when it goes out, with the association's template names of that moment.
 */
export type WhatsappContent =
  | {
      template: 'reminder' | 'paid';
      /** The body's parameters, in order: name, what, amount (R$), date (DD/MM/AAAA). */
      params: string[];
      /** The URL button's suffix (the item's payment screen), for the reminder. */
      buttonSuffix?: string;
      /** Sent by e-mail instead when WhatsApp fails (absent: the member already had the e-mail). */
      email?: { to: string; subject: string; body: string } | null;
    }
  | { text: string }
  | {
      interactive: Record<string, unknown>;
      summary: string;
      /** An order_details message: its order, the charge it carries and until when it may be updated. */
      order?: WhatsappOrder;
    };

/** What an order_details message offered: the order_status after the payment names the same reference. */
export interface WhatsappOrder {
  referenceId: string;
  transactionId: number;
  /** ISO: the customer service window the member's "PIX" opened closes (24 h after it). */
  windowClosesAt: string;
}

export interface TemplateNames {
  reminderTemplate: string;
  paidTemplate: string;
}

/** The Cloud API body (without `messaging_product`, which the client adds) of a message. */
export function cloudBodyOf(phone: string, content: WhatsappContent, names: TemplateNames): object {
  if ('text' in content) return { to: phone, type: 'text', text: { preview_url: false, body: content.text } };
  if ('interactive' in content) return { to: phone, type: 'interactive', interactive: content.interactive };
  const components: object[] = [
    { type: 'body', parameters: content.params.map((text) => ({ type: 'text', text })) },
  ];
  if (content.buttonSuffix)
    components.push({
      type: 'button',
      sub_type: 'url',
      index: '0',
      parameters: [{ type: 'text', text: content.buttonSuffix }],
    });
  return {
    to: phone,
    type: 'template',
    template: {
      name: content.template === 'reminder' ? names.reminderTemplate : names.paidTemplate,
      language: { code: 'pt_BR' },
      components,
    },
  };
}

/** How the sandbox's WhatsApp shows a message in /api/sandbox/mensagens. */
export function sandboxTextOf(
  content: WhatsappContent,
  publicUrl: string,
): { subject: string; body: string } {
  if ('text' in content) return { subject: 'WhatsApp', body: content.text };
  if ('interactive' in content) return { subject: 'WhatsApp', body: content.summary };
  const [name, what, amount, day] = content.params;
  if (content.template === 'reminder')
    return {
      subject: 'WhatsApp · Lembrete de vencimento',
      body: `Olá, ${name}! ${what}: ${amount}, vencimento em ${day}.\nPagar: ${publicUrl}/${content.buttonSuffix ?? ''}\nResponda PIX para pagar aqui ou SAIR para não receber mais.`,
    };
  return {
    subject: 'WhatsApp · Pagamento confirmado',
    body: `Olá, ${name}! Recebemos o pagamento de ${what}: ${amount}, em ${day}. Obrigado!`,
  };
}
