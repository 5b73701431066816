/**
 * Whose account receives an association's money, by the install's PAYMENT_GATEWAY: each
 * association's own (API Pix: the account it sets in Recebimentos, `issuer_pix_settings`), the
 * install's one account (Asaas, whose key is the install's environment), or nobody's: the sandbox,
 * whose payments are pretend. "Como os membros pagam" is done at once for the install's account,
 * and never while payments are in the sandbox (issue 38 item 16).
 *
 * An association's own account (API Pix or Asaas, in Recebimentos) counts only when it is the one
 * it receives by: `receivesForReal`.
 */
export type ReceivingAccountScope = 'install' | 'association' | 'sandbox';

export const receivingAccountScope = (paymentGateway: string | undefined): ReceivingAccountScope =>
  paymentGateway === 'pix-api'
    ? 'association'
    : paymentGateway === undefined || paymentGateway === 'sandbox'
      ? 'sandbox'
      : 'install';

/** What decides who receives an association's payments now (payments/association-gateway.ts). */
export interface ReceivingFacts {
  /** Its choice in Recebimentos (issuer_receiving.gateway); null: none made. */
  choice: 'sandbox' | 'pix-api' | 'asaas' | null;
  hasPixSettings: boolean;
  hasAsaasSettings: boolean;
  /** SANDBOX: only then does a choice of the sandbox take effect. */
  sandboxInstall: boolean;
  /** Who receives when the association's own account does not: the install's PAYMENT_GATEWAY. */
  installScope: ReceivingAccountScope;
}

/**
 * Whether members' payments reach a real account, in receiverForAssociation's order: the chosen
 * Asaas account when it is set up; the chosen sandbox (pretend payments) while the install allows
 * it; else its own API Pix account unless it chose the sandbox; else the install's gateway. Stored
 * credentials alone are not enough: an association in the sandbox with them saved does not receive.
 */
export function receivesForReal(facts: ReceivingFacts): boolean {
  if (facts.choice === 'asaas' && facts.hasAsaasSettings) return true;
  if (facts.choice === 'sandbox' && facts.sandboxInstall) return false;
  if (facts.choice !== 'sandbox' && facts.hasPixSettings) return true;
  return facts.installScope === 'install';
}
