import { randomBytes } from 'node:crypto';
import type { AsaasError } from './fake-asaas-rules';

type Json = Record<string, unknown>;

export interface FakeAsaasTransfer extends Json {
  id: string;
  status: string;
  value: number;
  pixAddressKey: string;
  pixAddressKeyType: string;
}

const isMoney = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.round(value * 100) === value * 100;

/**
 * The format of each pixAddressKeyType, as "Transferir para conta de outra instituição ou chave
 * Pix" states it: CPF and CNPJ digits only, a phone's 11 digits with its area code (no +55), the
 * e-mail, the random key (EVP) as a UUID.
 */
const KEY_FORMAT: Record<string, RegExp> = {
  CPF: /^\d{11}$/,
  CNPJ: /^[0-9A-Z]{12}\d{2}$/,
  EMAIL: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  PHONE: /^\d{11}$/,
  EVP: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
};

/** What a transfer asked through the API needs at the account (see startFakeAsaas). */
export type TransferAuthorization = 'token' | 'panel' | 'whitelist';

/**
 * Asaas's answer to a transfer asked through the API by an account whose transfers still need a
 * person's SMS or app token ("autorização crítica"): every account but White Label ones, until it
 * sets up an IP whitelist or an authorization webhook (Asaas's "Dúvidas frequentes sobre segurança").
 */
export const CRITICAL_AUTHORIZATION: AsaasError = {
  code: 'invalid_action',
  description:
    'Sua conta possui autorização crítica habilitada. Para efetuar esta ação informe o código de confirmação.',
};

/**
 * What POST /v3/transfers refuses: a value that is not money above zero, or more than the
 * available balance ("O valor da transferência deve ser menor ou igual ao saldo disponível");
 * a key without its type, of an unknown type or not in its type's format; a bank account and a
 * key at once; an operationType other than PIX or TED (a key goes by PIX only).
 */
export function transferErrors(body: Json, balance: number): AsaasError[] {
  const errors: AsaasError[] = [];
  if (!isMoney(body.value) || body.value <= 0)
    errors.push({ code: 'invalid_value', description: 'O valor da transferência deve ser informado.' });
  else if (body.value > balance + 1e-9)
    errors.push({
      code: 'invalid_value',
      description:
        'Saldo insuficiente: o valor da transferência deve ser menor ou igual ao saldo disponível.',
    });
  if (body.bankAccount !== undefined && body.pixAddressKey !== undefined)
    errors.push({
      code: 'invalid_action',
      description: 'Informe a conta bancária ou a chave Pix, não as duas.',
    });
  if (body.operationType !== undefined && !['PIX', 'TED'].includes(String(body.operationType)))
    errors.push({ code: 'invalid_operationType', description: 'Tipo de operação inválido.' });
  if (body.pixAddressKey === undefined) {
    if (body.bankAccount === undefined)
      errors.push({
        code: 'invalid_pixAddressKey',
        description: 'Informe a chave Pix ou a conta bancária de destino.',
      });
    return errors;
  }
  if (body.operationType === 'TED')
    errors.push({ code: 'invalid_operationType', description: 'Transferência para chave Pix só por Pix.' });
  const format = KEY_FORMAT[String(body.pixAddressKeyType)];
  if (!format) errors.push({ code: 'invalid_pixAddressKeyType', description: 'Tipo de chave Pix inválido.' });
  else if (typeof body.pixAddressKey !== 'string' || !format.test(body.pixAddressKey))
    errors.push({ code: 'invalid_pixAddressKey', description: 'A chave Pix informada é inválida.' });
  return errors;
}

/** How a transfer ends at Asaas, and the event that says so. */
export type TransferEnd = 'DONE' | 'FAILED' | 'CANCELLED';

/**
 * The fake's transfers: a key the DICT does not know is refused; the others are DONE at once, as a
 * PIX, or PENDING: not `authorized` when they wait for a person's approval in Asaas's panel, or
 * held with the banks (`held`) until the test ends them (DONE, FAILED or CANCELLED with its reason).
 */
export function fakeTransfers() {
  const transfers = new Map<string, FakeAsaasTransfer>();
  const unknownKeys = new Set<string>();

  function create(body: Json, awaitsApproval = false, held = false): FakeAsaasTransfer | AsaasError[] {
    if (unknownKeys.has(String(body.pixAddressKey)))
      return [{ code: 'invalid_pixAddressKey', description: 'Chave Pix não encontrada.' }];
    const transfer: FakeAsaasTransfer = {
      object: 'transfer',
      id: `tra_${randomBytes(8).toString('hex')}`,
      type: 'BANK_ACCOUNT',
      dateCreated: new Date().toISOString().slice(0, 10),
      value: body.value as number,
      netValue: body.value as number,
      status: awaitsApproval || held ? 'PENDING' : 'DONE',
      authorized: !awaitsApproval,
      transferFee: 0,
      operationType: 'PIX',
      pixAddressKey: String(body.pixAddressKey),
      pixAddressKeyType: String(body.pixAddressKeyType),
      description: body.description ?? null,
      externalReference: typeof body.externalReference === 'string' ? body.externalReference : null,
      failReason: null,
    };
    transfers.set(transfer.id, transfer);
    return transfer;
  }

  /** What left the balance: a transfer that failed or was cancelled gives its value back. */
  const sent = () =>
    [...transfers.values()]
      .filter((t) => t.status !== 'FAILED' && t.status !== 'CANCELLED')
      .reduce((sum, t) => sum + t.value, 0);

  function end(transferId: string, status: TransferEnd, failReason: string | null): FakeAsaasTransfer {
    const transfer = transfers.get(transferId);
    if (!transfer) throw new Error(`fake Asaas: no transfer ${transferId}`);
    Object.assign(transfer, { status, failReason: status === 'DONE' ? null : failReason, authorized: true });
    return transfer;
  }

  return {
    transfers,
    create,
    sent,
    end,
    /** The DICT has no such key: a transfer to it is refused. */
    forgetKey: (key: string) => void unknownKeys.add(key),
  };
}
