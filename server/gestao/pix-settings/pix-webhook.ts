import type { PixWebhookRegistration } from '../../../domain/contract/gestao-pix-settings';
import { PIX_SETTINGS_MESSAGES as MSG } from '../../../domain/gestao-pix-settings-messages';
import type { AssociationGateways } from '../../payments/association-gateway';
import { webhookUrlFor } from '../../gateways/payment/pix-api-gateway';
import { SecretRefused } from '../../secrets/secret-box';
import { reasonOf } from './pix-connection-check';

/**
 * Tells the association's own PSP where to notify its Pix (PUT /webhook/{chave} with
 * `${PUBLIC_URL}/api/webhooks/pix/<associationId>`), right after its credentials are saved. A PSP
 * reaches only a public https address; a refusal is answered to the gestor in pt-BR, and the
 * saved settings stand (the reconciliation's sweep finds the association's Pix meanwhile).
 */
export async function registerAssociationWebhook(
  associationGateways: Pick<AssociationGateways, 'associationPixGateway'>,
  associationId: number,
  publicUrl: string | undefined,
): Promise<PixWebhookRegistration> {
  const refused = (reason: string) => ({
    registered: false as const,
    message: MSG.webhookNotRegistered(reason),
  });
  if (!publicUrl?.startsWith('https://')) return refused(MSG.publicUrlNotHttps(publicUrl ?? ''));
  const webhookUrl = webhookUrlFor(publicUrl, String(associationId));
  try {
    // Only the association's own account: never the app's, whatever happens to the settings meanwhile.
    const gateway = await associationGateways.associationPixGateway(associationId);
    if (!gateway) return refused(MSG.notConfigured);
    const answer = await gateway.registerWebhook(webhookUrl);
    return answer.ok ? { registered: true, webhookUrl } : refused(answer.message);
  } catch (error) {
    return refused(error instanceof SecretRefused ? MSG.unreadable : reasonOf(error));
  }
}
