/**
 * Whose account receives an association's money, by the install's PAYMENT_GATEWAY: each
 * association's own (API Pix: the account it sets in Recebimentos, `issuer_pix_settings`), the
 * install's one account (Asaas, whose key is the install's environment), or nobody's: the sandbox,
 * whose payments are pretend. "Como os membros pagam" is done at once for the install's account,
 * and never while payments are in the sandbox (issue 38 item 16).
 *
 * Seam: when associations get their own Asaas settings, 'asaas' answers 'association' here and
 * first-steps.ts counts that table's row beside `issuer_pix_settings`.
 */
export type ReceivingAccountScope = 'install' | 'association' | 'sandbox';

export const receivingAccountScope = (paymentGateway: string | undefined): ReceivingAccountScope =>
  paymentGateway === 'pix-api'
    ? 'association'
    : paymentGateway === undefined || paymentGateway === 'sandbox'
      ? 'sandbox'
      : 'install';
