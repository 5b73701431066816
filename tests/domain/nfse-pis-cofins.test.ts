import { describe, expect, it } from 'vitest';
import {
  PIS_COFINS_MSG,
  pisCofinsOf,
  ratesOf,
  regimeHasPisCofins,
  withPisCofinsFieldNames,
} from '../../domain/nfse-pis-cofins';

describe("the association's PIS/COFINS (NT 007), by its regime", () => {
  it('goes on the invoice outside the Simples Nacional only', () => {
    expect(regimeHasPisCofins('simples')).toBe(false);
    expect(regimeHasPisCofins(null)).toBe(false);
    for (const regime of ['presumido', 'real', 'imune'] as const)
      expect(regimeHasPisCofins(regime)).toBe(true);
    expect(pisCofinsOf({ cst: '01', pisRateBps: 65, cofinsRateBps: 300 }, 'simples')).toEqual({
      ok: true,
      pisCofins: null,
    });
  });

  it('keeps the rates where the CST has them, above zero and up to 100 %', () => {
    expect(ratesOf('01')).toBe('positive');
    expect(ratesOf('06')).toBe('zero');
    expect(ratesOf('09')).toBe('none');
    expect(pisCofinsOf({ cst: '02', pisRateBps: 165, cofinsRateBps: 760 }, 'real')).toEqual({
      ok: true,
      pisCofins: { cst: '02', pisRateBps: 165, cofinsRateBps: 760 },
    });
    expect(pisCofinsOf({ cst: '06', pisRateBps: 165, cofinsRateBps: 760 }, 'real')).toEqual({
      ok: true,
      pisCofins: { cst: '06', pisRateBps: null, cofinsRateBps: null },
    });
    expect(pisCofinsOf({ cst: '01', pisRateBps: 0, cofinsRateBps: 300 }, 'presumido')).toEqual({
      ok: false,
      message: PIS_COFINS_MSG.pisRate,
    });
    expect(pisCofinsOf({ cst: '01', pisRateBps: 65, cofinsRateBps: 10_001 }, 'presumido')).toEqual({
      ok: false,
      message: PIS_COFINS_MSG.cofinsRate,
    });
    expect(pisCofinsOf({ cst: 1, pisRateBps: 65, cofinsRateBps: 300 }, 'imune')).toEqual({
      ok: false,
      message: PIS_COFINS_MSG.cst,
    });
    expect(pisCofinsOf(null, 'presumido')).toEqual({ ok: true, pisCofins: null });
  });

  it("names Asaas's PIS/COFINS fields in staff's words, and where to fill them in", () => {
    expect(withPisCofinsFieldNames('O campo taxes.pisCofinsTaxStatus deve ser informado.')).toBe(
      `O campo “${PIS_COFINS_MSG.cstLabel}” deve ser informado. ${PIS_COFINS_MSG.fillInSettings}`,
    );
    expect(withPisCofinsFieldNames('Inscrição municipal inválida.')).toBe('Inscrição municipal inválida.');
  });
});
