import { describe, expect, it } from 'vitest';
import { formatCnpj, isValidCnpj, normalizeCnpj } from '../../domain/cnpj';

describe('normalizeCnpj', () => {
  it('strips dots, slash, dash and spaces and uppercases', () => {
    expect(normalizeCnpj(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
    expect(normalizeCnpj('11.222.333/0001-81')).toBe('11222333000181');
  });
});

describe('isValidCnpj (numeric)', () => {
  it.each(['11.222.333/0001-81', '11.444.777/0001-61', '11222333000181', '11444777000161'])(
    'accepts %s',
    (cnpj) => {
      expect(isValidCnpj(cnpj)).toBe(true);
    },
  );

  it('rejects a wrong check digit', () => {
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-91')).toBe(false);
    expect(isValidCnpj('11.444.777/0001-60')).toBe(false);
  });

  it('rejects all-same characters', () => {
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false);
    expect(isValidCnpj('11111111111111')).toBe(false);
  });

  it('rejects the wrong length', () => {
    expect(isValidCnpj('')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('112223330001811')).toBe(false);
  });

  it('rejects other punctuation', () => {
    expect(isValidCnpj('11_222_333_0001_81')).toBe(false);
  });
});

describe('isValidCnpj (alphanumeric)', () => {
  it('accepts the Receita Federal example 12.ABC.345/01DE-35', () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
  });

  it('computes 35 as the check digits of 12ABC34501DE', () => {
    const others = Array.from({ length: 100 }, (_, dv) => String(dv).padStart(2, '0')).filter(
      (dv) => dv !== '35',
    );
    expect(others.some((dv) => isValidCnpj(`12ABC34501DE${dv}`))).toBe(false);
  });

  it('accepts lowercase input after normalization', () => {
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-45')).toBe(false);
  });

  it('rejects a changed base character', () => {
    expect(isValidCnpj('12.ABD.345/01DE-35')).toBe(false);
  });

  it('rejects a letter in a check digit position', () => {
    expect(isValidCnpj('12.ABC.345/01DE-3A')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-A5')).toBe(false);
  });

  it('rejects all-same letters', () => {
    expect(isValidCnpj('AAAAAAAAAAAAAA')).toBe(false);
  });

  it('rejects characters outside [0-9A-Z]', () => {
    expect(isValidCnpj('12.ÀBC.345/01DE-35')).toBe(false);
    expect(isValidCnpj('12.AB#.345/01DE-35')).toBe(false);
  });
});

describe('formatCnpj', () => {
  it('formats numeric CNPJs as ##.###.###/####-##', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('keeps and uppercases alphanumeric characters', () => {
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });

  it('is idempotent on a formatted CNPJ', () => {
    expect(formatCnpj('12.ABC.345/01DE-35')).toBe('12.ABC.345/01DE-35');
  });

  it('returns input of the wrong shape unchanged', () => {
    expect(formatCnpj('1122233')).toBe('1122233');
  });
});
