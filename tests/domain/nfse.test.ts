import { describe, expect, it } from 'vitest';
import { issPercentText, NFSE_MSG, nfseProblem, parseIssPercent } from '../../domain/nfse';

const ok = { serviceCode: '01.07', serviceDescription: 'Curso de atualização', issBps: 500 };

describe('NFS-e terms of a product', () => {
  it('accepts a municipal code, a description and an ISS rate up to 5 %', () => {
    expect(nfseProblem(ok)).toBeNull();
    expect(nfseProblem({ ...ok, serviceCode: '0107', issBps: 0 })).toBeNull();
  });

  it('names the first field to fix in pt-BR', () => {
    expect(nfseProblem({ ...ok, serviceCode: '' })).toBe(NFSE_MSG.serviceCodeInvalid);
    expect(nfseProblem({ ...ok, serviceCode: '01 07' })).toBe(NFSE_MSG.serviceCodeInvalid);
    expect(nfseProblem({ ...ok, serviceDescription: '   ' })).toBe(NFSE_MSG.serviceDescriptionInvalid);
    expect(nfseProblem({ ...ok, serviceDescription: 'x'.repeat(501) })).toBe(
      NFSE_MSG.serviceDescriptionInvalid,
    );
    expect(nfseProblem({ ...ok, issBps: 501 })).toBe(NFSE_MSG.issInvalid);
    expect(nfseProblem({ ...ok, issBps: 2.5 })).toBe(NFSE_MSG.issInvalid);
  });

  it('reads the ISS as a person types it, in basis points, and writes it back', () => {
    expect(parseIssPercent('5')).toBe(500);
    expect(parseIssPercent('2,5')).toBe(250);
    expect(parseIssPercent(' 2.75 ')).toBe(275);
    expect(parseIssPercent('2,755')).toBeNull();
    expect(parseIssPercent('abc')).toBeNull();
    expect(parseIssPercent('')).toBeNull();
    expect(issPercentText(250)).toBe('2,5');
    expect(issPercentText(500)).toBe('5');
  });
});
