import { describe, expect, it } from 'vitest';
import { COMMON_MSG } from '../../domain/messages';
import { WALLET_MSG } from '../../domain/wallet-messages';
import { cardFieldErrors } from '../../domain/card-form';
import { toWireCard, toWireNewCard } from '../../domain/contract/card-wire';

const NOW = new Date(2026, 10, 24);
const card = (over: Partial<Parameters<typeof cardFieldErrors>[0]> = {}) => ({
  number: '4111 1111 1111 1111',
  holderName: 'MARIA D SILVA',
  expiry: '2026-11',
  cvv: '123',
  ...over,
});

describe('cardFieldErrors', () => {
  it('passes a good card, through the last day of its month', () => {
    expect(cardFieldErrors(card(), NOW)).toEqual({});
  });

  it('gives each empty field its spec text', () => {
    expect(cardFieldErrors({ number: '', holderName: ' ', expiry: '', cvv: '' }, NOW)).toEqual({
      number: COMMON_MSG.cardNumberRequired,
      holderName: COMMON_MSG.cardNameRequired,
      expiry: COMMON_MSG.cardExpiryRequired,
      cvv: COMMON_MSG.cardCvvRequired,
    });
  });

  it('refuses a Luhn-invalid or short number, a past month, a name with digits and a short CVV', () => {
    expect(
      cardFieldErrors(
        card({
          number: '4111 1111 1111 1112',
          holderName: 'MARIA 2',
          expiry: '2026-10',
          cvv: '12',
        }),
        NOW,
      ),
    ).toEqual({
      number: COMMON_MSG.cardNumberInvalid,
      holderName: WALLET_MSG.cardNameInvalid,
      expiry: WALLET_MSG.cardExpired,
      cvv: WALLET_MSG.cardCvvInvalid,
    });
    expect(cardFieldErrors(card({ number: '4242 42' }), NOW).number).toBe(COMMON_MSG.cardNumberInvalid);
  });

  it('asks Amex for 4 digits and the others for 3', () => {
    const amex = '3782 8224 6310 005';
    expect(cardFieldErrors(card({ number: amex, cvv: '1234' }), NOW)).toEqual({});
    expect(cardFieldErrors(card({ number: amex }), NOW).cvv).toBe(WALLET_MSG.cardCvvInvalid);
    expect(cardFieldErrors(card({ cvv: '1234' }), NOW).cvv).toBe(WALLET_MSG.cardCvvInvalid);
  });

  it('refuses a number of one repeated digit even when it passes Luhn, with the invalid-number text', () => {
    for (const number of ['0000 0000 0000 0000', '8888 8888 8888 8888']) {
      expect(cardFieldErrors(card({ number: number }), NOW)).toEqual({
        number: COMMON_MSG.cardNumberInvalid,
      });
    }
  });

  it("takes Brazil's other brands with a 3-digit CVV: Elo, Hipercard (606282 and 3841), Diners, Discover, JCB", () => {
    for (const number of [
      '6362 9700 0045 7013',
      '6062 8256 2425 4001',
      '3841 0012 3456 7890 007',
      '3056 9309 0259 04',
      '6011 1111 1111 1117',
      '3566 0020 2036 0505',
    ]) {
      expect(cardFieldErrors(card({ number: number }), NOW), number).toEqual({});
      expect(cardFieldErrors(card({ number: number, cvv: '1234' }), NOW), number).toEqual({
        cvv: WALLET_MSG.cardCvvInvalid,
      });
    }
  });
});

describe('the typed MM/AAAA expiry of browsers without a month picker', () => {
  it('is read as the month picker is, with the same messages', () => {
    expect(cardFieldErrors(card({ expiry: '12/2028' }), NOW)).toEqual({});
    expect(cardFieldErrors(card({ expiry: '11/2026' }), NOW)).toEqual({});
    // A month gone by: the picker's "2026-10" and the typed "10/2026" say the same.
    expect(cardFieldErrors(card({ expiry: '10/2026' }), NOW)).toEqual(
      cardFieldErrors(card({ expiry: '2026-10' }), NOW),
    );
    expect(cardFieldErrors(card({ expiry: '10/2026' }), NOW).expiry).toBe(WALLET_MSG.cardExpired);
  });

  it('refuses a month that is none and an unfinished year', () => {
    for (const expiry of ['13/2028', '00/2028', '12/202', '12/', '1']) {
      expect(cardFieldErrors(card({ expiry: expiry }), NOW).expiry, expiry).toBe(
        WALLET_MSG.cardExpiryInvalid,
      );
    }
  });

  it('goes on the wire as MES_EXPIRACAO and ANO_EXPIRACAO, like the picked month', () => {
    const expiry = { DATA_EXPIRACAO: '12/2028', MES_EXPIRACAO: '12', ANO_EXPIRACAO: '2028' };
    expect(toWireCard(card({ expiry: '12/2028' }), true)).toMatchObject({ ...expiry, SALVAR: true });
    expect(toWireCard(card({ expiry: '2028-12' }), false)).toMatchObject({
      ...expiry,
      SALVAR: false,
    });
    expect(toWireNewCard(card({ expiry: '03/2031' }))).toEqual({
      NUMERO_CARTAO: '4111111111111111',
      NOME_CARTAO: 'MARIA D SILVA',
      DATA_EXPIRACAO: '03/2031',
      MES_EXPIRACAO: '03',
      ANO_EXPIRACAO: '2031',
      CODIGO_SEGURANCA: '123',
    });
  });
});
