import { describe, expect, it } from 'vitest';
import { isStrongPassword, passwordScore, REQUIRED_PASSWORD_SCORE } from '../../domain/password';

describe('passwordScore', () => {
  it('scores 0 for the empty string', () => {
    expect(passwordScore('')).toBe(0);
  });

  it('gives one point for length of 8 or more', () => {
    expect(passwordScore('aaaaaaa')).toBe(0);
    expect(passwordScore('aaaaaaaa')).toBe(1);
  });

  it('gives one point only when both upper and lower case letters are present', () => {
    expect(passwordScore('abc')).toBe(0);
    expect(passwordScore('ABC')).toBe(0);
    expect(passwordScore('aBc')).toBe(1);
  });

  it('counts accented letters for the case point', () => {
    expect(passwordScore('Éa')).toBe(1);
  });

  it('gives one point for a digit', () => {
    expect(passwordScore('7')).toBe(1);
  });

  it.each([' ', '!', '@', '#', '$', '%', '^', '&', '*', '+', '?', '~'])(
    'gives one point for the special character %j',
    (ch) => {
      expect(passwordScore(ch)).toBe(1);
    },
  );

  it.each(['-', '_', '(', ')', '=', '/', ',', ';', '.'])(
    'ignores %j, which is not in the special set',
    (ch) => {
      expect(passwordScore(ch)).toBe(0);
    },
  );

  it('adds up all four points', () => {
    expect(passwordScore('Abcdefg1!')).toBe(4);
  });
});

describe('isStrongPassword', () => {
  it('requires a score of 4', () => {
    expect(REQUIRED_PASSWORD_SCORE).toBe(4);
    expect(isStrongPassword('Abcdefg1!')).toBe(true);
    expect(isStrongPassword('Senha 2026')).toBe(true);
  });

  it.each([
    ['too short', 'Ab1!'],
    ['no upper case', 'abcdefg1!'],
    ['no lower case', 'ABCDEFG1!'],
    ['no digit', 'Abcdefgh!'],
    ['no special character', 'Abcdefg12'],
  ])('rejects a password with %s', (_, pw) => {
    expect(passwordScore(pw)).toBe(3);
    expect(isStrongPassword(pw)).toBe(false);
  });
});
