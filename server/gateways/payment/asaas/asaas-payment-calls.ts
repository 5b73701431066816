import { GatewayRefusal } from '../payment-gateway';
import { AsaasTimeout, type AsaasAnswer, type AsaasClient } from './asaas-client';
import { ASAAS_MSG } from './asaas-messages';
import type { AsaasPayment } from './asaas-payment';

export function orRefuse<T>(answer: AsaasAnswer<T>): T {
  if (!answer.ok) throw new GatewayRefusal(answer.message);
  return answer.body;
}

/** The payment calls the gateway makes more than once: lookups, creation and the PIX payload. */
export function asaasPaymentCalls(client: AsaasClient) {
  async function findByReference(reference: string): Promise<AsaasPayment | undefined> {
    // GET /v3/payments?externalReference= ("Listar cobranças")
    const found = await client.call<{ data?: AsaasPayment[] }>(
      'GET',
      `/payments?externalReference=${encodeURIComponent(reference)}`,
    );
    if (!found.ok) throw new Error(found.message);
    return found.body.data?.find((payment) => !payment.deleted);
  }

  /**
   * POST /v3/payments ("Criar nova cobrança"), once per transaction: our transaction id is the
   * externalReference, so after a timeout the payment is looked up before another is created.
   */
  async function createPayment(
    body: Record<string, unknown>,
    reference?: string,
  ): Promise<AsaasAnswer<AsaasPayment>> {
    const withReference = reference ? { ...body, externalReference: reference } : body;
    try {
      return await client.call<AsaasPayment>('POST', '/payments', withReference);
    } catch (error) {
      if (!(error instanceof AsaasTimeout) || !reference) throw error;
      const existing = await findByReference(reference);
      if (existing) return { ok: true, status: 200, body: existing };
      return client.call<AsaasPayment>('POST', '/payments', withReference);
    }
  }

  async function readPayment(paymentId: string): Promise<AsaasPayment | null> {
    if (!/^[\w-]{1,64}$/.test(paymentId)) return null;
    // GET /v3/payments/{id} ("Recuperar uma única cobrança")
    const answer = await client.call<AsaasPayment>('GET', `/payments/${paymentId}`);
    if (!answer.ok && answer.status === 404) return null;
    if (!answer.ok) throw new Error(answer.message);
    return answer.body.id === paymentId ? answer.body : null;
  }

  async function pixPayloadOf(paymentId: string) {
    // GET /v3/payments/{id}/pixQrCode ("Obter QR Code para pagamentos via Pix")
    const qr = orRefuse(
      await client.call<{ payload?: string; expirationDate?: string }>(
        'GET',
        `/payments/${paymentId}/pixQrCode`,
      ),
    );
    if (!qr.payload) throw new Error(ASAAS_MSG.badAnswer);
    return qr.payload;
  }

  return { findByReference, createPayment, readPayment, pixPayloadOf };
}
