import { describe, expect, it } from 'vitest';
import { formatCpf, isValidCpf } from '../../domain/cpf';

describe('isValidCpf', () => {
  it.each(['529.982.247-25', '390.533.447-05', '111.444.777-35'])('accepts masked %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each(['52998224725', '39053344705', '11144477735'])('accepts digits-only %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it('rejects a wrong first or second check digit', () => {
    expect(isValidCpf('529.982.247-35')).toBe(false);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.444.777-36')).toBe(false);
  });

  it('rejects all-equal digits even though their check digits add up', () => {
    expect(isValidCpf('000.000.000-00')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCpf('999.999.999-99')).toBe(false);
  });

  it('rejects the wrong length', () => {
    expect(isValidCpf('')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
  });

  it('rejects letters instead of silently dropping them', () => {
    expect(isValidCpf('529.982.247-2a')).toBe(false);
    expect(isValidCpf('529a982.247-25')).toBe(false);
    expect(isValidCpf('abc.def.ghi-jk')).toBe(false);
  });
});

describe('formatCpf', () => {
  it('formats 11 digits as ###.###.###-##', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
  });

  it('is idempotent on an already masked CPF', () => {
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
  });

  it('returns input that is not an 11-digit CPF unchanged', () => {
    expect(formatCpf('5299822')).toBe('5299822');
    expect(formatCpf('abc')).toBe('abc');
  });
});
