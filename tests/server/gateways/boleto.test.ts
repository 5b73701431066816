import { describe, expect, it } from 'vitest';
import {
  barcodeCheckDigit,
  barcodeToDigitableLine,
  buildBoletoBarcode,
  digitableLineToBarcode,
  dueDateFactor,
  dueDateFromFactor,
  fieldCheckDigit,
  formatDigitableLine,
  parseBoleto,
} from '../../../server/gateways/payment/boleto';
import { interleaved2of5Bars, renderI2of5Svg } from '../../../server/gateways/payment/boleto-svg';

// A Bradesco slip in circulation (due 2018-06-11, R$ 3.700,00), as published by a third-party validator's tests.
const BRADESCO_LINE = '23793381286000782713695000063305975520000370000';
const BRADESCO_BARCODE = '23799755200003700003381260007827139500006330';

// Weights of the barcode's module 11, from the left: 2..9 cycling from the right over 43 digits.
const MOD11_WEIGHTS = '4329876543298765432987654329876543298765432';

function replaceAt(text: string, index: number, digit: string): string {
  return text.slice(0, index) + digit + text.slice(index + 1);
}

function otherDigit(digit: string | undefined): string {
  return String((Number(digit) + 1) % 10);
}

describe('due-date factor', () => {
  it.each([
    ['2000-07-03', '1000'],
    ['2000-07-04', '1001'],
    ['2012-04-27', '5316'],
    ['2025-02-20', '9998'],
    ['2025-02-21', '9999'],
    ['2025-02-22', '1000'],
    ['2025-02-23', '1001'],
    // 2025-02-22 is 1000; 2026-02-22 is 365 days later (1365); then 6 (Feb) + 31 + 30 + 31 + 30 + 31 + 31 + 30
    // + 31 + 30 + 10 (Dec) = 291 more days.
    ['2026-12-10', '1656'],
    ['2049-10-13', '9999'],
    ['2049-10-14', '1000'],
  ])('%s → %s', (date, factor) => {
    expect(dueDateFactor(date)).toBe(factor);
  });

  it('rejects dates before the first factor and non-dates', () => {
    expect(() => dueDateFactor('2000-07-02')).toThrow(RangeError);
    expect(() => dueDateFactor('2025-02-30')).toThrow(RangeError);
    expect(() => dueDateFactor('10/12/2026')).toThrow(RangeError);
  });

  it.each([
    ['1000', '2025-02-20', '2025-02-22'],
    ['1001', '2025-02-21', '2025-02-23'],
    ['9999', '2025-02-23', '2025-02-21'],
    ['9998', '2025-03-01', '2025-02-20'],
    ['1000', '2001-01-01', '2000-07-03'],
    ['5316', '2012-01-01', '2012-04-27'],
    ['1656', '2026-01-01', '2026-12-10'],
    ['1000', '2049-09-01', '2049-10-14'],
  ])('factor %s near %s → %s', (factor, reference, date) => {
    expect(dueDateFromFactor(factor, reference)).toBe(date);
  });

  it('defaults the reference to today, which is in the current cycle', () => {
    const date = dueDateFromFactor(dueDateFactor('2026-12-10'));
    expect(date).toBe('2026-12-10');
  });

  it('rejects factors outside 1000–9999', () => {
    expect(() => dueDateFromFactor('0000', '2026-01-01')).toThrow(RangeError);
    expect(() => dueDateFromFactor('999', '2026-01-01')).toThrow(RangeError);
    expect(() => dueDateFromFactor('12a4', '2026-01-01')).toThrow(RangeError);
  });
});

describe('check digits', () => {
  it('computes the module 10 of field 1 of the Bradesco line, worked by hand', () => {
    // 2 3 7 9 3 3 8 1 2 with weights 2 1 2 1 2 1 2 1 2:
    // 4 + 3 + (14 → 1+4) + 9 + 6 + 3 + (16 → 1+6) + 1 + 4 = 4+3+5+9+6+3+7+1+4 = 42; (10 − 42 % 10) % 10 = 8.
    expect(fieldCheckDigit('237933812')).toBe('8');
    expect(BRADESCO_LINE[9]).toBe('8');
  });

  it('computes the module 11 of the Bradesco barcode from the weight table', () => {
    const digits43 = BRADESCO_BARCODE.slice(0, 4) + BRADESCO_BARCODE.slice(5);
    const sum = Array.from(digits43).reduce((acc, d, i) => acc + Number(d) * Number(MOD11_WEIGHTS[i]), 0);
    expect(sum).toBe(750);
    // 750 % 11 = 2; 11 − 2 = 9.
    expect(barcodeCheckDigit(digits43)).toBe('9');
    expect(BRADESCO_BARCODE[4]).toBe('9');
  });

  it('turns a module-11 result of 0, 10 or 11 into 1', () => {
    // Sum 858 = 78 × 11, so 11 − 0 = 11 → 1.
    const digits43 = '3419' + '165600000150001091234567881234567890000';
    const sum = Array.from(digits43).reduce((acc, d, i) => acc + Number(d) * Number(MOD11_WEIGHTS[i]), 0);
    expect(sum).toBe(858);
    expect(barcodeCheckDigit(digits43)).toBe('1');
  });

  it('gives 0 for a module-10 sum that is already a multiple of 10', () => {
    // The rightmost digit weighs 2: 5 × 2 = 10 → 1 + 0 = 1; plus 9 × 1 = 9; sum 10 → dv 0.
    expect(fieldCheckDigit('95')).toBe('0');
    // 9 × 2 = 18 → 1 + 8 = 9; plus 5 × 1 = 5; sum 14 → dv 6.
    expect(fieldCheckDigit('59')).toBe('6');
  });
});

describe('barcode and digitable line', () => {
  it('converts the Bradesco slip both ways', () => {
    expect(digitableLineToBarcode(BRADESCO_LINE)).toBe(BRADESCO_BARCODE);
    expect(barcodeToDigitableLine(BRADESCO_BARCODE)).toBe(BRADESCO_LINE);
  });

  it('parses the Bradesco slip', () => {
    expect(parseBoleto(BRADESCO_LINE, '2018-06-01')).toEqual({
      ok: true,
      bank: '237',
      dueDate: '2018-06-11',
      amountCentavos: 370000,
      freeField: '3381260007827139500006330',
      barcode: BRADESCO_BARCODE,
      digitableLine: BRADESCO_LINE,
    });
  });

  it('builds a slip due after the 2025 factor reset and reads it back', () => {
    const barcode = buildBoletoBarcode({
      bank: '341',
      amountCentavos: 15000,
      dueDate: '2026-12-10',
      freeField: '1091234567881234567890000',
    });
    expect(barcode).toBe('3419' + '1' + '1656' + '0000015000' + '1091234567881234567890000');

    const line = barcodeToDigitableLine(barcode);
    expect(formatDigitableLine(line)).toBe('34191.09123 34567.881239 45678.900007 1 16560000015000');
    expect(digitableLineToBarcode(formatDigitableLine(line))).toBe(barcode);

    for (const input of [line, barcode, formatDigitableLine(line)]) {
      expect(parseBoleto(input, '2026-11-01')).toEqual({
        ok: true,
        bank: '341',
        dueDate: '2026-12-10',
        amountCentavos: 15000,
        freeField: '1091234567881234567890000',
        barcode,
        digitableLine: line,
      });
    }
  });

  it.each(['2025-02-21', '2025-02-22', '2025-02-23'])('round-trips a slip due on %s', (dueDate) => {
    const barcode = buildBoletoBarcode({
      bank: '001',
      amountCentavos: 9_999_999_999,
      dueDate,
      freeField: '0000001234567000000012317',
    });
    const parsed = parseBoleto(barcodeToDigitableLine(barcode), '2025-02-22');
    expect(parsed).toMatchObject({ ok: true, dueDate, amountCentavos: 9_999_999_999, bank: '001' });
  });

  it('round-trips many random slips', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < 200; i++) {
      const dueDate = new Date(Date.UTC(2024, 0, 1) + random(3650) * 86_400_000).toISOString().slice(0, 10);
      const input = {
        bank: String(random(1000)).padStart(3, '0'),
        amountCentavos: random(2_000_000_000),
        dueDate,
        freeField: Array.from({ length: 25 }, () => random(10)).join(''),
      };
      const line = barcodeToDigitableLine(buildBoletoBarcode(input));
      expect(line).toMatch(/^\d{47}$/);
      const parsed = parseBoleto(line, dueDate);
      expect(parsed).toMatchObject({ ok: true, ...input });
    }
  });

  it('detects a wrong digit in every check-digit-protected position of the line', () => {
    const line = barcodeToDigitableLine(
      buildBoletoBarcode({
        bank: '341',
        amountCentavos: 15000,
        dueDate: '2026-12-10',
        freeField: '1091234567881234567890000',
      }),
    );
    for (let i = 0; i < 47; i++) {
      const parsed = parseBoleto(replaceAt(line, i, otherDigit(line[i])), '2026-11-01');
      expect(parsed.ok, `position ${i}`).toBe(false);
    }
  });

  it('names the field whose check digit fails', () => {
    expect(parseBoleto(replaceAt(BRADESCO_LINE, 9, '9'))).toEqual({
      ok: false,
      message: 'Linha digitável inválida: o dígito verificador do campo 1 não confere.',
    });
    expect(parseBoleto(replaceAt(BRADESCO_LINE, 20, '0'))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/campo 2/),
    });
    expect(parseBoleto(replaceAt(BRADESCO_LINE, 31, '0'))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/campo 3/),
    });
    expect(parseBoleto(replaceAt(BRADESCO_LINE, 32, '1'))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/geral/),
    });
  });

  it('detects a wrong general check digit in a barcode', () => {
    expect(parseBoleto(replaceAt(BRADESCO_BARCODE, 4, '8'))).toEqual({
      ok: false,
      message: 'Código de barras inválido: o dígito verificador não confere.',
    });
    expect(parseBoleto(replaceAt(BRADESCO_BARCODE, 30, otherDigit(BRADESCO_BARCODE[30]))).ok).toBe(false);
  });

  it.each([
    '',
    'abc',
    '1234',
    '2379338128600078271369500006330597552000037000',
    `${BRADESCO_LINE}0`,
    '23793.38128x',
  ])('rejects %j as an invalid line', (input) => {
    expect(parseBoleto(input)).toEqual({ ok: false, message: 'Linha digitável inválida.' });
  });

  it('rejects utility bills, other currencies and slips without a due date', () => {
    expect(parseBoleto('836200000005 667800481000 180975657313 001589636081').ok).toBe(false);
    const dollar = '2378' + BRADESCO_BARCODE.slice(5);
    const withDv = dollar.slice(0, 4) + barcodeCheckDigit(dollar) + dollar.slice(4);
    expect(parseBoleto(withDv)).toEqual({ ok: false, message: 'Somente boletos em reais são aceitos.' });
    const noDue = '2379' + '0000' + BRADESCO_BARCODE.slice(9);
    const noDueWithDv = noDue.slice(0, 4) + barcodeCheckDigit(noDue) + noDue.slice(4);
    expect(parseBoleto(noDueWithDv)).toEqual({
      ok: false,
      message: 'Boleto sem data de vencimento não é aceito.',
    });
  });

  it('rejects bad builder input', () => {
    const ok = { bank: '341', amountCentavos: 100, dueDate: '2026-12-10', freeField: '0'.repeat(25) };
    expect(() => buildBoletoBarcode(ok)).not.toThrow();
    expect(() => buildBoletoBarcode({ ...ok, bank: '34' })).toThrow(RangeError);
    expect(() => buildBoletoBarcode({ ...ok, freeField: '0'.repeat(24) })).toThrow(RangeError);
    expect(() => buildBoletoBarcode({ ...ok, amountCentavos: -1 })).toThrow(RangeError);
    expect(() => buildBoletoBarcode({ ...ok, amountCentavos: 1.5 })).toThrow(RangeError);
    expect(() => buildBoletoBarcode({ ...ok, amountCentavos: 10_000_000_000 })).toThrow(RangeError);
    expect(() => buildBoletoBarcode({ ...ok, dueDate: '2026-13-01' })).toThrow(RangeError);
  });

  it('formats and unmasks the digitable line', () => {
    const formatted = formatDigitableLine(BRADESCO_LINE);
    expect(formatted).toBe('23793.38128 60007.827136 95000.063305 9 75520000370000');
    expect(formatted).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    expect(formatDigitableLine(formatted)).toBe(formatted);
    expect(digitableLineToBarcode(formatted)).toBe(BRADESCO_BARCODE);
    expect(() => formatDigitableLine('123')).toThrow();
    expect(() => digitableLineToBarcode('123')).toThrow();
  });
});

describe('interleaved 2 of 5', () => {
  // Narrow/wide per digit, written out independently of the implementation.
  const PATTERNS: Record<string, string> = {
    nnwwn: '0',
    wnnnw: '1',
    nwnnw: '2',
    wwnnn: '3',
    nnwnw: '4',
    wnwnn: '5',
    nwwnn: '6',
    nnnww: '7',
    wnnwn: '8',
    nwnwn: '9',
  };

  function runs(modules: boolean[]): { black: boolean; width: number }[] {
    const out: { black: boolean; width: number }[] = [];
    for (const black of modules) {
      const last = out.at(-1);
      if (last && last.black === black) last.width += 1;
      else out.push({ black, width: 1 });
    }
    return out;
  }

  function decode(modules: boolean[]): string {
    const elements = runs(modules);
    const data = elements.slice(4, -3);
    let digits = '';
    for (let i = 0; i < data.length; i += 10) {
      const group = data.slice(i, i + 10).map((e) => (e.width === 3 ? 'w' : 'n'));
      digits += PATTERNS[group.filter((_, k) => k % 2 === 0).join('')] ?? '?';
      digits += PATTERNS[group.filter((_, k) => k % 2 === 1).join('')] ?? '?';
    }
    return digits;
  }

  const barcode = buildBoletoBarcode({
    bank: '341',
    amountCentavos: 15000,
    dueDate: '2026-12-10',
    freeField: '1091234567881234567890000',
  });

  it('starts with narrow bar, narrow space, narrow bar, narrow space and stops with wide bar, narrow space, narrow bar', () => {
    const elements = runs(interleaved2of5Bars(barcode));
    expect(elements.slice(0, 4)).toEqual([
      { black: true, width: 1 },
      { black: false, width: 1 },
      { black: true, width: 1 },
      { black: false, width: 1 },
    ]);
    expect(elements.slice(-3)).toEqual([
      { black: true, width: 3 },
      { black: false, width: 1 },
      { black: true, width: 1 },
    ]);
  });

  it('uses 405 modules for 44 digits', () => {
    // start 4 + 44 digits × (2 wide × 3 + 3 narrow × 1) + stop (3 + 1 + 1).
    expect(interleaved2of5Bars(barcode)).toHaveLength(4 + 44 * 9 + 5);
    expect(4 + 44 * 9 + 5).toBe(405);
  });

  it('encodes the digits so that they decode back', () => {
    expect(decode(interleaved2of5Bars(barcode))).toBe(barcode);
    expect(decode(interleaved2of5Bars('0123456789'))).toBe('0123456789');
  });

  it('rejects an odd number of digits or non-digits', () => {
    expect(() => interleaved2of5Bars('123')).toThrow(RangeError);
    expect(() => interleaved2of5Bars('')).toThrow(RangeError);
    expect(() => interleaved2of5Bars('12a4')).toThrow(RangeError);
  });

  it('renders one rectangle per bar in an SVG with quiet zones', () => {
    const svg = renderI2of5Svg(barcode, { moduleWidth: 2, height: 100, quietZoneModules: 10 });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('width="850"');
    expect(svg).toContain('height="100"');
    const bars = [...svg.matchAll(/<rect x="(\d+)" y="0" width="(\d+)"/g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
    ]);
    // 2 start bars + 22 pairs × 5 bars + 2 stop bars.
    expect(bars).toHaveLength(2 + 22 * 5 + 2);
    expect(bars[0]).toEqual([20, 2]);
    expect(bars.at(-2)).toEqual([20 + (405 - 5) * 2, 6]);
    expect(bars.at(-1)).toEqual([20 + 404 * 2, 2]);
  });
});
