import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { isExpired } from '../../../domain/card-expiry';
import { detectBrand } from '../../../domain/card-number';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import type { Db } from '../../db/client';
import { sandboxCardTokens, sandboxCharges } from '../../db/schema';
import { barcodeToDigitableLine, buildBoletoBarcode } from './boleto';
import { INVALID_CARD_NUMBER_MESSAGE, last4, sandboxCardOutcome } from './card';
import { createSandboxInvoices } from './sandbox-invoices';
import { createSandboxRecurring } from './sandbox-recurring';
import type { GatewayStatus, PaymentGateway } from './payment-gateway';
import type { CardData, CardToken, ChargeCardInput } from './payment-gateway-card';
import { sandboxBrCode } from './sandbox-brcode';
import { sandboxTransferToPixKey } from './sandbox-transfer';

/** Banco do Brasil, with a made-up 7-digit agreement (convênio) and wallet (carteira) 17. */
const BOLETO_BANK = '001';
const BOLETO_AGREEMENT = '3128557';
const BOLETO_WALLET = '17';

const CARD_EXPIRED_MESSAGE = 'The card has expired.';
const UNKNOWN_TOKEN_MESSAGE = 'The card token is not valid.';

/**
 * The sandbox's price list, close to what Brazilian gateways charge: PIX 0,99 % of the amount;
 * boleto R$ 3,49 flat; card 3,99 % plus 0,39 % for each installment above the first.
 */
export function sandboxFee(kind: string, amountCentavos: number, installments: number): number {
  if (kind === 'pix') return Math.round(amountCentavos * 0.0099);
  if (kind === 'boleto') return 349;
  const percent = 3.99 + 0.39 * Math.max(0, installments - 1);
  return Math.round((amountCentavos * percent) / 100);
}

export const SANDBOX_REFUND_REFUSED = 'Only a succeeded PIX or card charge can be refunded.';
export const SANDBOX_CHARGE_CANCELLED = 'Cobrança cancelada.';
export const SANDBOX_CHARGE_PAID = 'Esta cobrança já foi paga e não pode ser cancelada.';

const newId = (prefix: string) => prefix + randomBytes(10).toString('hex');

/** 25 digits of Banco do Brasil's layout: zeros, agreement, our number (from the charge id), wallet. */
function boletoFreeField(chargeId: string): string {
  const digest = createHash('sha256').update(chargeId).digest();
  const ourNumber = String(digest.readUIntBE(0, 6) % 10_000_000_000).padStart(10, '0');
  return '000000' + BOLETO_AGREEMENT + ourNumber + BOLETO_WALLET;
}

export interface SandboxOptions {
  pixExpirySeconds: number;
  now?: () => Date;
}

/**
 * The sandbox plays the gateway on our own database: its charges and card vault live in the
 * sandbox_* tables, and a charge is paid through the sandbox payment endpoints.
 */
export function createSandboxGateway(db: Db, { pixExpirySeconds, now = () => new Date() }: SandboxOptions) {
  async function tokenizeCard(card: CardData): Promise<Outcome<CardToken>> {
    const outcome = sandboxCardOutcome(card.number);
    if (!outcome.ok && outcome.message === INVALID_CARD_NUMBER_MESSAGE) return outcome;
    if (isExpired(card.expMonth, card.expYear, now())) return failed(CARD_EXPIRED_MESSAGE);
    const token = newId('tok_');
    const brand = detectBrand(card.number);
    const digits = last4(card.number);
    await db.insert(sandboxCardTokens).values({
      token,
      brand,
      last4: digits,
      outcome: outcome.ok ? 'approved' : 'declined',
      declineMessage: outcome.ok ? null : outcome.message,
      expMonth: card.expMonth,
      expYear: card.expYear < 100 ? 2000 + card.expYear : card.expYear,
      holderName: card.holderName,
    });
    return succeeded({ token, brand, last4: digits });
  }

  async function chargeCard(input: ChargeCardInput): ReturnType<PaymentGateway['chargeCard']> {
    const typed = 'card' in input ? await tokenizeCard(input.card) : undefined;
    if (typed && !typed.ok) return typed;
    const token = typed?.value.token ?? ('token' in input ? input.token : '');
    const [vaulted] = await db.select().from(sandboxCardTokens).where(eq(sandboxCardTokens.token, token));
    if (!vaulted) return failed(UNKNOWN_TOKEN_MESSAGE);
    const id = newId('sbx_');
    const approved = vaulted.outcome === 'approved' && !isExpired(vaulted.expMonth, vaulted.expYear, now());
    const message = vaulted.declineMessage ?? CARD_EXPIRED_MESSAGE;
    await db.insert(sandboxCharges).values({
      id,
      kind: 'card',
      amountCentavos: input.amountCentavos,
      installments: input.installments,
      cardToken: token,
      status: approved ? 'succeeded' : 'failed',
      failureMessage: approved ? null : message,
      paidAt: approved ? now() : null,
    });
    if (!approved) return { ...failed(message), gatewayId: id };
    return succeeded(typed ? { gatewayId: id, card: typed.value } : { gatewayId: id });
  }

  const gateway: PaymentGateway = {
    name: 'sandbox',

    async createPix(input) {
      const { amountCentavos, description } = input;
      const id = newId('sbx_');
      const expiresAt = new Date(now().getTime() + pixExpirySeconds * 1000);
      const brCode = sandboxBrCode(id, input);
      await db.insert(sandboxCharges).values({ id, kind: 'pix', amountCentavos, description, expiresAt });
      return { gatewayId: id, brCode, expiresAt };
    },

    // Boleto híbrido: the slip's PIX names the boleto's own charge, so either way pays it once.
    async createBoleto(input) {
      const { amountCentavos, dueDate, payerName } = input;
      const id = newId('sbx_');
      const barcode = buildBoletoBarcode({
        bank: BOLETO_BANK,
        amountCentavos,
        dueDate,
        freeField: boletoFreeField(id),
      });
      await db
        .insert(sandboxCharges)
        .values({ id, kind: 'boleto', amountCentavos, description: `Boleto de ${payerName}` });
      return {
        gatewayId: id,
        barcode,
        digitableLine: barcodeToDigitableLine(barcode),
        pixBrCode: sandboxBrCode(id, input),
      };
    },

    tokenizeCard,

    async deleteCardToken(token) {
      await db.delete(sandboxCardTokens).where(eq(sandboxCardTokens.token, token));
      return succeeded(undefined);
    },
    chargeCard,

    async refund(gatewayId) {
      const refunded = await db
        .update(sandboxCharges)
        .set({ status: 'refunded' })
        .where(
          and(
            eq(sandboxCharges.id, gatewayId),
            eq(sandboxCharges.status, 'succeeded'),
            inArray(sandboxCharges.kind, ['pix', 'card']),
          ),
        )
        .returning({ id: sandboxCharges.id });
      if (refunded.length > 0) return succeeded(undefined);
      const [charge] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, gatewayId));
      // Asking twice is not an error: the money went back once.
      return charge?.status === 'refunded' ? succeeded(undefined) : failed(SANDBOX_REFUND_REFUSED);
    },

    transferToPixKey: sandboxTransferToPixKey,

    async feeOf(gatewayId) {
      const [charge] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, gatewayId));
      return charge ? sandboxFee(charge.kind, charge.amountCentavos, charge.installments) : 0;
    },

    // A charge not paid yet stops being payable; one already paid is not cancelled here.
    async cancelCharge(gatewayId) {
      await db
        .update(sandboxCharges)
        .set({ status: 'failed', failureMessage: SANDBOX_CHARGE_CANCELLED })
        .where(and(eq(sandboxCharges.id, gatewayId), eq(sandboxCharges.status, 'pending')));
      const [charge] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, gatewayId));
      return charge?.status === 'succeeded' ? failed(SANDBOX_CHARGE_PAID) : succeeded(undefined);
    },

    async getStatus(gatewayId): Promise<GatewayStatus> {
      const [charge] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, gatewayId));
      if (!charge) return 'failed';
      if (charge.status === 'pending' && charge.expiresAt && charge.expiresAt <= now()) {
        await db
          .update(sandboxCharges)
          .set({ status: 'expired' })
          .where(and(eq(sandboxCharges.id, gatewayId), eq(sandboxCharges.status, 'pending')));
        return 'expired';
      }
      // A refunded charge was paid: the refund is its own step, asked for by staff.
      if (charge.status === 'refunded') return 'succeeded';
      return charge.status as GatewayStatus;
    },
  };
  return {
    ...gateway,
    recurring: createSandboxRecurring(db, gateway.createPix, now),
    invoices: createSandboxInvoices(db, now),
  };
}
