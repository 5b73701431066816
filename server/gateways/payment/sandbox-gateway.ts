import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { isExpired } from '../../../domain/card-expiry';
import { detectBrand } from '../../../domain/card-number';
import type { Db } from '../../db/client';
import { sandboxCardTokens, sandboxCharges } from '../../db/schema';
import { barcodeToDigitableLine, buildBoletoBarcode } from './boleto';
import { buildPixBrCode, parsePixBrCode } from './brcode';
import { INVALID_CARD_NUMBER_MESSAGE, last4, sandboxCardOutcome } from './card';
import { createSandboxRecurring } from './sandbox-recurring';
import type {
  CardData,
  ChargeCardInput,
  ChargeCardResult,
  CreatePixInput,
  GatewayStatus,
  PaymentGateway,
  TokenizeResult,
} from './payment-gateway';

export const SANDBOX_PIX_URL_BASE = 'pix.sandbox.quita.app/qr/v2/';
/** Banco do Brasil, with a made-up 7-digit agreement (convênio) and wallet (carteira) 17. */
const BOLETO_BANK = '001';
const BOLETO_AGREEMENT = '3128557';
const BOLETO_WALLET = '17';
export const CARD_EXPIRED_MESSAGE = 'The card has expired.';
export const UNKNOWN_TOKEN_MESSAGE = 'The card token is not valid.';
/** Field 26 of a BR Code holds at most 99 characters: the URL leaves this much for the description. */
const PIX_ACCOUNT_MAX = 99;

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

const newId = (prefix: string) => prefix + randomBytes(10).toString('hex');

function plainAscii(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .trim();
}

/** The description rides in the BR Code only as far as field 26 has room for it. */
function descriptionThatFits(description: string, url: string): string | undefined {
  const used = '0014br.gov.bcb.pix'.length + 4 + url.length;
  const room = PIX_ACCOUNT_MAX - used - 4;
  const text = plainAscii(description).slice(0, Math.max(0, room)).trim();
  return text === '' ? undefined : text;
}

/** The dynamic BR Code of a sandbox charge: its URL names the charge that paying it settles. */
function sandboxBrCode(
  chargeId: string,
  input: Pick<CreatePixInput, 'amountCentavos' | 'description' | 'txid' | 'merchantName' | 'merchantCity'>,
): string {
  const url = SANDBOX_PIX_URL_BASE + chargeId;
  return buildPixBrCode({
    url,
    amountCentavos: input.amountCentavos,
    merchantName: input.merchantName,
    merchantCity: input.merchantCity,
    txid: input.txid,
    description: descriptionThatFits(input.description, url),
  });
}

/** The sandbox charge a BR Code of ours pays (the id route of the simulated bank), or undefined. */
export function sandboxChargeOfBrCode(brCode: string): string | undefined {
  const { valid, url } = parsePixBrCode(brCode);
  return valid && url?.startsWith(SANDBOX_PIX_URL_BASE) ? url.slice(SANDBOX_PIX_URL_BASE.length) : undefined;
}

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
  async function tokenizeCard(card: CardData): Promise<TokenizeResult> {
    const outcome = sandboxCardOutcome(card.number);
    if (!outcome.ok && outcome.message === INVALID_CARD_NUMBER_MESSAGE) return outcome;
    if (isExpired(card.expMonth, card.expYear, now())) return { ok: false, message: CARD_EXPIRED_MESSAGE };
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
    return { ok: true, token, brand, last4: digits };
  }

  async function chargeCard(input: ChargeCardInput): Promise<ChargeCardResult> {
    let token: string;
    if ('card' in input) {
      const tokenized = await tokenizeCard(input.card);
      if (!tokenized.ok) return tokenized;
      token = tokenized.token;
    } else {
      token = input.token;
    }
    const [vaulted] = await db.select().from(sandboxCardTokens).where(eq(sandboxCardTokens.token, token));
    if (!vaulted) return { ok: false, message: UNKNOWN_TOKEN_MESSAGE };
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
    return approved ? { ok: true, gatewayId: id } : { ok: false, message, gatewayId: id };
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
      return { ok: true };
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
      if (refunded.length > 0) return { ok: true };
      const [charge] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, gatewayId));
      // Asking twice is not an error: the money went back once.
      return charge?.status === 'refunded' ? { ok: true } : { ok: false, message: SANDBOX_REFUND_REFUSED };
    },

    async feeOf(gatewayId) {
      const [charge] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, gatewayId));
      return charge ? sandboxFee(charge.kind, charge.amountCentavos, charge.installments) : 0;
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
  return { ...gateway, recurring: createSandboxRecurring(db, gateway.createPix, now) };
}

export type SimulatedPayment =
  { ok: true } | { ok: false; reason: 'not_found' } | { ok: false; reason: 'not_payable'; message: string };

export const SANDBOX_PIX_EXPIRED = 'Este PIX expirou e não pode mais ser pago.';
export const SANDBOX_NOT_PAYABLE = 'Esta cobrança não pode mais ser paga.';

/**
 * The payer's side of the sandbox: pays a pending PIX or boleto, as a bank would. A PIX pays a
 * boleto too: the one its slip prints (boleto híbrido).
 */
export async function paySandboxCharge(
  db: Db,
  gatewayId: string,
  kind: 'pix' | 'boleto',
  now = new Date(),
): Promise<SimulatedPayment> {
  const where = and(
    eq(sandboxCharges.id, gatewayId),
    kind === 'pix' ? inArray(sandboxCharges.kind, ['pix', 'boleto']) : eq(sandboxCharges.kind, 'boleto'),
  );
  const paid = await db
    .update(sandboxCharges)
    .set({ status: 'succeeded', paidAt: now })
    .where(
      and(
        where,
        eq(sandboxCharges.status, 'pending'),
        or(isNull(sandboxCharges.expiresAt), gt(sandboxCharges.expiresAt, now)),
      ),
    )
    .returning({ id: sandboxCharges.id });
  if (paid.length > 0) return { ok: true };

  const [charge] = await db.select().from(sandboxCharges).where(where);
  if (!charge) return { ok: false, reason: 'not_found' };
  if (charge.status === 'succeeded') return { ok: true };
  if (charge.status === 'pending') {
    await db
      .update(sandboxCharges)
      .set({ status: 'expired' })
      .where(and(where, eq(sandboxCharges.status, 'pending')));
  }
  const expired = charge.status === 'pending' || charge.status === 'expired';
  return { ok: false, reason: 'not_payable', message: expired ? SANDBOX_PIX_EXPIRED : SANDBOX_NOT_PAYABLE };
}
