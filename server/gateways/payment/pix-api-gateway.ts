import { readFileSync } from 'node:fs';
import type { PixApiSettings } from '../../config';
import { todayInSaoPaulo } from '../../cash-flow/sao-paulo-days';
import { createPixApiClient, type PixApiAnswer, type PixApiConnection } from './pix-api-client';
import { cobBody, cobvBody, fromPixAmount, kindOfTxid, newTxid, toPixAmount } from './pix-api-charges';
import { PIX_API_MSG } from './pix-api-messages';
import { cobrStatus, createPixApiRecurring } from './pix-api-recurring';
import {
  GatewayRefusal,
  type GatewayStatus,
  type PaymentGateway,
  type ReceivingAccount,
  type RefundResult,
} from './payment-gateway';

/** The webhook's issuer segment for the one PSP account the environment configures. */
export const ENV_ISSUER = 'env';

/**
 * Where the PSP is told to notify: it appends /pix to this address (API Pix, PUT /webhook/{chave}).
 * `issuer` is ENV_ISSUER or the id of an issuer with an account of its own.
 */
export const webhookUrlFor = (publicUrl: string, issuer: string) => `${publicUrl}/api/webhooks/pix/${issuer}`;

/** A Pix the PSP says it received (API Pix "Pix"), in our terms. */
export interface ReceivedPix {
  endToEndId: string;
  /** Absent for a transfer to the key that answered no charge of ours. */
  txid?: string;
  amountCentavos: number;
}

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

interface ChargeAnswer {
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
interface PixAnswer {
  endToEndId: string;
  txid?: string;
  valor: string;
}
interface DevolucaoAnswer {
  status?: string;
  motivo?: string;
}

const REQUIRED: [keyof PixApiSettings, string][] = [
  ['apiUrl', 'PIX_API_URL'],
  ['clientId', 'PIX_CLIENT_ID'],
  ['clientSecret', 'PIX_CLIENT_SECRET'],
  ['certFile', 'PIX_CERT_FILE'],
  ['keyFile', 'PIX_KEY_FILE'],
  ['chave', 'PIX_CHAVE'],
];

function readPem(name: string, file: string): Buffer {
  try {
    return readFileSync(file);
  } catch {
    throw new Error(PIX_API_MSG.unreadableFile(name, file));
  }
}

/** The connection from PIX_* settings: every missing one is named at start, not at the first payment. */
export function pixApiConnection(settings: PixApiSettings | undefined): PixApiConnection & { chave: string } {
  const missing = REQUIRED.filter(([key]) => !settings?.[key]).map(([, name]) => name);
  if (!settings || missing.length > 0) throw new Error(PIX_API_MSG.missingSettings(missing));
  return {
    apiUrl: settings.apiUrl!,
    oauthUrl: settings.oauthUrl ?? `${settings.apiUrl}/oauth/token`,
    clientId: settings.clientId!,
    clientSecret: settings.clientSecret!,
    cert: readPem('PIX_CERT_FILE', settings.certFile!),
    key: readPem('PIX_KEY_FILE', settings.keyFile!),
    ca: settings.caFile ? readPem('PIX_CA_FILE', settings.caFile) : undefined,
    chave: settings.chave!,
  };
}

const DAY_MS = 86_400_000;
/** A charge with due date can be paid until the end of its last day in São Paulo (UTC−3). */
const endOfSaoPauloDay = (day: string, plusDays: number) =>
  new Date(Date.parse(`${day}T23:59:59-03:00`) + plusDays * DAY_MS);

const PAGE_SIZE = 100;
const MAX_PAGES = 50;

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

  const toReceived = (pix: PixAnswer): ReceivedPix => ({
    endToEndId: pix.endToEndId,
    ...(pix.txid ? { txid: pix.txid } : {}),
    amountCentavos: fromPixAmount(pix.valor),
  });

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
    tokenizeCard: async () => ({ ok: false, message: PIX_API_MSG.cardRefused }),
    chargeCard: async () => ({ ok: false, message: PIX_API_MSG.cardRefused }),
    // No card is ever vaulted here, so there is nothing to forget.
    deleteCardToken: async () => ({ ok: true }),

    async getStatus(txid): Promise<GatewayStatus> {
      const answer = await readCharge(txid);
      if (!answer || (!answer.ok && answer.status === 404)) return 'failed';
      if (!answer.ok) throw new Error(answer.message);
      const cob = answer.body;
      // A cobr is debited by the PSP on its day (and retried by the rec's policy): no clock of ours.
      if (kindOfTxid(txid) === 'cobr') return cobrStatus(cob.status);
      if (cob.status === 'CONCLUIDA') return 'succeeded';
      if (cob.status !== 'ATIVA') return 'failed';
      const calendario = cob.calendario ?? {};
      if (calendario.dataDeVencimento) {
        const last = endOfSaoPauloDay(calendario.dataDeVencimento, calendario.validadeAposVencimento ?? 0);
        return last < now() ? 'expired' : 'pending';
      }
      if (calendario.criacao && calendario.expiracao !== undefined) {
        const end = new Date(calendario.criacao).getTime() + calendario.expiracao * 1000;
        return end <= now().getTime() ? 'expired' : 'pending';
      }
      return 'pending';
    },

    async refund(txid, amountCentavos): Promise<RefundResult> {
      const answer = await readCharge(txid);
      if (!answer) return { ok: false, message: PIX_API_MSG.refundNotPaid };
      if (!answer.ok) return { ok: false, message: answer.message };
      const pix = answer.body.pix?.[0];
      if (!pix) return { ok: false, message: PIX_API_MSG.refundNotPaid };
      // One refund per charge, with an id derived from it: asking again is the same idempotent PUT.
      const id = `D${txid}`.slice(0, 35);
      const done = await client.call<DevolucaoAnswer>('PUT', `/pix/${pix.endToEndId}/devolucao/${id}`, {
        valor: toPixAmount(amountCentavos ?? fromPixAmount(pix.valor)),
        descricao: 'Devolução do pagamento',
      });
      if (!done.ok) return { ok: false, message: done.message };
      if (done.body.status === 'NAO_REALIZADO') {
        return { ok: false, message: PIX_API_MSG.refundNotDone(done.body.motivo ?? '') };
      }
      return { ok: true };
    },

    // API Pix reports no tariff: the PSP's fees come on its own statement.
    feeOf: async () => 0,

    async confirmPix(endToEndId) {
      if (!/^[a-zA-Z0-9]{32}$/.test(endToEndId)) return null;
      const answer = await client.call<PixAnswer>('GET', `/pix/${endToEndId}`);
      if (!answer.ok && answer.status === 404) return null;
      if (!answer.ok) throw new Error(answer.message);
      // The PSP's own answer must be about the Pix we asked for.
      return answer.body.endToEndId === endToEndId ? toReceived(answer.body) : null;
    },

    async receivedPix(from, to) {
      const received: ReceivedPix[] = [];
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const query = new URLSearchParams({
          inicio: from.toISOString(),
          fim: to.toISOString(),
          'paginacao.paginaAtual': String(page),
          'paginacao.itensPorPagina': String(PAGE_SIZE),
        });
        const answer = await client.call<{
          pix?: PixAnswer[];
          parametros?: { paginacao?: { quantidadeDePaginas?: number } };
        }>('GET', `/pix?${query.toString()}`);
        if (!answer.ok) throw new Error(answer.message);
        received.push(...(answer.body.pix ?? []).map(toReceived));
        if (page + 1 >= (answer.body.parametros?.paginacao?.quantidadeDePaginas ?? 1)) break;
      }
      return received;
    },

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
