import { daysSinceFactorBase, dueDateFromFactor } from '../../../domain/boleto-line';

export { dueDateFromFactor };

const FACTOR_MIN = 1000;

const FACTOR_CYCLE = 9000;

const CURRENCY_REAL = '9';

export type BoletoInput = {
  bank: string;
  amountCentavos: number;
  dueDate: string;
  freeField: string;
};

export type ParsedBoleto =
  | {
      ok: true;
      bank: string;
      dueDate: string;
      amountCentavos: number;
      freeField: string;
      barcode: string;
      digitableLine: string;
    }
  | { ok: false; message: string };

export function dueDateFactor(date: string): string {
  const days = daysSinceFactorBase(date);
  if (days < FACTOR_MIN) throw new RangeError('Boleto due dates start on 2000-07-03 (factor 1000).');
  // FEBRABAN restarts the count at 1000 after 9999 (2025-02-21 → 9999, 2025-02-22 → 1000).
  return String(((days - FACTOR_MIN) % FACTOR_CYCLE) + FACTOR_MIN);
}

// Module 10 of the digitable line's fields: weights 2,1 from the right, digits of each product summed.
export function fieldCheckDigit(digits: string): string {
  let sum = 0;
  Array.from(digits)
    .reverse()
    .forEach((digit, i) => {
      const product = Number(digit) * (i % 2 === 0 ? 2 : 1);
      sum += Math.floor(product / 10) + (product % 10);
    });
  return String((10 - (sum % 10)) % 10);
}

// Module 11 of the barcode: weights 2..9 from the right; 0, 10 and 11 all become 1.
export function barcodeCheckDigit(digits43: string): string {
  let sum = 0;
  Array.from(digits43)
    .reverse()
    .forEach((digit, i) => {
      sum += Number(digit) * ((i % 8) + 2);
    });
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 10 || dv === 11 ? '1' : String(dv);
}

export function buildBoletoBarcode(input: BoletoInput): string {
  if (!/^\d{3}$/.test(input.bank)) throw new RangeError('The bank code must have 3 digits.');
  if (!/^\d{25}$/.test(input.freeField)) throw new RangeError('The free field must have 25 digits.');
  if (
    !Number.isSafeInteger(input.amountCentavos) ||
    input.amountCentavos < 0 ||
    input.amountCentavos > 9_999_999_999
  ) {
    throw new RangeError('The boleto amount must be a whole number of centavos with at most 10 digits.');
  }
  const withoutDv =
    input.bank +
    CURRENCY_REAL +
    dueDateFactor(input.dueDate) +
    String(input.amountCentavos).padStart(10, '0') +
    input.freeField;
  return withoutDv.slice(0, 4) + barcodeCheckDigit(withoutDv) + withoutDv.slice(4);
}

function digitsOnly(lineOrBarcode: string): string {
  return lineOrBarcode.replace(/[\s.-]/g, '');
}

export function barcodeToDigitableLine(barcode: string): string {
  if (!/^\d{44}$/.test(barcode)) throw new RangeError('Código de barras inválido.');
  const field1 = barcode.slice(0, 4) + barcode.slice(19, 24);
  const field2 = barcode.slice(24, 34);
  const field3 = barcode.slice(34, 44);
  return (
    field1 +
    fieldCheckDigit(field1) +
    field2 +
    fieldCheckDigit(field2) +
    field3 +
    fieldCheckDigit(field3) +
    barcode.slice(4, 5) +
    barcode.slice(5, 19)
  );
}

export function digitableLineToBarcode(line: string): string {
  const digits = digitsOnly(line);
  if (!/^\d{47}$/.test(digits)) throw new RangeError('Linha digitável inválida.');
  return (
    digits.slice(0, 4) +
    digits.slice(32, 33) +
    digits.slice(33, 47) +
    digits.slice(4, 9) +
    digits.slice(10, 20) +
    digits.slice(21, 31)
  );
}

// Shared with the browser, which shows the same line.
export { formatDigitableLine } from '../../../domain/boleto-line';

export function parseBoleto(lineOrBarcode: string, reference?: string): ParsedBoleto {
  const digits = typeof lineOrBarcode === 'string' ? digitsOnly(lineOrBarcode) : '';
  if (!/^\d+$/.test(digits)) return { ok: false, message: 'Linha digitável inválida.' };
  if (digits.startsWith('8') && (digits.length === 44 || digits.length === 48)) {
    return { ok: false, message: 'Boletos de arrecadação (contas de consumo e tributos) não são aceitos.' };
  }

  let barcode: string;
  if (digits.length === 47) {
    const fields = [digits.slice(0, 10), digits.slice(10, 21), digits.slice(21, 32)];
    for (const [i, field] of fields.entries()) {
      if (fieldCheckDigit(field.slice(0, -1)) !== field.slice(-1)) {
        return {
          ok: false,
          message: `Linha digitável inválida: o dígito verificador do campo ${i + 1} não confere.`,
        };
      }
    }
    barcode = digitableLineToBarcode(digits);
  } else if (digits.length === 44) {
    barcode = digits;
  } else {
    return { ok: false, message: 'Linha digitável inválida.' };
  }

  if (barcodeCheckDigit(barcode.slice(0, 4) + barcode.slice(5)) !== barcode[4]) {
    return {
      ok: false,
      message:
        digits.length === 47
          ? 'Linha digitável inválida: o dígito verificador geral não confere.'
          : 'Código de barras inválido: o dígito verificador não confere.',
    };
  }
  if (barcode[3] !== CURRENCY_REAL) return { ok: false, message: 'Somente boletos em reais são aceitos.' };
  const factor = barcode.slice(5, 9);
  if (Number(factor) < FACTOR_MIN) {
    return { ok: false, message: 'Boleto sem data de vencimento não é aceito.' };
  }
  let dueDate: string;
  try {
    dueDate = dueDateFromFactor(factor, reference);
  } catch {
    return { ok: false, message: 'Data de referência inválida.' };
  }
  return {
    ok: true,
    bank: barcode.slice(0, 3),
    dueDate,
    amountCentavos: Number(barcode.slice(9, 19)),
    freeField: barcode.slice(19),
    barcode,
    digitableLine: barcodeToDigitableLine(barcode),
  };
}
