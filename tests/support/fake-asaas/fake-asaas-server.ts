import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { barcodeToDigitableLine, buildBoletoBarcode } from '../../../server/gateways/payment/boleto';
import { buildPixBrCode } from '../../../server/gateways/payment/brcode';
import {
  APPROVED_CARD,
  cardBrandOf,
  customerErrors,
  DECLINE_DESCRIPTION,
  DECLINED_CARD,
  netValueOf,
  paymentErrors,
  saoPauloDay,
  tokenizeErrors,
  TOKENIZATION_DENIED,
  type AsaasError,
} from './fake-asaas-rules';
import { fakeInvoices, invoiceErrors, type FakeAsaasInvoice } from './fake-asaas-invoices';
import {
  CRITICAL_AUTHORIZATION,
  fakeTransfers,
  transferErrors,
  type TransferEnd,
  type TransferAuthorization,
} from './fake-asaas-transfers';

type Json = Record<string, unknown>;
/** Where the test's control routes live when the fake runs as a process (see `control`). */
const CONTROL_PREFIX = '/__fake/';
export const FAKE_ASAAS_KEY = '$aact_fake_chave_do_asaas_nao_logar';
export const FAKE_ASAAS_WEBHOOK_TOKEN = 'token-do-webhook-asaas-nao-logar';

/** Delivers one webhook (the test wires it to app.inject, the E2E to HTTP); answers its status. */
export type DeliverWebhook = (body: Json, headers: Record<string, string>) => Promise<number>;

export interface FakeAsaasPayment extends Json {
  id: string;
  status: string;
  billingType: string;
  value: number;
  netValue: number;
  externalReference: string | null;
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const list = (data: Json[]) => ({
  object: 'list',
  hasMore: false,
  totalCount: data.length,
  limit: 10,
  offset: 0,
  data,
});

/**
 * A local Asaas API v3 (docs.asaas.com/reference), over plain HTTP, for tests: customers (removing
 * one takes its pending and overdue payments), payments (PIX, BOLETO, CREDIT_CARD), pixQrCode,
 * identificationField, refunds, deletion, card
 * tokenization (refused unless the account has it: `tokenization`, off by default), balance, service invoices (tests/support/fake-asaas/fake-asaas-invoices.ts), transfers to a PIX key (fake-asaas-transfers.ts: refused past the balance or to a key the DICT lacks). Every request needs `access_token` and a User-Agent, as the real one.
 */
export async function startFakeAsaas(
  options: {
    apiKey?: string;
    webhookToken?: string;
    port?: number;
    control?: boolean;
    /** Whether the account has card tokenization (off by default, as a new production account). */
    tokenization?: boolean;
    /** Its fiscal info's `simplesNacional` (default true): false, its invoices need the reform's codes. */
    simplesNacional?: boolean;
    /** What the account held before the payments the tests make (reais; default 1.000,00). */
    balance?: number;
    /**
     * What a transfer asked through the API needs: 'token' (default, a new account: refused, a
     * person's SMS or app token is needed), 'panel' (taken, waiting for a person's approval in the
     * panel), 'whitelist' (the account set up an IP whitelist or an authorization webhook: it goes).
     */
    transferAuthorization?: TransferAuthorization;
  } = {},
) {
  const apiKey = options.apiKey ?? FAKE_ASAAS_KEY;
  const webhookToken = options.webhookToken ?? FAKE_ASAAS_WEBHOOK_TOKEN;
  const customers = new Map<string, Json>();
  const payments = new Map<string, FakeAsaasPayment>();
  const tokens = new Map<string, { customer: string; last4: string; brand: string }>();
  const nfse = fakeInvoices();
  const pixTransfers = fakeTransfers();
  let openingBalance = options.balance ?? 1000;
  /** The opening balance, what the received payments left (their net), less what was transferred out. */
  const balance = () =>
    Math.round(
      (openingBalance +
        [...payments.values()]
          .filter((p) => ['RECEIVED', 'CONFIRMED'].includes(p.status))
          .reduce((sum, p) => sum + p.netValue, 0) -
        pixTransfers.sent()) *
        100,
    ) / 100;
  /** Every request the fake answered: method, path and its JSON body (for the tests' checks). */
  const requests: { method: string; path: string; body: Json; headers: IncomingMessage['headers'] }[] = [];
  let deliver: DeliverWebhook | undefined;
  let loseNext = 0;
  let stallNext: string | undefined;
  let failNext: string | undefined;
  let refundEventFirst = false;
  let now = () => new Date();
  let tokenization = options.tokenization ?? false;
  let simplesNacional = options.simplesNacional ?? true;
  let transferAuthorization = options.transferAuthorization ?? 'token';
  let holdTransfers = false;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: ServerResponse, errors: AsaasError[], status = 400) => send(res, status, { errors });

  async function readBody(req: IncomingMessage): Promise<Json> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? (JSON.parse(text) as Json) : {};
  }

  /** A customer Asaas still has: a removed one is listed, charged and tokenized no more. */
  const liveCustomer = (customerId: unknown) => {
    const customer = customers.get(String(customerId));
    return customer && !customer.deleted ? customer : undefined;
  };

  /**
   * DELETE /customers/{id} ("Remover cliente"): the customer is removed (Asaas can restore it) with
   * its pending and overdue payments; one it does not have, or removed already, is a 404.
   */
  function removeCustomer(customerId: string, res: ServerResponse) {
    const customer = liveCustomer(customerId);
    if (!customer)
      return refuse(res, [{ code: 'invalid_object', description: 'Cliente não encontrado.' }], 404);
    customer.deleted = true;
    for (const payment of payments.values())
      if (payment.customer === customerId && ['PENDING', 'OVERDUE'].includes(payment.status))
        payment.deleted = true;
    return send(res, 200, { deleted: true, id: customerId });
  }

  function createPayment(body: Json): FakeAsaasPayment | AsaasError[] {
    const customer = liveCustomer(body.customer);
    const errors = paymentErrors(body, Boolean(customer), now());
    if (errors.length) return errors;
    const billingType = String(body.billingType);
    const count = Number(body.installmentCount ?? 1);
    const value =
      count > 1 && body.installmentValue !== undefined
        ? Math.round(Number(body.installmentValue) * count * 100) / 100
        : Number(body.totalValue ?? body.value);
    let card: Json | undefined;
    if (billingType === 'CREDIT_CARD') {
      if (body.creditCardToken && !tokenization) return [TOKENIZATION_DENIED];
      const token = body.creditCardToken ? tokens.get(String(body.creditCardToken)) : undefined;
      if (body.creditCardToken && (!token || token.customer !== body.customer))
        return [{ code: 'invalid_creditCard', description: 'O token do cartão de crédito é inválido.' }];
      const number = String((body.creditCard as Json | undefined)?.number ?? '');
      if (number === DECLINED_CARD) return [{ code: 'invalid_creditCard', description: DECLINE_DESCRIPTION }];
      const last4 = token?.last4 ?? number.slice(-4);
      const brand = token?.brand ?? cardBrandOf(number);
      card = { creditCardNumber: last4, creditCardBrand: brand };
      // The token comes back with the payment only where the account has tokenization.
      if (tokenization) {
        const creditCardToken = body.creditCardToken ? String(body.creditCardToken) : id('tok');
        tokens.set(creditCardToken, { customer: String(body.customer), last4, brand });
        card.creditCardToken = creditCardToken;
      }
    }
    const payment: FakeAsaasPayment = {
      object: 'payment',
      id: id('pay'),
      dateCreated: saoPauloDay(now()),
      customer: body.customer,
      value,
      netValue: netValueOf(billingType, value),
      billingType,
      status: billingType === 'CREDIT_CARD' ? 'CONFIRMED' : 'PENDING',
      dueDate: body.dueDate,
      description: body.description ?? null,
      externalReference: typeof body.externalReference === 'string' ? body.externalReference : null,
      installmentCount: count > 1 ? count : null,
      discount: body.discount ?? { value: 0, dueDateLimitDays: 0, type: 'FIXED' },
      fine: body.fine ?? { value: 0, type: 'PERCENTAGE' },
      interest: body.interest ?? { value: 0, type: 'PERCENTAGE' },
      deleted: false,
      invoiceUrl: `https://sandbox.asaas.example/i/${randomBytes(6).toString('hex')}`,
      bankSlipUrl:
        billingType === 'BOLETO'
          ? `https://sandbox.asaas.example/b/pdf/${randomBytes(6).toString('hex')}`
          : null,
      ...(card ? { creditCard: card } : {}),
    };
    payments.set(payment.id, payment);
    return payment;
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname.replace(/^\/v3/, '');
    const method = req.method ?? 'GET';
    const body = method === 'GET' || method === 'DELETE' ? {} : await readBody(req);
    if (options.control && url.pathname.startsWith(CONTROL_PREFIX))
      return control(method, url.pathname.slice(CONTROL_PREFIX.length), res);
    requests.push({ method, path, body, headers: req.headers });
    if (req.headers.access_token !== apiKey)
      return refuse(
        res,
        [{ code: 'invalid_access_token', description: 'A chave de API fornecida é inválida' }],
        401,
      );
    if (!req.headers['user-agent'])
      return refuse(res, [
        { code: 'invalid_user_agent', description: 'O cabeçalho User-Agent é obrigatório.' },
      ]);
    if (stallNext && path.startsWith(stallNext)) {
      stallNext = undefined;
      // The request is done at Asaas; only the answer never arrives in time.
      const answer = method === 'POST' && path === '/payments' ? createPayment(body) : undefined;
      void answer;
      if (method === 'POST' && path === '/invoices' && typeof body.payment === 'string')
        nfse.create(body, payments.get(body.payment)?.customer);
      return; // never answered: the client's timeout fires
    }
    if (failNext && path.startsWith(failNext)) {
      failNext = undefined;
      return refuse(
        res,
        [{ code: 'unavailable', description: 'Serviço temporariamente indisponível.' }],
        503,
      );
    }
    const one = path.match(/^\/payments\/([^/]+)(?:\/(pixQrCode|identificationField|refund))?$/);
    if (method === 'POST' && path === '/customers') {
      const errors = customerErrors(body);
      if (errors.length) return refuse(res, errors);
      const customer = {
        object: 'customer',
        id: id('cus'),
        ...body,
        cpfCnpj: String(body.cpfCnpj).replace(/\D/g, ''),
        deleted: false,
      };
      customers.set(customer.id, customer);
      return send(res, 200, customer);
    }
    const customerId = path.match(/^\/customers\/([^/]+)$/)?.[1];
    if (method === 'DELETE' && customerId) return removeCustomer(decodeURIComponent(customerId), res);
    if (method === 'GET' && path === '/customers') {
      const cpf = url.searchParams.get('cpfCnpj');
      const ref = url.searchParams.get('externalReference');
      return send(
        res,
        200,
        list(
          [...customers.values()].filter(
            (c) => !c.deleted && (!cpf || c.cpfCnpj === cpf) && (!ref || c.externalReference === ref),
          ),
        ),
      );
    }
    if (method === 'POST' && path === '/payments') {
      const created = createPayment(body);
      return Array.isArray(created) ? refuse(res, created) : send(res, 200, created);
    }
    if (method === 'GET' && path === '/payments') {
      const ref = url.searchParams.get('externalReference');
      return send(
        res,
        200,
        list([...payments.values()].filter((p) => !p.deleted && (!ref || p.externalReference === ref))),
      );
    }
    if (method === 'POST' && path === '/creditCard/tokenizeCreditCard') {
      if (!tokenization) return refuse(res, [TOKENIZATION_DENIED], 403);
      const errors = tokenizeErrors(body, Boolean(liveCustomer(body.customer)));
      if (errors.length) return refuse(res, errors);
      const number = String((body.creditCard as Json).number);
      if (number === DECLINED_CARD)
        return refuse(res, [{ code: 'invalid_creditCard', description: DECLINE_DESCRIPTION }]);
      const token = id('tok');
      tokens.set(token, {
        customer: String(body.customer),
        last4: number.slice(-4),
        brand: cardBrandOf(number),
      });
      return send(res, 200, {
        creditCardNumber: number.slice(-4),
        creditCardBrand: cardBrandOf(number),
        creditCardToken: token,
      });
    }
    if (method === 'GET' && path === '/finance/balance') return send(res, 200, { balance: balance() });
    if (method === 'POST' && path === '/transfers') {
      const errors = transferErrors(body, balance());
      if (!errors.length && transferAuthorization === 'token') errors.push(CRITICAL_AUTHORIZATION);
      const created = errors.length
        ? errors
        : pixTransfers.create(body, transferAuthorization === 'panel', holdTransfers);
      return Array.isArray(created) ? refuse(res, created) : send(res, 200, created);
    }
    const transferId = path.match(/^\/transfers\/([^/]+)$/)?.[1];
    if (method === 'GET' && transferId) {
      const transfer = pixTransfers.transfers.get(decodeURIComponent(transferId));
      return transfer
        ? send(res, 200, transfer)
        : refuse(res, [{ code: 'invalid_object', description: 'Transferência não encontrada.' }], 404);
    }
    if (path === '/invoices' || path.startsWith('/invoices/'))
      return invoiceRoute(method, path, url, body, res);
    const payment = one ? payments.get(one[1]!) : undefined;
    if (one && !payment)
      return refuse(res, [{ code: 'invalid_object', description: 'Cobrança não encontrada.' }], 404);
    if (payment && method === 'GET' && !one![2]) return send(res, 200, payment);
    if (payment && method === 'GET' && one![2] === 'pixQrCode') {
      const payload = buildPixBrCode({
        key: 'asaas@pix.example',
        amountCentavos: Math.round(payment.value * 100),
        merchantName: 'ASSOCIACAO',
        merchantCity: 'SAO PAULO',
        txid: payment.id.replace(/[^a-zA-Z0-9]/g, '').slice(0, 25),
      });
      return send(res, 200, {
        encodedImage: 'iVBORw0KGgo=',
        payload,
        expirationDate: `${String(payment.dueDate)} 23:59:59`,
      });
    }
    if (payment && method === 'GET' && one![2] === 'identificationField') {
      if (payment.billingType !== 'BOLETO')
        return refuse(res, [{ code: 'invalid_action', description: 'Esta cobrança não é um boleto.' }]);
      const barCode = buildBoletoBarcode({
        bank: '461',
        amountCentavos: Math.round(payment.value * 100),
        dueDate: String(payment.dueDate),
        freeField: payment.id.replace(/\D/g, '').padEnd(25, '0').slice(0, 25),
      });
      return send(res, 200, {
        identificationField: barcodeToDigitableLine(barCode),
        nossoNumero: '1234567',
        barCode,
      });
    }
    if (payment && method === 'POST' && one![2] === 'refund') {
      if (!['RECEIVED', 'CONFIRMED'].includes(payment.status))
        return refuse(res, [
          {
            code: 'invalid_action',
            description: 'Só é possível estornar cobranças recebidas ou confirmadas.',
          },
        ]);
      const value = body.value === undefined ? payment.value : Number(body.value);
      const refunded = Number(payment.refundedValue ?? 0) + value;
      if (!(value > 0) || refunded > payment.value + 1e-9)
        return refuse(res, [
          { code: 'invalid_value', description: 'O valor do estorno excede o valor da cobrança.' },
        ]);
      payment.refundedValue = Math.round(refunded * 100) / 100;
      if (Math.abs(refunded - payment.value) < 1e-9) payment.status = 'REFUNDED';
      if (refundEventFirst && payment.status === 'REFUNDED') await notify('PAYMENT_REFUNDED', payment);
      return send(res, 200, payment);
    }
    if (payment && method === 'DELETE' && !one![2]) {
      if (!['PENDING', 'OVERDUE'].includes(payment.status))
        return refuse(res, [
          { code: 'invalid_action', description: 'Não é possível remover uma cobrança já paga.' },
        ]);
      payment.deleted = true;
      return send(res, 200, { deleted: true, id: payment.id });
    }
    return refuse(res, [{ code: 'not_found', description: 'Recurso não encontrado.' }], 404);
  }

  /** Notas fiscais: POST /invoices, GET /invoices[?externalReference=], GET /invoices/{id}, POST /invoices/{id}/cancel. */
  function invoiceRoute(method: string, path: string, url: URL, body: Json, res: ServerResponse) {
    if (method === 'POST' && path === '/invoices') {
      const payment = typeof body.payment === 'string' ? payments.get(body.payment) : undefined;
      const errors = invoiceErrors(
        body,
        Boolean(payment && !payment.deleted),
        simplesNacional,
        saoPauloDay(now()),
      );
      if (errors.length) return refuse(res, errors);
      return send(res, 200, nfse.create(body, payment?.customer ?? body.customer));
    }
    if (method === 'GET' && path === '/invoices') {
      const ref = url.searchParams.get('externalReference');
      return send(
        res,
        200,
        list([...nfse.invoices.values()].filter((i) => !ref || i.externalReference === ref)),
      );
    }
    const one = path.match(/^\/invoices\/([^/]+)(\/cancel)?$/);
    const invoice = one ? nfse.invoices.get(one[1]!) : undefined;
    if (!invoice)
      return refuse(res, [{ code: 'invalid_object', description: 'Nota fiscal não encontrada.' }], 404);
    if (method === 'GET' && !one![2]) return send(res, 200, invoice);
    if (method === 'POST' && one![2]) {
      const cancelled = nfse.cancel(invoice.id);
      return Array.isArray(cancelled) ? refuse(res, cancelled) : send(res, 200, cancelled);
    }
    return refuse(res, [{ code: 'not_found', description: 'Recurso não encontrado.' }], 404);
  }

  /** The city hall authorizes an invoice: AUTHORIZED with its number and PDF, then INVOICE_AUTHORIZED. */
  function authorizeInvoice(invoiceId: string) {
    return notifyInvoice('INVOICE_AUTHORIZED', nfse.authorize(invoiceId));
  }

  /** The city hall refuses it: ERROR with the reason, then INVOICE_ERROR. */
  function failInvoice(invoiceId: string, reason = 'Inscrição municipal do prestador inválida.') {
    return notifyInvoice('INVOICE_ERROR', nfse.fail(invoiceId, reason));
  }

  /** Sends an invoice event (the `invoice` object in place of `payment`). */
  const notifyInvoice = (event: string, invoice: FakeAsaasInvoice, token = webhookToken) =>
    sendEvent({ id: id('evt'), event, dateCreated: new Date().toISOString(), invoice }, token);

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) =>
      error instanceof SyntaxError
        ? refuse(res, [{ code: 'invalid_json', description: 'JSON inválido.' }])
        : refuse(res, [{ code: 'fake_failure', description: String(error) }], 500),
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3`;

  /** The payer pays a PIX or boleto: RECEIVED, then PAYMENT_RECEIVED is sent. */
  async function pay(paymentId: string) {
    const payment = payments.get(paymentId);
    if (!payment || payment.deleted) throw new Error(`fake Asaas: no payment ${paymentId}`);
    payment.status = 'RECEIVED';
    payment.paymentDate = saoPauloDay(now());
    return notify('PAYMENT_RECEIVED', payment);
  }

  /** The payer's bank disputes a settled card payment: CHARGEBACK_REQUESTED, and its event. */
  function chargeback(paymentId: string) {
    const payment = settledPayment(paymentId);
    payment.status = 'CHARGEBACK_REQUESTED';
    return notify('PAYMENT_CHARGEBACK_REQUESTED', payment);
  }

  /** The dispute ends: won, the payment is CONFIRMED again; lost, Asaas refunds it (REFUNDED). */
  function endChargeback(paymentId: string, won: boolean) {
    const payment = settledPayment(paymentId);
    payment.status = won ? 'CONFIRMED' : 'REFUNDED';
    return notify(won ? 'PAYMENT_CHARGEBACK_DISPUTE' : 'PAYMENT_REFUNDED', payment);
  }

  /** Someone refunds the whole payment in Asaas's own panel, outside the app. */
  function refundInPanel(paymentId: string) {
    const payment = settledPayment(paymentId);
    payment.refundedValue = payment.value;
    payment.status = 'REFUNDED';
    return notify('PAYMENT_REFUNDED', payment);
  }

  function settledPayment(paymentId: string) {
    const payment = payments.get(paymentId);
    if (!payment || payment.deleted) throw new Error(`fake Asaas: no payment ${paymentId}`);
    return payment;
  }

  /**
   * The test's side door when the fake runs as a process (`control: true`), outside /v3 and
   * without the API key: POST tokenization/on|off, GET payments (each with its customer's cpfCnpj), POST
   * payments/{id}/receive (a PIX or boleto is paid and PAYMENT_RECEIVED sent; a card payment,
   * confirmed at its creation, sends PAYMENT_CONFIRMED), answering the webhook's status.
   */
  async function control(method: string, path: string, res: ServerResponse) {
    if (method === 'GET' && path === 'payments')
      return send(res, 200, {
        data: [...payments.values()].map((p) => ({
          ...p,
          cpfCnpj: customers.get(String(p.customer))?.cpfCnpj ?? null,
        })),
      });
    if (method === 'GET' && path === 'invoices') return send(res, 200, { data: [...nfse.invoices.values()] });
    // Only each request's method and path: the bodies hold card data.
    if (method === 'GET' && path === 'requests')
      return send(res, 200, { data: requests.map((r) => ({ method: r.method, path: r.path })) });
    const tokenizationSwitch = path.match(/^tokenization\/(on|off)$/);
    if (method === 'POST' && tokenizationSwitch) {
      tokenization = tokenizationSwitch[1] === 'on';
      return send(res, 200, { tokenization });
    }
    const invoiceAction = path.match(/^invoices\/([^/]+)\/(authorize|fail)$/);
    if (method === 'POST' && invoiceAction && nfse.invoices.has(invoiceAction[1]!)) {
      const sent =
        invoiceAction[2] === 'authorize'
          ? await authorizeInvoice(invoiceAction[1]!)
          : await failInvoice(invoiceAction[1]!);
      return send(res, 200, { webhookStatus: sent.status, event: sent.body.event });
    }
    const receive = path.match(/^payments\/([^/]+)\/receive$/);
    const payment = receive ? payments.get(receive[1]!) : undefined;
    if (method === 'POST' && payment && !payment.deleted) {
      const sent =
        payment.status === 'PENDING' ? await pay(payment.id) : await notify('PAYMENT_CONFIRMED', payment);
      return send(res, 200, { webhookStatus: sent.status, event: sent.body.event });
    }
    return send(res, 404, { errors: [{ code: 'not_found', description: `fake Asaas: ${method} ${path}` }] });
  }

  /** Sends the event as Asaas does (header asaas-access-token); a lost one never arrives. */
  function notify(event: string, payment: FakeAsaasPayment, token = webhookToken) {
    return sendEvent({ id: id('evt'), event, dateCreated: new Date().toISOString(), payment }, token);
  }

  async function sendEvent<B extends { event: string }>(body: B, token: string) {
    if (loseNext > 0) {
      loseNext -= 1;
      return { body, status: 0 };
    }
    if (!deliver) throw new Error('fake Asaas: no webhook receiver');
    return { body, status: await deliver(body, { 'asaas-access-token': token }) };
  }

  return {
    url,
    apiKey,
    webhookToken,
    payments,
    customers,
    requests,
    onWebhook(fn: DeliverWebhook) {
      deliver = fn;
    },
    /** The account's fiscal info: in the Simples Nacional (true) or Regime Normal (false). */
    setSimplesNacional(value: boolean) {
      simplesNacional = value;
    },
    /** The next `count` webhooks are lost on the way. */
    loseWebhooks(count = 1) {
      loseNext = count;
    },
    /** The next request whose path starts with `prefix` is carried out but never answered. */
    stallNext(prefix: string) {
      stallNext = prefix;
    },
    /** The next request whose path starts with `prefix` is not carried out: Asaas answers 503. */
    failNext(prefix: string) {
      failNext = prefix;
    },
    /** From now on a whole refund's PAYMENT_REFUNDED is delivered before the refund call is answered. */
    sendRefundEventsFirst() {
      refundEventFirst = true;
    },
    transfers: pixTransfers.transfers,
    /** The account's balance before the tests' payments (reais): 0 leaves only what they received. */
    setOpeningBalance(reais: number) {
      openingBalance = reais;
    },
    /** The DICT does not know this key: a transfer to it is refused. */
    forgetPixKey: pixTransfers.forgetKey,
    /** From now on transfers stay PENDING with the banks until endTransfer. */
    holdTransfers(on: boolean) {
      holdTransfers = on;
    },
    /** A held transfer ends (DONE, FAILED with the bank's reason, CANCELLED), and its TRANSFER_* event is sent. */
    endTransfer(
      transferId: string,
      status: TransferEnd,
      failReason: string | null = null,
      token = webhookToken,
    ) {
      const transfer = pixTransfers.end(transferId, status, failReason);
      return sendEvent(
        { id: id('evt'), event: `TRANSFER_${status}`, dateCreated: new Date().toISOString(), transfer },
        token,
      );
    },
    /** What the account's transfers through the API need from now on. */
    setTransferAuthorization(mode: TransferAuthorization) {
      transferAuthorization = mode;
    },
    /** Asaas approves (or withdraws) the account's card tokenization. */
    setTokenization(on: boolean) {
      tokenization = on;
    },
    setClock(clock: () => Date) {
      now = clock;
    },
    pay,
    chargeback,
    endChargeback,
    refundInPanel,
    notify,
    invoices: nfse.invoices,
    authorizeInvoice,
    failInvoice,
    notifyInvoice,
    approvedCard: APPROVED_CARD,
    declinedCard: DECLINED_CARD,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeAsaas = Awaited<ReturnType<typeof startFakeAsaas>>;
