import { findParticipant } from './pix-participants';

/** The payer's account Pix Automático's Jornada 1 sends the request to (API Pix DadosBancarios). */
export interface PayerAccount {
  ispb: string;
  /** Up to 4 digits, without the check digit. */
  agencia: string;
  /** Up to 20 digits, the check digit included. */
  conta: string;
}

export interface PayerAccountForm {
  bank: string;
  agencia: string;
  conta: string;
}

export const BANK_ACCOUNT_MSG = {
  bank: 'Escolha o seu banco na lista.',
  agencia: 'Informe a agência: até 4 números, sem o dígito.',
  conta: 'Informe a conta com o dígito: só números, até 20.',
} as const;

export const AGENCIA_RE = /^\d{1,4}$/;
export const CONTA_RE = /^\d{1,20}$/;

const digitsOf = (text: string) => text.replace(/[\s.-]/g, '');

export type PayerAccountCheck =
  | { ok: true; account: PayerAccount }
  | { ok: false; errors: Partial<Record<keyof PayerAccountForm, string>> };

/** Checks what the member typed; a dot, dash or space in agência and conta is only formatting. */
export function checkPayerAccount(form: PayerAccountForm): PayerAccountCheck {
  const participant = findParticipant(form.bank);
  const agencia = digitsOf(form.agencia);
  const conta = digitsOf(form.conta);
  const errors: Partial<Record<keyof PayerAccountForm, string>> = {};
  if (!participant) errors.bank = BANK_ACCOUNT_MSG.bank;
  if (!AGENCIA_RE.test(agencia)) errors.agencia = BANK_ACCOUNT_MSG.agencia;
  if (!CONTA_RE.test(conta)) errors.conta = BANK_ACCOUNT_MSG.conta;
  return participant && Object.keys(errors).length === 0
    ? { ok: true, account: { ispb: participant.ispb, agencia, conta } }
    : { ok: false, errors };
}
