import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import { todayInSaoPaulo } from '../../../domain/sao-paulo-days';
import { createPixApiClient, type PixApiAnswer, type PixApiConnection } from './pix-api-client';
import { cobBody, cobvBody, fromPixAmount, kindOfTxid, newTxid, toPixAmount } from './pix-api-charges';
import { PIX_API_MSG } from './pix-api-messages';
import { confirmPix, receivedPix, type ReceivedPix } from './pix-api-received';
import { createPixApiRecurring } from './pix-api-recurring';
import { endOfSaoPauloDay, statusOfCharge, type ChargeAnswer } from './pix-api-charge-status';
import { GatewayRefusal, type GatewayStatus, type PaymentGateway } from './payment-gateway';
import type { ReceivingAccount } from './payment-gateway-recurring';

/** The webhook's association segment for the one PSP account the environment configures. */
export const ENV_ASSOCIATION = 'env';

/**
 * Where the PSP is told to notify: it appends /pix to this address (API Pix, PUT /webhook/{chave}).
 * `association` is ENV_ASSOCIATION or the id of an association with an account of its own.
 */
export const webhookUrlFor = (publicUrl: string, association: string) =>
  `${publicUrl}/api/webhooks/pix/${association}`;

/** The gateway plus what only a real PSP has: confirming a Pix, listing received ones, the webhook. */
export interface PixApiGateway extends PaymentGateway {
  readonly name: 'pix-api';
  /** GET /pix/{e2eid}: the Pix as the PSP knows it, or null when it knows no such Pix. */
  confirmPix(endToEndId: string): Promise<ReceivedPix | null>;
  /** GET /pix?inicio&fim, every page. */
  receivedPix(from: Date, to: Date): Promise<ReceivedPix[]>;
  /** PUT /webhook/{chave}: the PSP will POST each received Pix to `${url}/pix`. */
  registerWebhook(url: string): Promise<{ ok: true } | { ok: false; message: string }>;
  close(): void;
}

export const isPixApiGateway = (gateway: PaymentGateway): gateway is PixApiGateway =>
  gateway.name === 'pix-api';

interface DevolucaoAnswer {
  status?: string;
  motivo?: string;
}

export interface PixApiGatewayOptions {
  pixExpirySeconds: number;
  /** The account Pix Automático's charges credit; without it no cobr is sent. */
  receivingAccount?: ReceivingAccount | undefined;
  now?: () => Date;
}

/**
 * The PSP's API Pix (bacen/pix-api) as our payment gateway: PIX only. Card and boleto are refused
 * with a pt-BR message rather than delegated to the sandbox, whose approvals would be make-believe
 * money on a live install.
 */
export function createPixApiGateway(
  connection: PixApiConnection & { chave: string },
  { pixExpirySeconds, receivingAccount, now = () => new Date() }: PixApiGatewayOptions,
): PixApiGateway {
  const client = createPixApiClient(connection);
  const { chave } = connection;

  /** A refusal the payer may read; a network failure stays an Error (the app says "try again"). */
  function orRefuse<T>(answer: PixApiAnswer<T>): T {
    if (!answer.ok) throw new GatewayRefusal(answer.message);
    return answer.body;
  }

  async function readCharge(txid: string): Promise<PixApiAnswer<ChargeAnswer> | undefined> {
    const kind = kindOfTxid(txid);
    if (!kind) return undefined;
    return client.call<ChargeAnswer>('GET', `/${kind}/${txid}`);
  }

  return {
    name: 'pix-api',
    recurring: createPixApiRecurring(client, chave, receivingAccount, pixExpirySeconds, now),

    async createPix(input) {
      const today = todayInSaoPaulo(now());
      // A cobv only while its due date has not passed: then the PSP's price of the day (discount
      // until its date, the price up to the due date) is ours. Once overdue, the fine and interest
      // of today are already in amountCentavos, and an immediate cob asks exactly that — a cobv
      // would have the PSP recount them by its own rounding, and the Pix could differ from our record.
      if (input.dueDate && input.dueDate >= today) {
        const txid = newTxid('cobv');
        const cob = orRefuse(
          await client.call<ChargeAnswer>(
            'PUT',
            `/cobv/${txid}`,
            cobvBody({ ...input, dueDate: input.dueDate }, chave),
          ),
        );
        if (!cob.pixCopiaECola) throw new Error(PIX_API_MSG.badAnswer);
        const calendario = cob.calendario ?? {};
        const lastDay = calendario.dataDeVencimento ?? input.dueDate;
        const payableUntil = endOfSaoPauloDay(lastDay, calendario.validadeAposVencimento ?? 0);
        // The payment screen counts PIX_EXPIRY_SECONDS down like any PIX; the cobv itself stays
        // payable at the PSP until payableUntil, and a Pix arriving after our attempt expired is
        // still settled (webhook or GET /pix sweep).
        const screenWindow = new Date(now().getTime() + pixExpirySeconds * 1000);
        return {
          gatewayId: txid,
          brCode: cob.pixCopiaECola,
          expiresAt: payableUntil < screenWindow ? payableUntil : screenWindow,
        };
      }
      const txid = newTxid('cob');
      const cob = orRefuse(
        await client.call<ChargeAnswer>('PUT', `/cob/${txid}`, cobBody(input, chave, pixExpirySeconds)),
      );
      if (!cob.pixCopiaECola) throw new Error(PIX_API_MSG.badAnswer);
      const created = cob.calendario?.criacao ? new Date(cob.calendario.criacao) : now();
      return {
        gatewayId: txid,
        brCode: cob.pixCopiaECola,
        expiresAt: new Date(created.getTime() + (cob.calendario?.expiracao ?? pixExpirySeconds) * 1000),
      };
    },

    createBoleto() {
      return Promise.reject(new GatewayRefusal(PIX_API_MSG.boletoRefused));
    },
    tokenizeCard: async () => failed(PIX_API_MSG.cardRefused),
    chargeCard: async () => failed(PIX_API_MSG.cardRefused),
    // No card is ever vaulted here, so there is nothing to forget.
    deleteCardToken: async () => succeeded(undefined),

    async getStatus(txid): Promise<GatewayStatus> {
      const answer = await readCharge(txid);
      if (!answer || (!answer.ok && answer.status === 404)) return 'failed';
      if (!answer.ok) throw new Error(answer.message);
      return statusOfCharge(txid, answer.body, now());
    },

    async refund(txid, amountCentavos): Promise<Outcome> {
      const answer = await readCharge(txid);
      if (!answer) return failed(PIX_API_MSG.refundNotPaid);
      if (!answer.ok) return failed(answer.message);
      const pix = answer.body.pix?.[0];
      if (!pix) return failed(PIX_API_MSG.refundNotPaid);
      // One refund per charge, with an id derived from it: asking again is the same idempotent PUT.
      const id = `D${txid}`.slice(0, 35);
      const done = await client.call<DevolucaoAnswer>('PUT', `/pix/${pix.endToEndId}/devolucao/${id}`, {
        valor: toPixAmount(amountCentavos ?? fromPixAmount(pix.valor)),
        descricao: 'Devolução do pagamento',
      });
      if (!done.ok) return failed(done.message);
      if (done.body.status === 'NAO_REALIZADO')
        return failed(PIX_API_MSG.refundNotDone(done.body.motivo ?? ''));
      return succeeded(undefined);
    },

    // API Pix reports no tariff: the PSP's fees come on its own statement.
    feeOf: async () => 0,

    confirmPix: (endToEndId) => confirmPix(client, endToEndId),
    receivedPix: (from, to) => receivedPix(client, from, to),

    async registerWebhook(url) {
      const answer = await client.call('PUT', `/webhook/${encodeURIComponent(chave)}`, { webhookUrl: url });
      if (!answer.ok) return { ok: false, message: answer.message };
      // Pix Automático's notifications go to ${url}/rec and ${url}/cobr. An account without its
      // scopes refuses these: PIX itself still works, and the reconciliation reads the charges.
      await client.call('PUT', '/webhookrec', { webhookUrl: url });
      await client.call('PUT', '/webhookcobr', { webhookUrl: url });
      return { ok: true };
    },

    close: () => client.close(),
  };
}
