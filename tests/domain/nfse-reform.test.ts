import { describe, expect, it } from 'vitest';
import { REFORM_MSG, reformCodesOf, withReformFieldNames } from '../../domain/nfse-reform';

describe('the tax reform codes of a service', () => {
  it('keeps the NBS with its dots, typed with or without them', () => {
    for (const nbs of ['101011100', '1.0101.11.00', ' 1.010111.00 '])
      expect(reformCodesOf({ nbsCode: nbs }, 'simples')).toMatchObject({
        ok: true,
        codes: { nbsCode: '1.0101.11.00' },
      });
  });

  it('checks each format: NBS 9 digits, CST 3, cClassTrib 6, indicador de operação 6', () => {
    expect(reformCodesOf({ nbsCode: '1.0101.11' }, null)).toEqual({
      ok: false,
      message: REFORM_MSG.invalid.nbsCode,
    });
    expect(reformCodesOf({ taxSituationCode: '0000' }, null)).toEqual({
      ok: false,
      message: REFORM_MSG.invalid.taxSituationCode,
    });
    expect(reformCodesOf({ taxClassificationCode: '00001' }, null)).toEqual({
      ok: false,
      message: REFORM_MSG.invalid.taxClassificationCode,
    });
    expect(reformCodesOf({ operationIndicatorCode: '02010A' }, null)).toEqual({
      ok: false,
      message: REFORM_MSG.invalid.operationIndicatorCode,
    });
  });

  it('requires all four under Lucro Presumido and Real only', () => {
    expect(reformCodesOf({}, 'presumido')).toEqual({ ok: false, message: REFORM_MSG.missing.nbsCode });
    expect(reformCodesOf({ nbsCode: '101011100' }, 'real')).toEqual({
      ok: false,
      message: REFORM_MSG.missing.taxSituationCode,
    });
    for (const regime of ['simples', 'imune', null] as const) expect(reformCodesOf({}, regime).ok).toBe(true);
  });

  it("names Asaas's fields in pt-BR in its refusal", () => {
    expect(withReformFieldNames('O campo taxes.nbsCode deve ser informado.')).toBe(
      `O campo “Código NBS” deve ser informado. ${REFORM_MSG.fillInProduct}`,
    );
    expect(withReformFieldNames('taxClassificationCode incompatível com taxSituationCode.')).toBe(
      `“Classificação tributária (cClassTrib)” incompatível com “Situação tributária (CST)”. ${REFORM_MSG.fillInProduct}`,
    );
    expect(withReformFieldNames('Inscrição municipal inválida.')).toBe('Inscrição municipal inválida.');
  });
});
