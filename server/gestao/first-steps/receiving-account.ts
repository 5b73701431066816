/**
 * Whose account receives an association's money, by the install's PAYMENT_GATEWAY: each
 * association's own (API Pix: the account it sets in Recebimentos, `issuer_pix_settings`) or the
 * install's one account (the sandbox; Asaas, whose key is the install's environment). "Como os
 * membros pagam" is done at once in the second case.
 *
 * Seam: when associations get their own Asaas settings, 'asaas' answers 'association' here and
 * first-steps.ts counts that table's row beside `issuer_pix_settings`.
 */
export type ReceivingAccountScope = 'install' | 'association';

export const receivingAccountScope = (paymentGateway: string | undefined): ReceivingAccountScope =>
  paymentGateway === 'pix-api' ? 'association' : 'install';
