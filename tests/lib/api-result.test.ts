import { describe, expect, it } from 'vitest';
import { COMMON_MSG } from '../../domain/messages';
import { failureOf, legacyOutcome, settle } from '../../src/lib/api-result';

describe('one failure shape', () => {
  it('keeps the server text whichever casing it came in', () => {
    expect(failureOf({ status: 422, data: { MSG: 'Cartão recusado.' } })).toEqual({
      ok: false,
      message: 'Cartão recusado.',
    });
    expect(failureOf({ status: 400, data: { msg: 'Código inválido.' } }).message).toBe('Código inválido.');
    expect(failureOf({ status: 401, data: { erro: 'Senha incorreta.' } }).message).toBe('Senha incorreta.');
    expect(failureOf({ status: 409, data: { ok: false, message: 'Já existe.' } }).message).toBe('Já existe.');
  });

  it('marks a call that got no answer (or one without a message) as unanswered', () => {
    expect(failureOf({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({
      ok: false,
      message: COMMON_MSG.unknownError,
      unanswered: true,
    });
    expect(failureOf({ status: 502, data: '<html>' }).unanswered).toBe(true);
    expect(failureOf(new Error('boom')).unanswered).toBe(true);
  });

  it('passes a Failure through unchanged', () => {
    const failure = { ok: false as const, message: 'Sem saldo.' };
    expect(failureOf(failure)).toBe(failure);
  });
});

describe('legacyOutcome', () => {
  it('turns RESULTADO false into a failure with its text', () => {
    expect(legacyOutcome({ RESULTADO: false, MSG: 'PIN inválido.' }, () => 1)).toEqual({
      ok: false,
      message: 'PIN inválido.',
    });
    expect(legacyOutcome({ resultado: false }, () => 1)).toEqual({
      ok: false,
      message: COMMON_MSG.unknownError,
    });
  });

  it('maps an accepted answer to the inside value', () => {
    expect(legacyOutcome({ RESULTADO: true, TOKEN_PIN: 'abc' }, (a) => a.TOKEN_PIN)).toEqual({
      ok: true,
      value: 'abc',
    });
  });
});

describe('settle', () => {
  it('resolves a rejected call to its Failure instead of throwing', async () => {
    const rejected = { unwrap: () => Promise.reject({ status: 500, data: { message: 'Erro.' } }) };
    await expect(settle(rejected)).resolves.toEqual({ ok: false, message: 'Erro.' });
    await expect(settle({ unwrap: () => Promise.resolve({ ok: true, value: 2 }) })).resolves.toEqual({
      ok: true,
      value: 2,
    });
  });
});
