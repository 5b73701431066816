import { formatConsentTime } from '../../domain/whatsapp-consent';
import { itemCountText } from '../../domain/item-count';
import { formatBRL, fromCentavos } from '../../domain/money';

const brl = (centavos: number) => formatBRL(fromCentavos(centavos));

/** What is paid, as the member reads it: the item's name, or how many. */
const whatOf = (names: readonly string[]) => (names.length === 1 ? names[0]! : itemCountText(names.length));

/** The member's "PIX", answered on WhatsApp (pt-BR). */
export const PIX_REPLY_TEXTS = {
  nothingOwed: 'Tudo em dia! Você não tem nada a pagar agora.',
  unavailable:
    'Não conseguimos gerar o Pix agora. Tente de novo em alguns minutos ou pague pelo app da associação.',
  /** The order_details message's text. */
  order: (names: readonly string[], totalCentavos: number, expiresAt: Date | null) =>
    `Pix para pagar ${whatOf(names)}: ${brl(totalCentavos)}.` +
    (expiresAt ? ` O código vale até ${formatConsentTime(expiresAt.toISOString())}.` : ''),
  /** The same, with the code to copy: the sandbox's WhatsApp, and a number whose Pix key is unknown. */
  copyAndPaste: (names: readonly string[], totalCentavos: number, brCode: string) =>
    `Pix para pagar ${whatOf(names)}: ${brl(totalCentavos)}. Copie o código abaixo e pague no app do seu banco:\n${brCode}`,
  completed: 'Pagamento recebido. Obrigado!',
} as const;
