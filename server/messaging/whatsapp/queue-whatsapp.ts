import type { Db } from '../../db/client';
import { whatsappMessages } from '../../db/schema-whatsapp';
import type { WhatsappContent } from './whatsapp-content';

export interface QueuedWhatsapp {
  associationId: number;
  memberId: number | null;
  itemId?: number | null;
  kind: 'lembrete' | 'confirmacao-sair' | 'pix' | 'pagamento-confirmado' | 'status-pedido';
  /** Written once by this key: a second queueing of the same message writes nothing. */
  onceKey: string;
  phone: string;
  content: WhatsappContent;
}

/** Queues one message for the `whatsapp` job; true when it was new. */
export async function queueWhatsapp(db: Db, message: QueuedWhatsapp): Promise<boolean> {
  const rows = await db
    .insert(whatsappMessages)
    .values({
      ...message,
      itemId: message.itemId ?? null,
      content: message.content as Record<string, unknown>,
    })
    .onConflictDoNothing({ target: whatsappMessages.onceKey })
    .returning({ id: whatsappMessages.id });
  return rows.length > 0;
}
