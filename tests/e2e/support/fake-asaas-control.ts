/**
 * The asaas browser tests (playwright.asaas.config.ts): their server's port and data directory,
 * and what they ask of the fake Asaas process (support/fake-asaas-process.ts) beside it.
 */
const ASAAS_E2E_PORT = Number(process.env.E2E_PORT ?? 4312);
export const ASAAS_E2E_DATA_DIR = `.e2e-data/asaas-${ASAAS_E2E_PORT}`;
const CONTROL_URL = `http://127.0.0.1:${ASAAS_E2E_PORT + 100}/__fake`;

/** A payment as the fake Asaas keeps it, with its customer's CPF. */
export interface FakeAsaasPaymentView {
  id: string;
  status: string;
  billingType: 'PIX' | 'BOLETO' | 'CREDIT_CARD';
  value: number;
  installmentCount: number | null;
  bankSlipUrl: string | null;
  cpfCnpj: string | null;
  externalReference: string | null;
}

async function call<T>(path: string, method = 'GET'): Promise<T> {
  const res = await fetch(`${CONTROL_URL}/${path}`, { method, signal: AbortSignal.timeout(30_000) });
  const body = (await res.json()) as T;
  if (!res.ok) throw new Error(`fake Asaas ${method} ${path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** An invoice (NFS-e) as the fake Asaas keeps it. */
export interface FakeAsaasInvoiceView {
  id: string;
  status: string;
  payment: string | null;
  pdfUrl: string | null;
  municipalServiceCode: string | null;
  value: number;
}

export const fakeAsaas = {
  /** The invoices scheduled for one payment. */
  invoicesOf: async (paymentId: string) =>
    (await call<{ data: FakeAsaasInvoiceView[] }>('invoices')).data.filter((i) => i.payment === paymentId),
  /** The city hall authorizes the invoice and the fake posts INVOICE_AUTHORIZED; the webhook's status. */
  authorizeInvoice: (invoiceId: string) =>
    call<{ webhookStatus: number; event: string }>(
      `invoices/${encodeURIComponent(invoiceId)}/authorize`,
      'POST',
    ),
  /** The payments of one customer (by CPF, digits only), oldest first. */
  paymentsOf: async (cpf: string) =>
    (await call<{ data: FakeAsaasPaymentView[] }>('payments')).data.filter(
      (p) => p.cpfCnpj === cpf.replace(/\D/g, ''),
    ),
  /** Asaas grants (or withdraws) the account's card tokenization; off by default, as in production. */
  setTokenization: (on: boolean) =>
    call<{ tokenization: boolean }>(`tokenization/${on ? 'on' : 'off'}`, 'POST'),
  /** How many times the app asked to tokenize a card, so far. */
  tokenizeCalls: async () =>
    (await call<{ data: { method: string; path: string }[] }>('requests')).data.filter(
      (r) => r.method === 'POST' && r.path === '/creditCard/tokenizeCreditCard',
    ).length,
  /** The payer pays (PIX, boleto) or the card is confirmed; the webhook's status at the app. */
  receive: (paymentId: string) =>
    call<{ webhookStatus: number; event: string }>(
      `payments/${encodeURIComponent(paymentId)}/receive`,
      'POST',
    ),
};
