import { cobrStatus } from './pix-api-recurring';
import { kindOfTxid } from './pix-api-charges';
import type { GatewayStatus } from './payment-gateway';

/** A cob, cobv or cobr as the PSP answers it (the parts we read). */
export interface ChargeAnswer {
  txid?: string;
  status?: string;
  pixCopiaECola?: string;
  calendario?: {
    criacao?: string;
    expiracao?: number;
    dataDeVencimento?: string;
    validadeAposVencimento?: number;
  };
  pix?: { endToEndId: string; valor: string }[];
}

const DAY_MS = 86_400_000;
/** A charge with due date can be paid until the end of its last day in São Paulo (UTC−3). */
export const endOfSaoPauloDay = (day: string, plusDays: number) =>
  new Date(Date.parse(`${day}T23:59:59-03:00`) + plusDays * DAY_MS);

/** What a charge's state at the PSP means for our attempt. */
export function statusOfCharge(txid: string, cob: ChargeAnswer, now: Date): GatewayStatus {
  // A cobr is debited by the PSP on its day (and retried by the rec's policy): no clock of ours.
  if (kindOfTxid(txid) === 'cobr') return cobrStatus(cob.status);
  if (cob.status === 'CONCLUIDA') return 'succeeded';
  if (cob.status !== 'ATIVA') return 'failed';
  const calendario = cob.calendario ?? {};
  if (calendario.dataDeVencimento) {
    const last = endOfSaoPauloDay(calendario.dataDeVencimento, calendario.validadeAposVencimento ?? 0);
    return last < now ? 'expired' : 'pending';
  }
  if (calendario.criacao && calendario.expiracao !== undefined) {
    const end = new Date(calendario.criacao).getTime() + calendario.expiracao * 1000;
    return end <= now.getTime() ? 'expired' : 'pending';
  }
  return 'pending';
}
