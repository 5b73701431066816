import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { associationAsaasSettings } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';
import { forgetReceivingChoice } from './receiving-choice';

/**
 * Forgets the association's Asaas key and token; when Asaas was its choice, it receives by the
 * install's gateway again. The saved versions stay, for the charges still open at that account.
 */
export async function removeAsaasSettings(db: Db, who: StaffSession): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(associationAsaasSettings)
      .where(eq(associationAsaasSettings.associationId, who.associationId))
      .returning({ apiUrl: associationAsaasSettings.apiUrl });
    if (!removed) return false;
    await forgetReceivingChoice(tx, who, 'asaas');
    await recordAudit(tx, who, {
      action: 'asaas_settings.removed',
      entity: 'asaas_settings',
      entityId: who.associationId,
      before: { apiUrl: removed.apiUrl, apiKey: 'configurada', webhookToken: 'configurado' },
    });
    return true;
  });
}
