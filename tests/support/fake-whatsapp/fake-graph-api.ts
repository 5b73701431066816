import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { orderMessageRefusal } from './fake-orders';
import { graphError, invalidParameter } from './graph-error';

type Json = Record<string, unknown>;

export const FAKE_WA_PHONE_NUMBER_ID = '106540352242922';
export const FAKE_WA_TOKEN = 'EAAfakeTokenDoWhatsappNaoLogar0000';
export const FAKE_WA_APP_SECRET = 'segredo-do-app-meta-nao-logar-0000';
export const FAKE_WA_DISPLAY_NUMBER = '+55 11 4000-0000';
const VERSION = 'v23.0';
const CONTROL = '/__fake/';

/** What a gestor saves in Recebimentos › WhatsApp to use the fake's number. */
export const fakeWhatsappSettings = (verifyToken: string) => ({
  phoneNumberId: FAKE_WA_PHONE_NUMBER_ID,
  accessToken: FAKE_WA_TOKEN,
  appSecret: FAKE_WA_APP_SECRET,
  verifyToken,
  reminderTemplate: 'lembrete_vencimento',
  paidTemplate: 'pagamento_confirmado',
});

export interface SentWhatsapp {
  wamid: string;
  to: string;
  type: string;
  body: Json;
}

/** Delivers one signed webhook (the test wires it to app.inject, the E2E to HTTP); answers its status. */
export type DeliverWhatsappWebhook = (raw: string, headers: Record<string, string>) => Promise<number>;

/** Meta's customer service window: a text or interactive message only this long after the customer wrote. */
const SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Meta's error when a message needs the service window and it is closed (reported by a failed status). */
export const REENGAGEMENT_ERROR = {
  code: 131047,
  title: 'Re-engagement message',
  message: 'Re-engagement message',
  error_data: {
    details:
      'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
  },
};

/** A Brazilian mobile with or without its ninth digit is one customer (Meta's wa_id may lack it). */
const customerOf = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return /^55\d{2}9\d{8}$/.test(digits) ? `${digits.slice(0, 4)}${digits.slice(5)}` : digits;
};

/**
 * Meta's answers when the number's throughput is exceeded (130429, "Rate limit hit") and when the
 * platform fails (131000 "Something went wrong", 2 "Service temporarily unavailable").
 */
const THROTTLED_ANSWER = () => ({
  status: 429,
  body: graphError('(#130429) Rate limit hit', 130429, 'OAuthException', {
    error_data: { messaging_product: 'whatsapp', details: 'Cloud API message throughput has been reached.' },
  }),
});
const UNAVAILABLE_ANSWER = () => ({
  status: 503,
  body: graphError('(#2) Service temporarily unavailable', 2),
});
const SERVER_ERROR_ANSWERS = [
  () => ({ status: 500, body: graphError('(#131000) Something went wrong', 131000) }),
  UNAVAILABLE_ANSWER,
];

/** A share of the sends answered with a failure instead (0 to 1 each), drawn by `random`. */
export interface GraphFaults {
  throttled?: number;
  serverErrors?: number;
  random?: () => number;
}

/** One send as the fake answered it: when, to whom, with what status. */
export interface GraphRequest {
  at: number;
  to: string;
  status: number;
}

/** What Meta's reference refuses of a send, first failure only (null: accepted). */
export function refusalOf(body: Json): Json | null {
  if (body.messaging_product !== 'whatsapp')
    return graphError('(#100) The parameter messaging_product is required.', 100);
  if (typeof body.to !== 'string' || !body.to) return graphError('(#100) The parameter to is required.', 100);
  const type = (body.type as string | undefined) ?? 'text';
  if (type === 'template') {
    const t = body.template as Json | undefined;
    if (!t || typeof t.name !== 'string')
      return graphError("(#100) The parameter template['name'] is required.", 100);
    const language = t.language as Json | undefined;
    if (!language || typeof language.code !== 'string')
      return graphError("(#100) The parameter template['language'] is required.", 100);
  } else if (type === 'text') {
    const text = body.text as Json | undefined;
    if (!text || typeof text.body !== 'string' || !text.body)
      return graphError("(#100) The parameter text['body'] is required.", 100);
  } else if (type === 'interactive') {
    const i = body.interactive as Json | undefined;
    if (!i || !['order_details', 'order_status'].includes(i.type as string))
      return invalidParameter("interactive.type must be 'order_details' or 'order_status' here.");
    return orderMessageRefusal(i);
  } else
    return graphError(
      `(#100) Param type must be one of {TEXT, TEMPLATE, INTERACTIVE, …} - got "${type}".`,
      100,
    );
  return null;
}

/**
 * A local WhatsApp Cloud API (Meta's Graph API, `/{version}/{phone-number-id}/messages` and the
 * number's node) for tests: the Bearer token checked (401, code 190), an unknown number refused
 * (400, code 100, subcode 33), the body checked as Meta's reference does (`refusalOf`, and the
 * Payments API's orders: a reference_id used once by an order_details, an order_status only for an
 * order of that customer); every accepted message recorded with its wamid. A text or interactive
 * message outside the customer's 24-hour service window (opened by a text they sent) is accepted
 * but not delivered, as Meta does, which then reports it failed (131047, `failedOutsideWindow`);
 * templates need no window. It sends webhooks signed with the app secret
 * (`X-Hub-Signature-256: sha256=HMAC(app secret, raw body)`), as Meta does.
 */
export async function startFakeGraphApi(
  options: { port?: number; control?: boolean; deliver?: DeliverWhatsappWebhook; faults?: GraphFaults } = {},
) {
  const sent: SentWhatsapp[] = [];
  /** Every send answered (refused, failed or accepted), in order. */
  const requests: GraphRequest[] = [];
  const random = options.faults?.random ?? Math.random;
  /** A failure drawn for this send, by the shares of `faults` (none without them). */
  function faultDrawn() {
    const { throttled = 0, serverErrors = 0 } = options.faults ?? {};
    const draw = random();
    if (draw < throttled) return THROTTLED_ANSWER();
    if (draw < throttled + serverErrors)
      return SERVER_ERROR_ANSWERS[Math.floor(random() * SERVER_ERROR_ANSWERS.length)]!();
    return null;
  }
  /** Answers to give before accepting, in order (429, 500, or a Graph error for a recipient). */
  const scripted: { status: number; body: Json }[] = [];
  const undeliverable = new Set<string>();
  /** Recipients whose every send is answered 503, however often it is tried. */
  const unavailable = new Set<string>();
  /** When each customer last wrote (their service window), by customerOf. */
  const lastWrote = new Map<string, number>();
  /** The order_details accepted, by reference_id: to whom. */
  const orders = new Map<string, string>();
  /** Accepted outside the service window: Meta takes them, then reports them failed (131047). */
  const outsideWindow: SentWhatsapp[] = [];
  let deliver = options.deliver;
  const windowIsOpen = (to: string) =>
    (lastWrote.get(customerOf(to)) ?? -Infinity) > Date.now() - SERVICE_WINDOW_MS;

  const accepted = (to: string, wamid: string) => ({
    status: 200,
    body: { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id: wamid }] },
  });

  function answerSend(phoneNumberId: string, auth: string | undefined, body: Json) {
    if (auth !== `Bearer ${FAKE_WA_TOKEN}`)
      return { status: 401, body: graphError('Invalid OAuth access token - Cannot parse access token', 190) };
    if (phoneNumberId !== FAKE_WA_PHONE_NUMBER_ID)
      return {
        status: 400,
        body: graphError(
          `Unsupported post request. Object with ID '${phoneNumberId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
          100,
          'GraphMethodException',
          { error_subcode: 33 },
        ),
      };
    const refused = refusalOf(body);
    if (refused) return { status: 400, body: refused };
    const to = body.to as string;
    const next = scripted.shift() ?? (unavailable.has(to) ? UNAVAILABLE_ANSWER() : faultDrawn());
    if (next) return next;
    if (undeliverable.has(to))
      return {
        status: 400,
        body: graphError('(#131026) Message undeliverable', 131026, 'OAuthException', {
          error_data: { messaging_product: 'whatsapp', details: 'O destinatário não tem WhatsApp.' },
        }),
      };
    const kind = (body.type as string) ?? 'text';
    const interactive = body.interactive as Json | undefined;
    const reference = ((interactive?.action as Json | undefined)?.parameters as Json | undefined)
      ?.reference_id as string | undefined;
    if (interactive?.type === 'order_details' && orders.has(reference!))
      return {
        status: 400,
        body: invalidParameter('reference_id was already used by another order_details.'),
      };
    if (interactive?.type === 'order_status' && orders.get(reference!) !== customerOf(to))
      return {
        status: 400,
        body: invalidParameter('No order_details with this reference_id for this customer.'),
      };
    const wamid = `wamid.${randomBytes(18).toString('base64url')}`;
    if (kind !== 'template' && !windowIsOpen(to)) {
      outsideWindow.push({ wamid, to, type: kind, body });
      return accepted(to, wamid);
    }
    if (interactive?.type === 'order_details') orders.set(reference!, customerOf(to));
    sent.push({ wamid, to, type: kind, body });
    return accepted(to, wamid);
  }

  function answerNode(phoneNumberId: string, auth: string | undefined) {
    if (auth !== `Bearer ${FAKE_WA_TOKEN}`)
      return { status: 401, body: graphError('Invalid OAuth access token - Cannot parse access token', 190) };
    if (phoneNumberId !== FAKE_WA_PHONE_NUMBER_ID)
      return {
        status: 400,
        body: graphError(
          `Unsupported get request. Object with ID '${phoneNumberId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
          100,
          'GraphMethodException',
          { error_subcode: 33 },
        ),
      };
    return {
      status: 200,
      body: {
        id: phoneNumberId,
        display_phone_number: FAKE_WA_DISPLAY_NUMBER,
        verified_name: 'Associação Demo',
      },
    };
  }

  /** A notification as Meta posts it: one entry, one change of field "messages". */
  const notification = (value: Json) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '551140000000', phone_number_id: FAKE_WA_PHONE_NUMBER_ID },
              ...value,
            },
          },
        ],
      },
    ],
  });
  const signatureOf = (raw: string, secret = FAKE_WA_APP_SECRET) =>
    `sha256=${createHmac('sha256', secret).update(raw, 'utf8').digest('hex')}`;
  async function post(payload: Json) {
    if (!deliver) throw new Error('fake Graph API: no webhook receiver');
    const raw = JSON.stringify(payload);
    return deliver(raw, { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(raw) });
  }
  const now = () => String(Math.floor(Date.now() / 1000));
  const failedStatus = (m: SentWhatsapp) => ({
    id: m.wamid,
    status: 'failed',
    timestamp: now(),
    recipient_id: m.to,
    errors: [REENGAGEMENT_ERROR],
  });

  const webhooks = {
    /** A status of a message sent (sent | delivered | read | failed). */
    status(wamid: string, status: string, errors?: { code: number; title: string }[]) {
      const to = sent.find((m) => m.wamid === wamid)?.to ?? '';
      return post(
        notification({
          statuses: [
            { id: wamid, status, timestamp: now(), recipient_id: to, ...(errors ? { errors } : {}) },
          ],
        }),
      );
    },
    /** Meta's failed status (131047) of each message accepted outside the service window, once. */
    async failedOutsideWindow() {
      const answers: number[] = [];
      for (const m of outsideWindow.splice(0))
        answers.push(await post(notification({ statuses: [failedStatus(m)] })));
      return answers;
    },
    /** Any notification of field "messages", as Meta posts it (signed). */
    notify(value: Json) {
      return post(notification(value));
    },
    /** A text the member sent to the number (it opens their service window). */
    text(from: string, text: string, id = `wamid.${randomBytes(18).toString('base64url')}`) {
      lastWrote.set(customerOf(from), Date.now());
      return post(
        notification({
          contacts: [{ profile: { name: 'Membro' }, wa_id: from }],
          messages: [{ from, id, timestamp: now(), type: 'text', text: { body: text } }],
        }),
      );
    },
  };

  const server = createServer((req, res) => void handle(req, res));
  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://fake');
    if (options.control && url.pathname.startsWith(CONTROL)) {
      const action = url.pathname.slice(CONTROL.length);
      const body = (raw ? JSON.parse(raw) : {}) as Json;
      if (action === 'messages') return reply(200, { messages: sent });
      if (action === 'status')
        return reply(200, { answer: await webhooks.status(body.wamid as string, body.status as string) });
      if (action === 'text')
        return reply(200, { answer: await webhooks.text(body.from as string, body.text as string) });
      return reply(404, {});
    }
    const send = new RegExp(`^/${VERSION}/([^/]+)/messages$`).exec(url.pathname);
    const node = new RegExp(`^/${VERSION}/([^/]+)$`).exec(url.pathname);
    if (req.method === 'POST' && send) {
      let body: Json;
      try {
        body = JSON.parse(raw) as Json;
      } catch {
        return reply(400, graphError('(#100) Invalid JSON', 100));
      }
      const a = answerSend(decodeURIComponent(send[1]!), req.headers.authorization, body);
      requests.push({ at: Date.now(), to: String(body.to ?? ''), status: a.status });
      return reply(a.status, a.body);
    }
    if (req.method === 'GET' && node) {
      const a = answerNode(decodeURIComponent(node[1]!), req.headers.authorization);
      return reply(a.status, a.body);
    }
    return reply(400, graphError('Unknown path components', 2500));
  }
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/${VERSION}`,
    sent,
    /** Every send and the status it got (refused, throttled and failed ones too), in order. */
    requests,
    webhooks,
    signatureOf,
    notification,
    onWebhook(next: DeliverWhatsappWebhook) {
      deliver = next;
    },
    /** The next sends answer these, in order (429 throttled, 500…). */
    answerNext(...answers: { status: number; body?: Json }[]) {
      for (const a of answers)
        scripted.push({ status: a.status, body: a.body ?? graphError('(#130429) Rate limit hit', 130429) });
    },
    undeliverableTo(phone: string) {
      undeliverable.add(phone);
    },
    /** Every send to this phone is answered 503 (a failure worth retrying that never passes). */
    unavailableFor(phone: string) {
      unavailable.add(phone);
    },
    /** Messages accepted outside the service window and not delivered, until failedOutsideWindow reports them. */
    outsideWindow,
    /** The customer last wrote this long ago (their service window as it then is). */
    customerWroteAgo(phone: string, ms: number) {
      lastWrote.set(customerOf(phone), Date.now() - ms);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeGraphApi = Awaited<ReturnType<typeof startFakeGraphApi>>;
