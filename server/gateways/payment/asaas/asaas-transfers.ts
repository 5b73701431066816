import { succeeded } from '../../../../domain/outcome';
import type { PixKey, PixKeyType } from '../../../../domain/pix-key';
import type { Outcome } from '../../../../domain/outcome';
import type { PixKeyTransfer, PixKeyTransferInput } from '../payment-gateway';
import type { AsaasClient } from './asaas-client';
import { ASAAS_MSG } from './asaas-messages';
import { toReais } from './asaas-payment-body';

/** Asaas's pixAddressKeyType: our kinds of key in capitals (CPF, CNPJ, EMAIL, PHONE, EVP). */
const keyTypeOf = (type: PixKeyType) => type.toUpperCase();

/** The key as Asaas takes it: a celular's 11 digits with its DDD (no +55), the others as DICT writes them. */
const addressKeyOf = ({ type, key }: PixKey) => (type === 'phone' ? key.replace(/^\+55/, '') : key);

/** A transfer Asaas took and has not given up on (it may still be with the bank). */
const UNDER_WAY = new Set(['PENDING', 'BANK_PROCESSING', 'DONE']);

/**
 * POST /v3/transfers ("Transferir para conta de outra instituição ou chave Pix"): the value from
 * the account's balance to the key, by PIX. Asaas refuses what its balance does not cover and a
 * key it cannot find; no answer at all is said so (the transfer may have happened).
 */
export function asaasPixTransfer(client: AsaasClient) {
  return async (input: PixKeyTransferInput): Promise<Outcome<PixKeyTransfer>> => {
    let answer;
    try {
      answer = await client.call<{
        id?: string;
        status?: string;
        failReason?: string | null;
        authorized?: boolean;
      }>('POST', '/transfers', {
        value: toReais(input.amountCentavos),
        operationType: 'PIX',
        pixAddressKey: addressKeyOf(input.key),
        pixAddressKeyType: keyTypeOf(input.key.type),
        description: input.description,
        externalReference: input.reference,
      });
    } catch {
      return { ok: false, message: ASAAS_MSG.transferUnanswered, unanswered: true };
    }
    if (!answer.ok) return { ok: false, message: answer.message };
    const { id, status, failReason, authorized } = answer.body;
    if (!id || !status) return { ok: false, message: ASAAS_MSG.transferUnanswered, unanswered: true };
    if (!UNDER_WAY.has(status)) return { ok: false, message: failReason || ASAAS_MSG.transferFailed };
    // Taken, but waiting for a person to approve it in Asaas's panel: not sent until they do.
    if (authorized === false) return { ok: false, message: ASAAS_MSG.transferAwaitsApproval };
    return succeeded({ transferId: id });
  };
}
