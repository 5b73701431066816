import { failed, succeeded, type Outcome } from '../../../../domain/outcome';
import type { Db } from '../../../db/client';
import { GatewayRefusal, type GatewayStatus, type PaymentGateway } from '../payment-gateway';
import type { InvoiceGateway } from '../payment-gateway-invoices';
import { createAsaasClient } from './asaas-client';
import { declined, holderless, payerOf, tokenOfAnswer, tokenRefused } from './asaas-card-holder';
import type { AsaasConnection } from './asaas-config';
import { customerOf, removeCustomer, type AsaasPayer } from './asaas-customers';
import { asaasInvoices } from './asaas-invoices';
import { ASAAS_MSG } from './asaas-messages';
import { BRANDS, PAID, STILL_OPEN, type AsaasGatewayOptions, type AsaasPayment } from './asaas-payment';
import { cardFields, installmentTerms, pricing, toCentavos, toReais } from './asaas-payment-body';
import { asaasPaymentCalls, orRefuse } from './asaas-payment-calls';
import { asaasPixTransfer, asaasReadPixTransfer } from './asaas-transfers';

/** The gateway plus what the Asaas webhook needs: its token and reading a payment back. */
export interface AsaasGateway extends PaymentGateway {
  readonly name: 'asaas';
  readonly webhookToken: string;
  readonly invoices: InvoiceGateway;
  /** GET /payments/{id}: the payment as Asaas knows it, or null when it knows none. */
  readPayment(paymentId: string): Promise<AsaasPayment | null>;
  /** GET /payments?externalReference=: the live payment of one of our transactions, if any. */
  findByReference(reference: string): Promise<AsaasPayment | undefined>;
  /** DELETE /payments/{id}: withdraws a pending payment (the item was paid another way). */
  deletePayment(paymentId: string): Promise<Outcome>;
  /** DELETE /customers/{id}: the customer of an erased person leaves Asaas (404: gone already). */
  removeCustomer(customerId: string): Promise<Outcome>;
  /** GET /finance/balance: a read-only call that proves the key works ("Testar conexão"). */
  checkConnection(): Promise<{ ok: true } | { ok: false; message: string }>;
}

export const isAsaasGateway = (gateway: PaymentGateway): gateway is AsaasGateway => gateway.name === 'asaas';

/** Asaas API v3 as our payment gateway: PIX, boleto (with its PIX) and card, refunds and fees. */
export function createAsaasGateway(
  db: Db,
  connection: AsaasConnection,
  { pixExpirySeconds, account, now = () => new Date() }: AsaasGatewayOptions,
): AsaasGateway {
  const client = createAsaasClient(connection);

  const customer = (payer: AsaasPayer) => customerOf(db, client, account, payer);

  const { findByReference, createPayment, readPayment, pixPayloadOf } = asaasPaymentCalls(client);

  async function deleteCharge(paymentId: string): Promise<Outcome> {
    // DELETE /v3/payments/{id} ("Excluir cobrança")
    const answer = await client.call('DELETE', `/payments/${paymentId}`);
    return answer.ok || answer.status === 404 ? succeeded(undefined) : failed(answer.message);
  }

  return {
    name: 'asaas',
    webhookToken: connection.webhookToken,
    readPayment,
    findByReference,
    invoices: asaasInvoices(client),

    async createPix(input) {
      if (!input.payer) throw new GatewayRefusal(ASAAS_MSG.cardHolderMissing);
      const payment = orRefuse(
        await createPayment(
          {
            customer: await customer({ name: input.payer.name, cpfCnpj: input.payer.cpf }),
            billingType: 'PIX',
            description: input.description,
            ...pricing({ ...input, now: now() }),
          },
          input.reference,
        ),
      );
      return {
        gatewayId: payment.id,
        brCode: await pixPayloadOf(payment.id),
        // The QR stays payable at Asaas long after; the screen counts PIX_EXPIRY_SECONDS down,
        // and a payment after that is still settled (webhook or reconciliation).
        expiresAt: new Date(now().getTime() + pixExpirySeconds * 1000),
      };
    },

    async createBoleto(input) {
      const payment = orRefuse(
        await createPayment(
          {
            customer: await customer({ name: input.payerName, cpfCnpj: input.payerDocument }),
            billingType: 'BOLETO',
            description: input.description,
            ...pricing({ ...input, now: now() }),
          },
          input.reference,
        ),
      );
      // GET /v3/payments/{id}/identificationField ("Obter linha digitável do boleto")
      const line = orRefuse(
        await client.call<{ identificationField?: string; barCode?: string }>(
          'GET',
          `/payments/${payment.id}/identificationField`,
        ),
      );
      if (!line.identificationField || !line.barCode) throw new Error(ASAAS_MSG.badAnswer);
      return {
        gatewayId: payment.id,
        barcode: line.barCode,
        digitableLine: line.identificationField.replace(/\D/g, ''),
        // The slip carries a PIX QR of the same payment: either settles it.
        pixBrCode: await pixPayloadOf(payment.id),
        ...(payment.bankSlipUrl ? { slipUrl: payment.bankSlipUrl } : {}),
      };
    },

    async tokenizeCard(card, holder) {
      if (holderless(holder)) return failed(ASAAS_MSG.cardHolderMissing);
      // POST /v3/creditCard/tokenizeCreditCard ("Tokenização de cartão de crédito"): the number and
      // CVV go to Asaas in this one call and are kept nowhere here.
      const answer = await client.call<{
        creditCardToken?: string;
        creditCardBrand?: string;
        creditCardNumber?: string;
      }>('POST', '/creditCard/tokenizeCreditCard', {
        customer: await customer(payerOf(holder)),
        ...cardFields(card, holder),
      });
      if (!answer.ok || !answer.body.creditCardToken) return failed(tokenRefused(answer));
      return succeeded({
        token: answer.body.creditCardToken,
        brand: BRANDS[answer.body.creditCardBrand ?? ''] ?? 'Outra',
        last4: (answer.body.creditCardNumber ?? card.number).slice(-4),
      });
    },

    // A typed card is charged in this one call (creditCard, creditCardHolderInfo, remoteIp): it
    // needs no tokenization, which a production account has only once Asaas approves it.
    async chargeCard(input) {
      const holder = input.holder;
      if (!holder) return failed(ASAAS_MSG.cardHolderMissing);
      const source =
        'token' in input
          ? { creditCardToken: input.token, remoteIp: holder.remoteIp }
          : holderless(holder)
            ? undefined
            : cardFields(input.card, holder);
      if (!source) return failed(ASAAS_MSG.cardHolderMissing);
      const answer = await createPayment(
        {
          customer: await customer(payerOf(holder)),
          billingType: 'CREDIT_CARD',
          dueDate: pricing({ amountCentavos: input.amountCentavos, now: now() }).dueDate,
          ...installmentTerms(input.amountCentavos, input.installments),
          ...source,
        },
        input.reference,
      );
      if (!answer.ok) return failed(declined(answer));
      if (!PAID.has(answer.body.status))
        return { ...failed(ASAAS_MSG.cardDeclined), gatewayId: answer.body.id };
      // A typed card's answer carries creditCardToken only where the account has tokenization.
      const kept = 'card' in input ? tokenOfAnswer(answer.body, input.card.number) : undefined;
      return succeeded(kept ? { gatewayId: answer.body.id, card: kept } : { gatewayId: answer.body.id });
    },

    // A token lives with its Asaas customer; the reference has no call to delete one alone.
    deleteCardToken: async () => succeeded(undefined),

    async getStatus(paymentId): Promise<GatewayStatus> {
      const payment = await readPayment(paymentId);
      if (!payment || payment.deleted) return 'failed';
      if (PAID.has(payment.status)) return 'succeeded';
      if (STILL_OPEN.has(payment.status)) return 'pending';
      return 'failed';
    },

    async refund(paymentId, amountCentavos) {
      // POST /v3/payments/{id}/refund ("Estornar cobrança"): no value means all of it.
      const answer = await client.call('POST', `/payments/${paymentId}/refund`, {
        ...(amountCentavos === undefined ? {} : { value: toReais(amountCentavos) }),
        description: 'Estorno solicitado pela associação',
      });
      return answer.ok ? succeeded(undefined) : failed(answer.message);
    },

    async feeOf(paymentId) {
      const payment = await readPayment(paymentId);
      if (!payment || payment.netValue === undefined) return 0;
      return Math.max(0, toCentavos(payment.value) - toCentavos(payment.netValue));
    },

    transferToPixKey: asaasPixTransfer(client),
    readPixKeyTransfer: asaasReadPixTransfer(client),

    deletePayment: deleteCharge,
    cancelCharge: deleteCharge,
    removeCustomer: (customerId) => removeCustomer(client, customerId),

    async checkConnection() {
      const answer = await client.call('GET', '/finance/balance');
      return answer.ok ? { ok: true } : { ok: false, message: answer.message };
    },
  };
}
