import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import { buildPixBrCode } from '../../../../../server/gateways/payment/brcode';
import {
  CobRRevisada,
  CobRSolicitada,
  RecId,
  RecRevisada,
  RecSolicitada,
  SolicRecId,
  SolicRecSolicitada,
  WebhookRecorrenteSolicitado,
} from './pix-api-recurring-schemas';
import { TxId } from './pix-api-schemas';

type Json = Record<string, unknown>;

/** What the fake PSP lends its Pix Automático side: its checks, answers, cobs and webhook. */
export interface FakePspTools {
  check<T extends z.ZodType>(
    schema: T,
    raw: unknown,
    req: IncomingMessage,
    res: ServerResponse,
    type: string,
  ): z.infer<T> | undefined;
  problem(res: ServerResponse, status: number, type: string, title: string, detail?: string): void;
  send(res: ServerResponse, status: number, body?: unknown): void;
  /** The immediate cob with this txid, when there is one. */
  cob(txid: string): { amount: string } | undefined;
  deliver(url: string, body: Json): Promise<number>;
}

interface StoredRec {
  answer: Json;
  history: { status: string; data: string }[];
}
interface StoredCobR {
  answer: Json;
}

const saoPauloDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(at);

/**
 * Pix Automático at the fake PSP (bacen/pix-api 2.9.0): /locrec, /rec, /cobr, /webhookrec and
 * /webhookcobr, every body checked against ./pix-api-recurring-schemas; the payer's bank approves
 * or rejects a rec and settles or refuses a cobr through the controls, notifying as the standard's
 * callbacks (RecNotification in `recs`, CobRNotification in `cobsr`).
 */
export function createFakeRecurring(tools: FakePspTools) {
  const recs = new Map<string, StoredRec>();
  const cobrs = new Map<string, StoredCobR>();
  const locs = new Map<number, { location: string; criacao: string }>();
  const solicrecs = new Map<string, Json>();
  let nextLoc = 1000;
  let recWebhook: string | undefined;
  let cobrWebhook: string | undefined;

  const now = () => new Date().toISOString();
  const newRecId = () =>
    `RR99999008${saoPauloDay(new Date()).replace(/-/g, '')}${randomBytes(8).toString('hex').slice(0, 11)}`;

  function recView(id: string): Json {
    const rec = recs.get(id)!;
    return { ...rec.answer, atualizacao: rec.history };
  }

  /** Handles the request when it is Pix Automático's; false lets the fake go on. */
  async function handle(
    method: string,
    path: string,
    url: URL,
    body: unknown,
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<boolean> {
    const { check, problem, send } = tools;
    if (path === '/locrec' && method === 'POST') {
      const id = nextLoc++;
      const loc = { location: `pix.psp.example/qr/v2/rec/${randomBytes(8).toString('hex')}`, criacao: now() };
      locs.set(id, loc);
      send(res, 201, { id, ...loc });
      return true;
    }
    if (path === '/rec' && method === 'POST') {
      const valid = check(RecSolicitada, body, req, res, 'RecOperacaoInvalida');
      if (!valid) return true;
      if (valid.calendario.dataInicial < saoPauloDay(new Date())) {
        problem(res, 400, 'RecOperacaoInvalida', 'Recorrência inválida', 'dataInicial anterior à criação.');
        return true;
      }
      if (valid.loc !== undefined && !locs.has(valid.loc)) {
        problem(res, 400, 'RecOperacaoInvalida', 'Recorrência inválida', 'O location referenciado inexiste.');
        return true;
      }
      const txid = valid.ativacao?.dadosJornada.txid;
      if (txid && !tools.cob(txid)) {
        problem(res, 400, 'RecOperacaoInvalida', 'Recorrência inválida', 'dadosJornada.txid não é uma cob.');
        return true;
      }
      const idRec = newRecId();
      const loc = valid.loc === undefined ? undefined : { id: valid.loc, ...locs.get(valid.loc)!, idRec };
      recs.set(idRec, {
        answer: {
          idRec,
          ...valid,
          recebedor: { cnpj: '12345678000195', nome: 'Associação de Teste' },
          status: 'CRIADA',
          ...(loc ? { loc } : {}),
          ativacao: { tipoJornada: 'AGUARDANDO_DEFINICAO', ...(txid ? { dadosJornada: { txid } } : {}) },
        },
        history: [{ status: 'CRIADA', data: now() }],
      });
      send(res, 201, recView(idRec));
      return true;
    }
    if (path === '/solicrec' && method === 'POST') {
      const valid = check(SolicRecSolicitada, body, req, res, 'SolicRecOperacaoInvalida');
      if (!valid) return true;
      const rec = recs.get(valid.idRec);
      const invalid = (detail: string) =>
        problem(res, 400, 'SolicRecOperacaoInvalida', 'Solicitação de recorrência inválida', detail);
      if (!rec || rec.answer.status !== 'CRIADA' || (rec.answer.ativacao as Json).dadosJornada) {
        invalid('A recorrência não aguarda uma solicitação de confirmação.');
        return true;
      }
      if (new Date(valid.calendario.dataExpiracaoSolicitacao) <= new Date()) {
        invalid('dataExpiracaoSolicitacao anterior à criação da solicitação.');
        return true;
      }
      if ([...solicrecs.values()].some((s) => s.idRec === valid.idRec && s.status === 'CRIADA')) {
        invalid('Existe uma solicitação ativa referente ao mesmo idRec.');
        return true;
      }
      const idSolicRec = `SC99999008${saoPauloDay(new Date()).replace(/-/g, '')}${randomBytes(8).toString('hex').slice(0, 11)}`;
      const { idRec: _idRec, ...recPayload } = rec.answer;
      const solicrec = {
        idSolicRec,
        ...valid,
        status: 'CRIADA',
        atualizacao: [{ status: 'CRIADA', data: now() }],
        recPayload: { idRec: valid.idRec, ...recPayload },
      };
      solicrecs.set(idSolicRec, solicrec);
      send(res, 201, solicrec);
      return true;
    }
    let match = /^\/solicrec\/([^/]+)$/.exec(path);
    if (match && method === 'GET') {
      const solicrec = SolicRecId.safeParse(match[1]).success ? solicrecs.get(match[1]!) : undefined;
      if (!solicrec) problem(res, 404, 'SolicRecNaoEncontrada', 'Solicitação de recorrência não encontrada');
      else send(res, 200, solicrec);
      return true;
    }
    match = /^\/rec\/([^/]+)$/.exec(path);
    if (match) {
      const rec = recs.get(match[1]!);
      if (!RecId.safeParse(match[1]).success || !rec) {
        problem(res, 404, 'RecNaoEncontrada', 'Recorrência não encontrada');
        return true;
      }
      if (method === 'GET') {
        const txid = url.searchParams.get('txid');
        const view = recView(match[1]!);
        const cob = txid ? tools.cob(txid) : undefined;
        const loc = rec.answer.loc as { location: string } | undefined;
        if (txid && (!cob || (rec.answer.ativacao as Json).dadosJornada === undefined)) {
          problem(res, 400, 'RecConsultaInvalida', 'Consulta inválida', 'txid incompatível com a jornada.');
          return true;
        }
        const dadosQR =
          cob && loc
            ? {
                jornada: 'JORNADA_3',
                pixCopiaECola: buildPixBrCode({
                  url: loc.location,
                  amountCentavos: Math.round(Number(cob.amount) * 100),
                  merchantName: 'Associacao de Teste',
                  merchantCity: 'SAO PAULO',
                  txid: '***',
                }),
              }
            : undefined;
        send(res, 200, { ...view, ...(dadosQR ? { dadosQR } : {}) });
        return true;
      }
      if (method === 'PATCH') {
        const valid = check(RecRevisada, body, req, res, 'RecOperacaoInvalida');
        if (!valid) return true;
        if (['REJEITADA', 'CANCELADA', 'EXPIRADA'].includes(rec.answer.status as string)) {
          problem(res, 400, 'RecOperacaoInvalida', 'Recorrência inválida', 'A recorrência está encerrada.');
          return true;
        }
        if (valid.status === 'CANCELADA') setRecStatus(match[1]!, 'CANCELADA');
        send(res, 200, recView(match[1]!));
        return true;
      }
    }
    match = /^\/cobr\/([^/]+)$/.exec(path);
    if (match) {
      const txid = match[1]!;
      if (!TxId.safeParse(txid).success) {
        problem(res, 400, 'CobROperacaoInvalida', 'Cobrança inválida', 'O txid não respeita o schema.');
        return true;
      }
      if (method === 'PUT') {
        const valid = check(CobRSolicitada, body, req, res, 'CobROperacaoInvalida');
        if (!valid) return true;
        if (cobrs.has(txid)) {
          problem(res, 400, 'CobROperacaoInvalida', 'Cobrança inválida', 'O txid encontra-se em uso.');
          return true;
        }
        if (recs.get(valid.idRec)?.answer.status !== 'APROVADA') {
          problem(res, 400, 'CobROperacaoInvalida', 'Cobrança inválida', 'A recorrência não está aprovada.');
          return true;
        }
        if (valid.calendario.dataDeVencimento < saoPauloDay(new Date())) {
          problem(res, 400, 'CobROperacaoInvalida', 'Cobrança inválida', 'Vencimento anterior à criação.');
          return true;
        }
        const answer = {
          ...valid,
          txid,
          calendario: { ...valid.calendario, criacao: saoPauloDay(new Date()) },
          status: 'ATIVA',
          politicaRetentativa: recs.get(valid.idRec)!.answer.politicaRetentativa,
          atualizacao: [
            { status: 'CRIADA', data: now() },
            { status: 'ATIVA', data: now() },
          ],
        };
        cobrs.set(txid, { answer });
        send(res, 201, answer);
        return true;
      }
      if (method === 'GET') {
        const cobr = cobrs.get(txid);
        if (!cobr) problem(res, 404, 'CobRNaoEncontrado', 'Cobrança não encontrada');
        else send(res, 200, cobr.answer);
        return true;
      }
      if (method === 'PATCH') {
        const valid = check(CobRRevisada, body, req, res, 'CobROperacaoInvalida');
        if (!valid) return true;
        const cobr = cobrs.get(txid);
        if (!cobr) {
          problem(res, 404, 'CobRNaoEncontrado', 'Cobrança não encontrada');
          return true;
        }
        if (!['CRIADA', 'ATIVA'].includes(cobr.answer.status as string)) {
          problem(res, 400, 'CobROperacaoInvalida', 'Cobrança inválida', 'A cobrança está encerrada.');
          return true;
        }
        cobr.answer = {
          ...cobr.answer,
          status: 'CANCELADA',
          atualizacao: [...(cobr.answer.atualizacao as Json[]), { status: 'CANCELADA', data: now() }],
          encerramento: {
            cancelamento: {
              solicitante: 'USUARIO_RECEBEDOR',
              descricao: 'Cancelada pelo usuário recebedor',
            },
          },
        };
        send(res, 200, cobr.answer);
        return true;
      }
    }
    for (const [hookPath, set] of [
      ['/webhookrec', (value: string) => (recWebhook = value)],
      ['/webhookcobr', (value: string) => (cobrWebhook = value)],
    ] as const) {
      if (path === hookPath && method === 'PUT') {
        const valid = check(WebhookRecorrenteSolicitado, body, req, res, 'WebhookOperacaoInvalida');
        if (valid) {
          set(valid.webhookUrl);
          send(res, 200);
        }
        return true;
      }
    }
    return false;
  }

  function setRecStatus(idRec: string, status: string) {
    const rec = recs.get(idRec)!;
    rec.answer = { ...rec.answer, status };
    rec.history.push({ status, data: now() });
  }

  async function notifyRec(idRec: string, times: number) {
    if (!recWebhook) throw new Error('no /webhookrec registered');
    const { idRec: id, status, atualizacao, ativacao } = recView(idRec);
    return Promise.all(
      Array.from({ length: times }, () =>
        tools.deliver(`${recWebhook}/rec`, { recs: [{ idRec: id, status, atualizacao, ativacao }] }),
      ),
    );
  }
  async function notifyCobr(txid: string, times: number) {
    if (!cobrWebhook) throw new Error('no /webhookcobr registered');
    const { idRec, status, atualizacao } = cobrs.get(txid)!.answer as Json;
    return Promise.all(
      Array.from({ length: times }, () =>
        tools.deliver(`${cobrWebhook}/cobr`, { cobsr: [{ idRec, txid, status, atualizacao }] }),
      ),
    );
  }

  return {
    handle,
    rec: (idRec: string) => recs.get(idRec) && recView(idRec),
    cobr: (txid: string) => cobrs.get(txid)?.answer,
    get webhooks() {
      return { rec: recWebhook, cobr: cobrWebhook };
    },
    /** The payer's bank approves (Jornada 3: after paying the cob) or rejects; notified `times` times. */
    async answerRec(idRec: string, approve: boolean, { times = 1 } = {}) {
      const rec = recs.get(idRec)!;
      setRecStatus(idRec, approve ? 'APROVADA' : 'REJEITADA');
      rec.answer = {
        ...rec.answer,
        ativacao: { ...(rec.answer.ativacao as Json), tipoJornada: 'JORNADA_3' },
        ...(approve
          ? {}
          : { encerramento: { rejeicao: { codigo: 'AP13', descricao: 'Rejeitada pelo pagador' } } }),
      };
      return notifyRec(idRec, times);
    },
    /** Solicitações de confirmação (POST /solicrec) as received, oldest first. */
    solicrecs: () => [...solicrecs.values()],
    /**
     * Jornada 1: the payer's bank accepts (the rec APROVADA) or rejects the request for the rec in
     * the bank's app; the /rec notification follows, `times` times.
     */
    async answerSolicRec(idRec: string, approve: boolean, { times = 1 } = {}) {
      const solicrec = [...solicrecs.values()].find((s) => s.idRec === idRec && s.status === 'CRIADA')!;
      solicrec.status = approve ? 'ACEITA' : 'REJEITADA';
      (solicrec.atualizacao as Json[]).push({ status: solicrec.status, data: now() });
      const rec = recs.get(idRec)!;
      setRecStatus(idRec, approve ? 'APROVADA' : 'REJEITADA');
      rec.answer = {
        ...rec.answer,
        ativacao: { tipoJornada: 'JORNADA_1' },
        ...(approve
          ? {}
          : { encerramento: { rejeicao: { codigo: 'AP13', descricao: 'Rejeitada pelo pagador' } } }),
      };
      return notifyRec(idRec, times);
    },
    /** Settles (CONCLUIDA) or refuses (REJEITADA, with the standard's reason) a cobr on its day. */
    async settleCobr(txid: string, paid: boolean, { times = 1 } = {}) {
      const cobr = cobrs.get(txid)!;
      const status = paid ? 'CONCLUIDA' : 'REJEITADA';
      cobr.answer = {
        ...cobr.answer,
        status,
        atualizacao: [...(cobr.answer.atualizacao as Json[]), { status, data: now() }],
        ...(paid
          ? {}
          : { encerramento: { rejeicao: { codigo: 'AC06', descricao: 'Conta do pagador bloqueada' } } }),
      };
      return notifyCobr(txid, times);
    },
    /** Someone posing as the PSP. */
    forgeRec: (body: Json) => tools.deliver(`${recWebhook}/rec`, body),
    forgeCobr: (body: Json) => tools.deliver(`${cobrWebhook}/cobr`, body),
  };
}
