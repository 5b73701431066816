import { succeeded } from '../../../../domain/outcome';
import type { PixKey, PixKeyType } from '../../../../domain/pix-key';
import type { Outcome } from '../../../../domain/outcome';
import type {
  PixKeyTransfer,
  PixKeyTransferInput,
  PixKeyTransferRead,
  PixKeyTransferState,
} from '../payment-gateway';
import type { AsaasClient } from './asaas-client';
import { ASAAS_MSG } from './asaas-messages';
import { toReais } from './asaas-payment-body';

/** Asaas's pixAddressKeyType: our kinds of key in capitals (CPF, CNPJ, EMAIL, PHONE, EVP). */
const keyTypeOf = (type: PixKeyType) => type.toUpperCase();

/** The key as Asaas takes it: a celular's 11 digits with its DDD (no +55), the others as DICT writes them. */
const addressKeyOf = ({ type, key }: PixKey) => (type === 'phone' ? key.replace(/^\+55/, '') : key);

interface AsaasTransfer {
  id?: string;
  status?: string;
  failReason?: string | null;
  authorized?: boolean;
}

/**
 * Asaas's transfer statuses as ours: DONE; PENDING and BANK_PROCESSING with the banks, unless it
 * waits for a person's approval in the panel (`authorized: false`) or Asaas BLOCKED it;
 * FAILED and CANCELLED never will be sent.
 */
function stateOf({ status, authorized }: AsaasTransfer): PixKeyTransferState {
  if (status === 'DONE') return 'done';
  if (status === 'BLOCKED') return 'awaits-approval';
  if (status === 'PENDING' || status === 'BANK_PROCESSING')
    return authorized === false ? 'awaits-approval' : 'under-way';
  return 'failed';
}

/**
 * POST /v3/transfers ("Transferir para conta de outra instituição ou chave Pix"): the value from
 * the account's balance to the key, by PIX. Asaas refuses what its balance does not cover and a
 * key it cannot find; no answer at all is said so (the transfer may have happened). A transfer
 * taken is under way until its TRANSFER_DONE (or TRANSFER_FAILED, TRANSFER_CANCELLED).
 */
export function asaasPixTransfer(client: AsaasClient) {
  return async (input: PixKeyTransferInput): Promise<Outcome<PixKeyTransfer>> => {
    let answer;
    try {
      answer = await client.call<AsaasTransfer>('POST', '/transfers', {
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
    const { id, failReason } = answer.body;
    if (!id || !answer.body.status)
      return { ok: false, message: ASAAS_MSG.transferUnanswered, unanswered: true };
    const state = stateOf(answer.body);
    if (state === 'failed') return { ok: false, message: failReason || ASAAS_MSG.transferFailed };
    return succeeded({ transferId: id, state });
  };
}

/** GET /v3/transfers/{id} ("Recuperar uma única transferência"): where it stands; undefined when Asaas has none. */
export function asaasReadPixTransfer(client: AsaasClient) {
  return async (transferId: string): Promise<PixKeyTransferRead | undefined> => {
    const answer = await client.call<AsaasTransfer>('GET', `/transfers/${encodeURIComponent(transferId)}`);
    if (!answer.ok && answer.status === 404) return undefined;
    if (!answer.ok) throw new Error(answer.message);
    const state = stateOf(answer.body);
    return { state, reason: state === 'failed' ? answer.body.failReason || ASAAS_MSG.transferFailed : null };
  };
}
