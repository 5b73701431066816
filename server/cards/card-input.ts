import { isExpired, isValidExpiry, readCardExpiry } from '../../domain/card-expiry';
import { cardNumberValid, cvvValid } from '../../domain/card-number';
import type { NovoCartao } from '../../domain/contract/wallet';
import { MSG } from '../../domain/messages';
import { WALLET_MSG } from '../../domain/wallet-messages';
import type { CardData } from '../gateways/payment/payment-gateway';

export type CardInput = { ok: true; card: CardData } | { ok: false; message: string };

const asInt = (v: number | string | undefined) =>
  v === undefined || (typeof v === 'string' && v.trim() === '') ? undefined : Number(v);

/** MES/ANO, else DATA_EXPIRACAO as "YYYY-MM", "MM/YYYY" or "MM/YY" (read as the card form reads it). */
function expiry(input: NovoCartao): { month: number | undefined; year: number | undefined } {
  const month = asInt(input.MES_EXPIRACAO);
  const year = asInt(input.ANO_EXPIRACAO);
  if (month !== undefined || year !== undefined || !input.DATA_EXPIRACAO) return { month, year };
  return readCardExpiry(input.DATA_EXPIRACAO) ?? { month: Number.NaN, year: Number.NaN };
}

/**
 * The typed card, checked in the spec's order with its messages. A number the card form would
 * refuse (not 12 to 19 digits, failing Luhn, one digit repeated) gets the gateway's own "not a
 * valid credit card number", which the client translates.
 */
export function readCardInput(input: NovoCartao, now = new Date()): CardInput {
  const number = input.NUMERO_CARTAO.replace(/[\s.-]/g, '');
  const holderName = input.NOME_CARTAO.trim();
  const { month, year } = expiry(input);
  const cvv = input.CODIGO_SEGURANCA.trim();

  if (number === '') return { ok: false, message: MSG.cardNumberRequired };
  if (holderName === '') return { ok: false, message: MSG.cardNameRequired };
  if (month === undefined || year === undefined) return { ok: false, message: MSG.cardExpiryRequired };
  if (cvv === '') return { ok: false, message: MSG.cardCvvRequired };
  if (!cardNumberValid(number)) return { ok: false, message: MSG.gatewayInvalidCardNumber };
  if (!isValidExpiry({ month, year })) return { ok: false, message: WALLET_MSG.cardExpiryInvalid };
  const fullYear = year < 100 ? 2000 + year : year;
  if (!cvvValid(number, cvv)) return { ok: false, message: WALLET_MSG.cardCvvInvalid };
  if (isExpired(month, fullYear, now)) return { ok: false, message: WALLET_MSG.cardExpired };
  return { ok: true, card: { number, holderName, expMonth: month, expYear: fullYear, cvv } };
}
