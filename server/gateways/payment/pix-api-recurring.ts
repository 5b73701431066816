import { failed, succeeded } from '../../../domain/outcome';
import { GatewayRefusal, type GatewayStatus } from './payment-gateway';
import type {
  ReceivingAccount,
  RecurrenceStatus,
  RecurrenceTerms,
  RecurringGateway,
} from './payment-gateway-recurring';
import { cobBody, newTxid, toPixAmount } from './pix-api-charges';
import type { PixApiAnswer, PixApiClient } from './pix-api-client';
import { PIX_API_MSG } from './pix-api-messages';

/**
 * Pix Automático over API Pix (bacen/pix-api 2.9.0): Jornada 3 is an immediate cob, a location for
 * the recurrence (POST /locrec), the rec naming the cob's txid (POST /rec) and the composite QR
 * the PSP builds from both (GET /rec/{idRec}?txid=…, dadosQR.pixCopiaECola); Jornada 1 is the rec
 * and a request for it to the payer's bank (POST /solicrec), approved in the bank's app; each due item is a
 * cobr (PUT /cobr/{txid}) the PSP debits on its due date, withdrawn by PATCH /cobr/{txid} CANCELADA.
 */

/** The standard's rec status → ours. */
export const RECURRENCE_STATUS: Record<string, RecurrenceStatus> = {
  CRIADA: 'pending',
  APROVADA: 'active',
  REJEITADA: 'refused',
  CANCELADA: 'cancelled',
  EXPIRADA: 'expired',
};

interface RecAnswer {
  idRec?: string;
  status?: string;
  dadosQR?: { jornada?: string; pixCopiaECola?: string };
}
interface CobRAnswer {
  status?: string;
  encerramento?: { rejeicao?: { descricao?: string }; cancelamento?: { descricao?: string } };
  tentativas?: { status?: string; rejeicao?: { descricao?: string } }[];
}

/** The standard's cobr status → a payment's: settled by the PSP on the day, or failed. */
export function cobrStatus(status: string | undefined): GatewayStatus {
  if (status === 'CONCLUIDA') return 'succeeded';
  if (status === 'CRIADA' || status === 'ATIVA') return 'pending';
  return status === 'EXPIRADA' ? 'expired' : 'failed';
}

/** vinculo.objeto and vinculo.contrato hold 35 characters; devedor.nome 140. */
const cut = (value: string, max: number) => value.trim().slice(0, max);
const digits = (value: string) => value.replace(/\D/g, '');

/** The rec both journeys create (RecSolicitada without loc and ativacao). */
function recBody(terms: RecurrenceTerms, payer: { name: string; cpf: string }) {
  return {
    vinculo: {
      objeto: cut(terms.object, 35),
      contrato: cut(terms.contract, 35),
      devedor: { cpf: digits(payer.cpf), nome: cut(payer.name, 140) },
    },
    calendario: { dataInicial: terms.startDate, periodicidade: terms.periodicity },
    valor: { valorMinimoRecebedor: toPixAmount(terms.limitCentavos) },
    // The PSP may try a refused debit again (3 times in 7 days) before the charge fails.
    politicaRetentativa: 'PERMITE_3R_7D',
  };
}

export function createPixApiRecurring(
  client: PixApiClient,
  chave: string,
  account: ReceivingAccount | undefined,
  pixExpirySeconds: number,
  now: () => Date,
): RecurringGateway {
  async function orRefuse<T>(pending: Promise<PixApiAnswer<T>>): Promise<T> {
    const answer = await pending;
    if (!answer.ok) throw new GatewayRefusal(answer.message);
    return answer.body;
  }

  return {
    async start(input) {
      const txid = newTxid('cob');
      await orRefuse(client.call('PUT', `/cob/${txid}`, cobBody(input.firstCharge, chave, pixExpirySeconds)));
      const loc = await orRefuse(client.call<{ id?: number }>('POST', '/locrec'));
      const rec = await orRefuse(
        client.call<RecAnswer>('POST', '/rec', {
          ...recBody(input, input.firstCharge.payer),
          ...(loc.id === undefined ? {} : { loc: loc.id }),
          ativacao: { dadosJornada: { txid } },
        }),
      );
      if (!rec.idRec) throw new Error(PIX_API_MSG.badAnswer);
      const full = await orRefuse(
        client.call<RecAnswer>('GET', `/rec/${rec.idRec}?txid=${encodeURIComponent(txid)}`),
      );
      const brCode = full.dadosQR?.pixCopiaECola;
      if (!brCode) throw new Error(PIX_API_MSG.badAnswer);
      return {
        recurrenceId: rec.idRec,
        gatewayId: txid,
        brCode,
        expiresAt: new Date(now().getTime() + pixExpirySeconds * 1000),
      };
    },

    async request(input) {
      const rec = await orRefuse(client.call<RecAnswer>('POST', '/rec', recBody(input, input.payer)));
      if (!rec.idRec) throw new Error(PIX_API_MSG.badAnswer);
      const { ispb, agencia, conta } = input.payerAccount;
      await orRefuse(
        client.call('POST', '/solicrec', {
          idRec: rec.idRec,
          calendario: { dataExpiracaoSolicitacao: input.expiresAt.toISOString() },
          destinatario: { agencia, conta, ispbParticipante: ispb, cpf: digits(input.payer.cpf) },
        }),
      );
      return { recurrenceId: rec.idRec };
    },

    async status(recurrenceId) {
      const answer = await client.call<RecAnswer>('GET', `/rec/${encodeURIComponent(recurrenceId)}`);
      if (!answer.ok && answer.status === 404) return null;
      if (!answer.ok) throw new Error(answer.message);
      return RECURRENCE_STATUS[answer.body.status ?? ''] ?? 'pending';
    },

    async cancel(recurrenceId) {
      const answer = await client.call('PATCH', `/rec/${encodeURIComponent(recurrenceId)}`, {
        status: 'CANCELADA',
      });
      return answer.ok ? succeeded(undefined) : failed(answer.message);
    },

    async charge(input) {
      if (!account) throw new GatewayRefusal(PIX_API_MSG.noReceivingAccount);
      await orRefuse(
        client.call('PUT', `/cobr/${input.txid}`, {
          idRec: input.recurrenceId,
          infoAdicional: cut(input.description, 140),
          calendario: { dataDeVencimento: input.dueDate },
          valor: { original: toPixAmount(input.amountCentavos) },
          ajusteDiaUtil: true,
          recebedor: {
            ...(account.agencia ? { agencia: account.agencia } : {}),
            conta: account.conta,
            tipoConta: account.tipoConta,
          },
        }),
      );
      return { gatewayId: input.txid };
    },

    async cancelCharge(txid) {
      // CobRRevisada: the standard's only revision of a cobr is its cancellation.
      const answer = await client.call('PATCH', `/cobr/${txid}`, { status: 'CANCELADA' });
      if (answer.ok || answer.status === 404) return succeeded(undefined);
      return failed(answer.message);
    },

    async chargeState(txid) {
      const answer = await client.call<CobRAnswer>('GET', `/cobr/${txid}`);
      if (!answer.ok && answer.status === 404) return null;
      if (!answer.ok) throw new Error(answer.message);
      const cobr = answer.body;
      const lastTry = cobr.tentativas?.at(-1);
      const reason =
        cobr.encerramento?.rejeicao?.descricao ??
        cobr.encerramento?.cancelamento?.descricao ??
        lastTry?.rejeicao?.descricao ??
        null;
      return { status: cobrStatus(cobr.status), reason };
    },
  };
}
