import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import type { z } from 'zod';
import { buildPixBrCode } from '../../../../../server/gateways/payment/brcode';
import type { TestCertificates } from './certificates';
import { createFakeRecurring } from './fake-psp-recurring';
import {
  CobSolicitada,
  CobVSolicitada,
  DevolucaoId,
  DevolucaoSolicitada,
  EndToEndId,
  ParametrosConsultaPix,
  TokenRequest,
  TxId,
  WebhookSolicitado,
} from './pix-api-schemas';

export const FAKE_CLIENT = { id: 'quita-client', secret: 's3cr3t-do-psp-nao-logar' };
export const FAKE_CHAVE = 'recebimentos@associacao.example';
const ISPB = '99999008';

type Json = Record<string, unknown>;
interface StoredCharge {
  kind: 'cob' | 'cobv';
  body: Json;
  answer: Json;
}
interface StoredPix {
  endToEndId: string;
  txid: string;
  valor: string;
  horario: string;
  devolucoes: Json[];
}

/** A request the fake refused because it broke the standard: the test expects none. */
export interface Violation {
  method: string;
  path: string;
  issues: string[];
}

/** POSTs a notification to our webhook: the test wires it to app.inject. */
export type Deliver = (url: string, body: Json) => Promise<number>;

/** Today in São Paulo, YYYY-MM-DD: the day a payer's bank prices a cobv. */
const saoPauloDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(at);
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

interface CobVTerms {
  original: string;
  multa?: { modalidade: number; valorPerc: string };
  juros?: { modalidade: number; valorPerc: string };
  desconto?: { modalidade: number; descontoDataFixa?: { data: string; valorPerc: string }[] };
}

/**
 * What the payer's bank charges for a cobv on a day (the standard's valor final): the original
 * less the fixed-date discount in force, and after the due date the fine plus the interest. Only
 * the modalidades a dues charge uses are modelled; any other fails the test.
 */
export function cobvAmountOn(valor: CobVTerms, dueDate: string, day: string): string {
  const original = Math.round(Number(valor.original) * 100);
  const percentOf = (perc: string) => (original * Number(perc)) / 100;
  let centavos = original;
  if (valor.desconto) {
    const inForce = (valor.desconto.descontoDataFixa ?? [])
      .filter(({ data }) => day <= data)
      .sort((a, b) => a.data.localeCompare(b.data))[0];
    if (valor.desconto.modalidade > 2) throw new Error('fake PSP: desconto modalidade not modelled');
    if (inForce) {
      centavos -=
        valor.desconto.modalidade === 1
          ? Math.round(Number(inForce.valorPerc) * 100)
          : percentOf(inForce.valorPerc);
    }
  }
  const daysLate = dayNumber(day) - dayNumber(dueDate);
  if (daysLate > 0) {
    if (valor.multa) {
      centavos +=
        valor.multa.modalidade === 1
          ? Math.round(Number(valor.multa.valorPerc) * 100)
          : percentOf(valor.multa.valorPerc);
    }
    if (valor.juros) {
      if (valor.juros.modalidade !== 3) throw new Error('fake PSP: juros modalidade not modelled');
      centavos += (percentOf(valor.juros.valorPerc) * daysLate) / 30;
    }
  }
  return (Math.round(centavos) / 100).toFixed(2);
}

/**
 * A PSP's API Pix (bacen/pix-api 2.9.0) on 127.0.0.1 over HTTPS that demands a client certificate
 * signed by its CA. Every body and query is checked against the standard's schemas
 * (./pix-api-schemas); refusals are RFC 7807 problem+json as the standard shapes them.
 */
export async function startFakePsp(certs: TestCertificates) {
  const charges = new Map<string, StoredCharge>();
  const pixByE2e = new Map<string, StoredPix>();
  const validTokens = new Set<string>();
  const violations: Violation[] = [];
  const calls: { method: string; path: string }[] = [];
  /** The same calls with the subject (CN) of the client certificate each came over. */
  const clientCalls: { method: string; path: string; client: string }[] = [];
  let tokensIssued = 0;
  let unavailable = false;
  let webhookUrl: string | undefined;
  let webhookCreatedAt: string | undefined;
  let deliver: Deliver | undefined;
  let nextLoc = 1;

  const send = (res: ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };
  const problem = (
    res: ServerResponse,
    status: number,
    type: string,
    title: string,
    detail?: string,
    violacoes?: Json[],
  ) => {
    res.writeHead(status, { 'content-type': 'application/problem+json' });
    res.end(
      JSON.stringify({
        type: `https://pix.bcb.gov.br/api/v2/error/${type}`,
        title,
        status,
        ...(detail ? { detail } : {}),
        ...(violacoes ? { violacoes } : {}),
      }),
    );
  };

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });

  /** Parses and checks a body; on a violation answers 400 and records it. */
  function check<T extends z.ZodType>(
    schema: T,
    raw: unknown,
    req: IncomingMessage,
    res: ServerResponse,
    type: string,
  ): z.infer<T> | undefined {
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    violations.push({ method: req.method ?? '', path: req.url ?? '', issues });
    problem(
      res,
      400,
      type,
      'Requisição inválida',
      'A requisição não respeita o schema.',
      issues.map((razao) => ({ razao })),
    );
    return undefined;
  }

  const newE2e = () => {
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 12);
    const tail = randomBytes(8).toString('hex').slice(0, 11);
    return `E${ISPB}${stamp}${tail}`;
  };

  function chargeAnswer(kind: 'cob' | 'cobv', txid: string, body: Json): Json {
    const loc = nextLoc++;
    const location = `pix.psp.example/qr/v2/${randomBytes(8).toString('hex')}`;
    const valor = body.valor as CobVTerms;
    const criacao = new Date().toISOString();
    const calendario = body.calendario as Json;
    return {
      calendario:
        kind === 'cob'
          ? { criacao, expiracao: (calendario.expiracao as number | undefined) ?? 86400 }
          : { criacao, ...calendario, validadeAposVencimento: calendario.validadeAposVencimento ?? 30 },
      txid,
      revisao: 0,
      loc: { id: loc, location, tipoCob: kind, criacao },
      location,
      status: 'ATIVA',
      ...(body.devedor ? { devedor: body.devedor } : {}),
      ...(kind === 'cobv' ? { recebedor: { cnpj: '12345678000195', nome: 'Associação de Teste' } } : {}),
      valor: body.valor,
      chave: body.chave,
      ...(body.solicitacaoPagador ? { solicitacaoPagador: body.solicitacaoPagador } : {}),
      pixCopiaECola: buildPixBrCode({
        url: location,
        // What the payer's app shows today: a cobv's amount of the day.
        amountCentavos: Math.round(
          Number(
            kind === 'cobv'
              ? cobvAmountOn(
                  valor,
                  (calendario as { dataDeVencimento: string }).dataDeVencimento,
                  saoPauloDay(new Date()),
                )
              : valor.original,
          ) * 100,
        ),
        merchantName: 'Associacao de Teste',
        merchantCity: 'SAO PAULO',
        txid: '***',
      }),
    };
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'https://127.0.0.1');
    const path = url.pathname;
    const method = req.method ?? 'GET';
    const raw = await readBody(req);
    calls.push({ method, path });
    const peer = (req.socket as TLSSocket).getPeerCertificate();
    clientCalls.push({ method, path, client: String(peer.subject?.CN ?? '') });

    if (path === '/oauth/token' && method === 'POST') {
      const basic = Buffer.from(`${FAKE_CLIENT.id}:${FAKE_CLIENT.secret}`).toString('base64');
      if (req.headers.authorization !== `Basic ${basic}`) return send(res, 401, { error: 'invalid_client' });
      const form = Object.fromEntries(new URLSearchParams(raw));
      if (!TokenRequest.safeParse(form).success) return send(res, 400, { error: 'unsupported_grant_type' });
      const token = randomBytes(24).toString('hex');
      validTokens.add(token);
      tokensIssued += 1;
      return send(res, 200, {
        access_token: token,
        token_type: 'Bearer',
        expires_in: 3600,
        scope: 'cob.write cob.read',
      });
    }

    if (unavailable) {
      return problem(res, 503, 'ServicoIndisponivel', 'Serviço indisponível', 'Tente novamente mais tarde.');
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !validTokens.has(bearer)) {
      return problem(res, 401, 'AcessoNegado', 'Não autorizado', 'Token ausente, inválido ou expirado.');
    }
    let body: unknown;
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        return problem(res, 400, 'CobOperacaoInvalida', 'JSON inválido');
      }
    }

    let match = /^\/(cob|cobv)\/([^/]+)$/.exec(path);
    if (match) {
      const kind = match[1] as 'cob' | 'cobv';
      const txid = match[2]!;
      const type = kind === 'cob' ? 'CobOperacaoInvalida' : 'CobVOperacaoInvalida';
      if (!TxId.safeParse(txid).success) {
        violations.push({ method, path, issues: ['txid fora do padrão [a-zA-Z0-9]{26,35}'] });
        return problem(res, 400, type, 'Cobrança inválida', 'O txid não respeita o schema.');
      }
      if (method === 'PUT') {
        const valid = check(kind === 'cob' ? CobSolicitada : CobVSolicitada, body, req, res, type);
        if (!valid) return;
        const existing = charges.get(txid);
        if (existing) {
          // The same PUT again answers the same charge; another body for a txid in use is refused.
          if (JSON.stringify(existing.body) === JSON.stringify(body)) return send(res, 201, existing.answer);
          return problem(res, 400, type, 'Cobrança inválida', 'O txid já está em uso por outra cobrança.');
        }
        if (Number((valid as { valor: { original: string } }).valor.original) <= 0) {
          return problem(res, 400, type, 'Cobrança inválida', undefined, [
            { razao: 'Valor da cobrança não pode ser 0.00', propriedade: `${kind}.valor.original` },
          ]);
        }
        if ((valid as { chave: string }).chave !== FAKE_CHAVE) {
          return problem(res, 400, type, 'Cobrança inválida', 'A chave não pertence a este recebedor.');
        }
        const answer = chargeAnswer(kind, txid, body as Json);
        charges.set(txid, { kind, body: body as Json, answer });
        return send(res, 201, answer);
      }
      if (method === 'GET') {
        const charge = charges.get(txid);
        if (!charge || charge.kind !== kind) return problem(res, 404, 'NaoEncontrado', 'Não encontrado');
        return send(res, 200, charge.answer);
      }
    }

    match = /^\/pix\/([^/]+)\/devolucao\/([^/]+)$/.exec(path);
    if (match && method === 'PUT') {
      const [, e2eid, id] = match as unknown as [string, string, string];
      if (!EndToEndId.safeParse(e2eid).success || !DevolucaoId.safeParse(id).success) {
        violations.push({ method, path, issues: ['e2eid ou id fora do padrão'] });
        return problem(res, 400, 'PixDevolucaoInvalida', 'Devolução inválida');
      }
      const valid = check(DevolucaoSolicitada, body, req, res, 'PixDevolucaoInvalida');
      if (!valid) return;
      const pix = pixByE2e.get(e2eid);
      if (!pix) return problem(res, 404, 'NaoEncontrado', 'Não encontrado');
      const previous = pix.devolucoes.find((d) => d.id === id);
      if (previous) return send(res, 201, previous);
      const returned = pix.devolucoes.reduce((sum, d) => sum + Number(d.valor), 0);
      if (Number(valid.valor) + returned > Number(pix.valor)) {
        return problem(res, 400, 'PixDevolucaoInvalida', 'Devolução inválida', 'O valor excede o do Pix.');
      }
      const devolucao = {
        id,
        rtrId: `D${ISPB}${new Date().toISOString().replace(/\D/g, '').slice(0, 12)}${randomBytes(6).toString('hex').slice(0, 11)}`,
        valor: valid.valor,
        horario: { solicitacao: new Date().toISOString() },
        status: 'EM_PROCESSAMENTO',
      };
      pix.devolucoes.push(devolucao);
      return send(res, 201, devolucao);
    }

    match = /^\/pix\/([^/]+)$/.exec(path);
    if (match && method === 'GET') {
      const pix = pixByE2e.get(match[1]!);
      if (!pix)
        return problem(
          res,
          404,
          'NaoEncontrado',
          'Não encontrado',
          'Pix não encontrado para o e2eid informado.',
        );
      return send(res, 200, toPixAnswer(pix));
    }

    if (path === '/pix' && method === 'GET') {
      const query = check(
        ParametrosConsultaPix,
        Object.fromEntries(url.searchParams),
        req,
        res,
        'CobOperacaoInvalida',
      );
      if (!query) return;
      const from = Date.parse(query.inicio);
      const to = Date.parse(query.fim);
      const all = [...pixByE2e.values()].filter(
        (p) => Date.parse(p.horario) >= from && Date.parse(p.horario) <= to,
      );
      const page = query['paginacao.paginaAtual'] ?? 0;
      const size = query['paginacao.itensPorPagina'] ?? 100;
      return send(res, 200, {
        parametros: {
          inicio: query.inicio,
          fim: query.fim,
          paginacao: {
            paginaAtual: page,
            itensPorPagina: size,
            quantidadeDePaginas: Math.max(1, Math.ceil(all.length / size)),
            quantidadeTotalDeItens: all.length,
          },
        },
        pix: all.slice(page * size, (page + 1) * size).map(toPixAnswer),
      });
    }

    match = /^\/webhook\/([^/]+)$/.exec(path);
    if (match && method === 'PUT') {
      if (decodeURIComponent(match[1]!) !== FAKE_CHAVE) {
        return problem(
          res,
          400,
          'WebhookOperacaoInvalida',
          'Webhook inválido',
          'A chave não pertence a este recebedor.',
        );
      }
      const valid = check(WebhookSolicitado, body, req, res, 'WebhookOperacaoInvalida');
      if (!valid) return;
      webhookUrl = valid.webhookUrl;
      webhookCreatedAt = new Date().toISOString();
      return send(res, 200);
    }
    if (match && method === 'GET') {
      // WebhookCompleto (example webhookResponse1), or 404 WebhookNaoEncontrado.
      if (decodeURIComponent(match[1]!) !== FAKE_CHAVE || !webhookUrl) {
        return problem(
          res,
          404,
          'WebhookNaoEncontrado',
          'Webhook não encontrado',
          'Não há webhook cadastrado para a chave informada.',
        );
      }
      return send(res, 200, { webhookUrl, chave: FAKE_CHAVE, criacao: webhookCreatedAt });
    }

    if (await recurring.handle(method, path, url, body, req, res)) return;

    return problem(res, 404, 'NaoEncontrado', 'Não encontrado');
  }

  const recurring = createFakeRecurring({
    check,
    problem,
    send,
    cob: (txid) => {
      const charge = charges.get(txid);
      return charge?.kind === 'cob'
        ? { amount: (charge.body.valor as { original: string }).original }
        : undefined;
    },
    deliver: (target, body) => {
      if (!deliver) throw new Error('no webhook delivery wired');
      return deliver(target, body);
    },
  });

  const toPixAnswer = (pix: StoredPix) => ({
    endToEndId: pix.endToEndId,
    txid: pix.txid,
    valor: pix.valor,
    horario: pix.horario,
    ...(pix.devolucoes.length ? { devolucoes: pix.devolucoes } : {}),
  });

  const server: Server = createServer(
    {
      cert: certs.read(certs.serverCert),
      key: certs.read(certs.serverKey),
      ca: certs.read(certs.caFile),
      requestCert: true,
      rejectUnauthorized: true,
    },
    (req, res) => {
      route(req, res).catch((error: unknown) => {
        res.writeHead(500);
        res.end(String(error));
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function notify(pix: StoredPix) {
    if (!webhookUrl || !deliver) throw new Error('no webhook registered');
    return deliver(`${webhookUrl}/pix`, { pix: [toPixAnswer(pix)] });
  }

  return {
    url,
    violations,
    calls,
    clientCalls,
    get tokensIssued() {
      return tokensIssued;
    },
    get webhookUrl() {
      return webhookUrl;
    },
    charge: (txid: string) => charges.get(txid),
    /** Pix Automático: rec, cobr and their notifications (./fake-psp-recurring). */
    recurring,
    pix: (e2eid: string) => pixByE2e.get(e2eid),
    onWebhook(fn: Deliver) {
      deliver = fn;
    },
    /** The PSP drops the webhook of its key (as its portal would): GET /webhook answers 404 again. */
    forgetWebhook() {
      webhookUrl = undefined;
    },
    /** The PSP is down (503 to every call but the token) until called again with false. */
    outage(down: boolean) {
      unavailable = down;
    },
    /** Every token issued so far stops working: the next call gets 401 once and must fetch another. */
    expireTokens() {
      validTokens.clear();
    },
    /**
     * The payer's bank pays the charge: the charge becomes CONCLUIDA with its Pix, and the PSP
     * notifies `times` times (0: the webhook is lost). A cobv is paid at its amount of `day`
     * (São Paulo, today when absent): discount, fine and interest as its valor says.
     */
    async pay(txid: string, { times = 1, day }: { times?: number; day?: string } = {}) {
      const charge = charges.get(txid);
      if (!charge || charge.answer.status !== 'ATIVA') throw new Error(`charge ${txid} is not payable`);
      const valor = charge.answer.valor as CobVTerms;
      const pix: StoredPix = {
        endToEndId: newE2e(),
        txid,
        valor:
          charge.kind === 'cobv'
            ? cobvAmountOn(
                valor,
                (charge.answer.calendario as { dataDeVencimento: string }).dataDeVencimento,
                day ?? saoPauloDay(new Date()),
              )
            : valor.original,
        horario: new Date().toISOString(),
        devolucoes: [],
      };
      pixByE2e.set(pix.endToEndId, pix);
      charge.answer = { ...charge.answer, status: 'CONCLUIDA', pix: [toPixAnswer(pix)] };
      const statuses = await Promise.all(Array.from({ length: times }, () => notify(pix)));
      return { endToEndId: pix.endToEndId, statuses };
    },
    /** Delivers a notification the PSP never sent (someone posing as the PSP). */
    forge: (body: Json) => deliver!(`${webhookUrl}/pix`, body),
    newE2e,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type FakePsp = Awaited<ReturnType<typeof startFakePsp>>;
