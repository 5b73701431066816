import { describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { WALLET_MSG } from '../../domain/wallet-messages';
import { cardFieldErrors, toWireCard, toWireNewCard } from '../../domain/card-form';

const NOW = new Date(2026, 10, 24);
const card = (over: Partial<Parameters<typeof cardFieldErrors>[0]> = {}) => ({
  NUMERO_CARTAO: '4111 1111 1111 1111',
  NOME_CARTAO: 'MARIA D SILVA',
  DATA_EXPIRACAO: '2026-11',
  CODIGO_SEGURANCA: '123',
  ...over,
});

describe('cardFieldErrors', () => {
  it('passes a good card, through the last day of its month', () => {
    expect(cardFieldErrors(card(), NOW)).toEqual({});
  });

  it('gives each empty field its spec text', () => {
    expect(
      cardFieldErrors({ NUMERO_CARTAO: '', NOME_CARTAO: ' ', DATA_EXPIRACAO: '', CODIGO_SEGURANCA: '' }, NOW),
    ).toEqual({
      NUMERO_CARTAO: MSG.cardNumberRequired,
      NOME_CARTAO: MSG.cardNameRequired,
      DATA_EXPIRACAO: MSG.cardExpiryRequired,
      CODIGO_SEGURANCA: MSG.cardCvvRequired,
    });
  });

  it('refuses a Luhn-invalid or short number, a past month, a name with digits and a short CVV', () => {
    expect(
      cardFieldErrors(
        card({
          NUMERO_CARTAO: '4111 1111 1111 1112',
          NOME_CARTAO: 'MARIA 2',
          DATA_EXPIRACAO: '2026-10',
          CODIGO_SEGURANCA: '12',
        }),
        NOW,
      ),
    ).toEqual({
      NUMERO_CARTAO: MSG.cardNumberInvalid,
      NOME_CARTAO: WALLET_MSG.cardNameInvalid,
      DATA_EXPIRACAO: WALLET_MSG.cardExpired,
      CODIGO_SEGURANCA: WALLET_MSG.cardCvvInvalid,
    });
    expect(cardFieldErrors(card({ NUMERO_CARTAO: '4242 42' }), NOW).NUMERO_CARTAO).toBe(
      MSG.cardNumberInvalid,
    );
  });

  it('asks Amex for 4 digits and the others for 3', () => {
    const amex = '3782 8224 6310 005';
    expect(cardFieldErrors(card({ NUMERO_CARTAO: amex, CODIGO_SEGURANCA: '1234' }), NOW)).toEqual({});
    expect(cardFieldErrors(card({ NUMERO_CARTAO: amex }), NOW).CODIGO_SEGURANCA).toBe(
      WALLET_MSG.cardCvvInvalid,
    );
    expect(cardFieldErrors(card({ CODIGO_SEGURANCA: '1234' }), NOW).CODIGO_SEGURANCA).toBe(
      WALLET_MSG.cardCvvInvalid,
    );
  });

  it('refuses a number of one repeated digit even when it passes Luhn, with the invalid-number text', () => {
    for (const number of ['0000 0000 0000 0000', '8888 8888 8888 8888']) {
      expect(cardFieldErrors(card({ NUMERO_CARTAO: number }), NOW)).toEqual({
        NUMERO_CARTAO: MSG.cardNumberInvalid,
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
      expect(cardFieldErrors(card({ NUMERO_CARTAO: number }), NOW), number).toEqual({});
      expect(cardFieldErrors(card({ NUMERO_CARTAO: number, CODIGO_SEGURANCA: '1234' }), NOW), number).toEqual(
        {
          CODIGO_SEGURANCA: WALLET_MSG.cardCvvInvalid,
        },
      );
    }
  });
});

describe('the typed MM/AAAA expiry of browsers without a month picker', () => {
  it('is read as the month picker is, with the same messages', () => {
    expect(cardFieldErrors(card({ DATA_EXPIRACAO: '12/2028' }), NOW)).toEqual({});
    expect(cardFieldErrors(card({ DATA_EXPIRACAO: '11/2026' }), NOW)).toEqual({});
    // A month gone by: the picker's "2026-10" and the typed "10/2026" say the same.
    expect(cardFieldErrors(card({ DATA_EXPIRACAO: '10/2026' }), NOW)).toEqual(
      cardFieldErrors(card({ DATA_EXPIRACAO: '2026-10' }), NOW),
    );
    expect(cardFieldErrors(card({ DATA_EXPIRACAO: '10/2026' }), NOW).DATA_EXPIRACAO).toBe(
      WALLET_MSG.cardExpired,
    );
  });

  it('refuses a month that is none and an unfinished year', () => {
    for (const expiry of ['13/2028', '00/2028', '12/202', '12/', '1']) {
      expect(cardFieldErrors(card({ DATA_EXPIRACAO: expiry }), NOW).DATA_EXPIRACAO, expiry).toBe(
        WALLET_MSG.cardExpiryInvalid,
      );
    }
  });

  it('goes on the wire as MES_EXPIRACAO and ANO_EXPIRACAO, like the picked month', () => {
    const expiry = { DATA_EXPIRACAO: '12/2028', MES_EXPIRACAO: '12', ANO_EXPIRACAO: '2028' };
    expect(toWireCard(card({ DATA_EXPIRACAO: '12/2028' }), true)).toMatchObject({ ...expiry, SALVAR: true });
    expect(toWireCard(card({ DATA_EXPIRACAO: '2028-12' }), false)).toMatchObject({
      ...expiry,
      SALVAR: false,
    });
    expect(toWireNewCard(card({ DATA_EXPIRACAO: '03/2031' }))).toEqual({
      NUMERO_CARTAO: '4111111111111111',
      NOME_CARTAO: 'MARIA D SILVA',
      DATA_EXPIRACAO: '03/2031',
      MES_EXPIRACAO: '03',
      ANO_EXPIRACAO: '2031',
      CODIGO_SEGURANCA: '123',
    });
  });
});
