import { describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { WALLET_MSG } from '../../domain/wallet-messages';
import { cardFieldErrors } from '../../machines/card-validation';

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
});
