import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { associationReceiving } from '../db/schema';

/** Whether any association receives at its own Asaas account (Recebimentos). */
export async function anyAssociationOnAsaas(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ associationId: associationReceiving.associationId })
    .from(associationReceiving)
    .where(eq(associationReceiving.gateway, 'asaas'))
    .limit(1);
  return row !== undefined;
}
