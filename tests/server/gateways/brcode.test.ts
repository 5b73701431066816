import { describe, expect, it } from 'vitest';
import { buildPixBrCode, crc16ccittFalse, parsePixBrCode } from '../../../server/gateways/payment/brcode';

// Static example from the Banco Central's "Manual de Padrões para Iniciação do Pix".
const BCB_STATIC_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

// A dynamic code issued by a PSP (URL in 26-25, no field 01), as found in the wild.
const PSP_DYNAMIC_EXAMPLE =
  '00020126850014br.gov.bcb.pix2563pix.voluti.com.br/qr/v3/at/c75d8412-3935-49d1-9d80-6435716962665204000053039865802BR5925SMARTPAY_SERVICOS_DIGITAI6013FLORIANOPOLIS62070503***6304575A';

describe('crc16ccittFalse', () => {
  it('matches the catalogue check value of CRC-16/CCITT-FALSE for "123456789"', () => {
    expect(crc16ccittFalse('123456789')).toBe('29B1');
  });

  it('pads to four uppercase hex digits', () => {
    expect(crc16ccittFalse('')).toBe('FFFF');
    expect(crc16ccittFalse('123456789')).toMatch(/^[0-9A-F]{4}$/);
  });

  it('reproduces the CRC of the Banco Central example over everything up to and including "6304"', () => {
    expect(crc16ccittFalse(BCB_STATIC_EXAMPLE.slice(0, -4))).toBe('1D3D');
  });
});

describe('parsePixBrCode', () => {
  it('parses the Banco Central static example', () => {
    const parsed = parsePixBrCode(BCB_STATIC_EXAMPLE);
    expect(parsed.valid).toBe(true);
    expect(parsed.fields).toEqual({
      '00': '01',
      '26': '0014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000',
      '52': '0000',
      '53': '986',
      '58': 'BR',
      '59': 'Fulano de Tal',
      '60': 'BRASILIA',
      '62': '0503***',
      '63': '1D3D',
    });
    expect(parsed.merchantAccount).toEqual({
      '00': 'br.gov.bcb.pix',
      '01': '123e4567-e12b-12d1-a456-426655440000',
    });
    expect(parsed.additionalData).toEqual({ '05': '***' });
    expect(parsed.key).toBe('123e4567-e12b-12d1-a456-426655440000');
    expect(parsed.merchantName).toBe('Fulano de Tal');
    expect(parsed.merchantCity).toBe('BRASILIA');
    expect(parsed.txid).toBe('***');
    expect(parsed.amount).toBeUndefined();
  });

  it('accepts a dynamic code issued by a PSP', () => {
    const parsed = parsePixBrCode(PSP_DYNAMIC_EXAMPLE);
    expect(parsed.valid).toBe(true);
    expect(parsed.url).toBe('pix.voluti.com.br/qr/v3/at/c75d8412-3935-49d1-9d80-643571696266');
    expect(parsed.merchantName).toBe('SMARTPAY_SERVICOS_DIGITAI');
    expect(parsed.merchantCity).toBe('FLORIANOPOLIS');
  });

  it('rejects a wrong CRC', () => {
    const corrupted = BCB_STATIC_EXAMPLE.slice(0, -4) + '1D3E';
    const parsed = parsePixBrCode(corrupted);
    expect(parsed.valid).toBe(false);
    expect(parsed.error).toMatch(/CRC/);
    expect(parsed.merchantName).toBe('Fulano de Tal');
  });

  it('rejects a changed value under an unchanged CRC', () => {
    const tampered = BCB_STATIC_EXAMPLE.replace('Fulano de Tal', 'Fulano de Sal');
    expect(parsePixBrCode(tampered).valid).toBe(false);
  });

  it('accepts a lowercase CRC', () => {
    expect(parsePixBrCode(BCB_STATIC_EXAMPLE.slice(0, -4) + '1d3d').valid).toBe(true);
  });

  it.each([
    '',
    'garbage',
    '0002',
    '000201',
    '00020126',
    '000201269',
    BCB_STATIC_EXAMPLE.slice(0, -1),
    BCB_STATIC_EXAMPLE + '0',
    '0002012604abcd6304FFFF',
    '000201000201' + '6304',
  ])('returns valid:false for malformed input %j without throwing', (input) => {
    expect(parsePixBrCode(input).valid).toBe(false);
  });

  it('does not throw on non-string input', () => {
    expect(parsePixBrCode(undefined as unknown as string).valid).toBe(false);
  });

  it('rejects a well-formed EMV code with a correct CRC that is not a Pix', () => {
    const payload =
      '000201' +
      '2621' +
      '0012br.gov.other' +
      '0101k' +
      '52040000' +
      '5303986' +
      '5802BR' +
      '5901X' +
      '6001Y' +
      '62070503***' +
      '6304';
    expect(parsePixBrCode(payload + crc16ccittFalse(payload)).valid).toBe(false);
  });
});

describe('buildPixBrCode', () => {
  it('rebuilds the Banco Central example from its parsed fields', () => {
    const parsed = parsePixBrCode(BCB_STATIC_EXAMPLE);
    const rebuilt = buildPixBrCode({
      key: parsed.key,
      merchantName: parsed.merchantName,
      merchantCity: parsed.merchantCity,
      txid: parsed.txid ?? '',
    });
    expect(rebuilt).toBe(BCB_STATIC_EXAMPLE);
  });

  it('round-trips a dynamic charge with an amount', () => {
    const code = buildPixBrCode({
      url: 'pix.quita.example/qr/v2/cobv/9d36b84fc70b478fb95c12729b90ca25',
      amountCentavos: 12345,
      merchantName: 'Associação de Moradores',
      merchantCity: 'Niterói',
      txid: '***',
    });
    expect(code.startsWith('000201010212')).toBe(true);
    expect(code).toContain('5406123.45');
    expect(code).toContain('5923Associacao de Moradores');
    expect(code).toContain('6007Niteroi');
    expect(code).toMatch(/6304[0-9A-F]{4}$/);
    expect(crc16ccittFalse(code.slice(0, -4))).toBe(code.slice(-4));

    const parsed = parsePixBrCode(code);
    expect(parsed.valid).toBe(true);
    expect(parsed.fields['01']).toBe('12');
    expect(parsed.url).toBe('pix.quita.example/qr/v2/cobv/9d36b84fc70b478fb95c12729b90ca25');
    expect(parsed.key).toBeUndefined();
    expect(parsed.amount).toBe(123.45);
    expect(parsed.amountCentavos).toBe(12345);
    expect(parsed.txid).toBe('***');
    expect(
      buildPixBrCode({
        url: parsed.url,
        amountCentavos: parsed.amountCentavos,
        merchantName: parsed.merchantName,
        merchantCity: parsed.merchantCity,
        txid: parsed.txid ?? '',
      }),
    ).toBe(code);
  });

  it('round-trips a static charge with amount, description and txid', () => {
    const code = buildPixBrCode({
      key: 'financeiro@quita.com.br',
      amountCentavos: 5000,
      merchantName: 'Condomínio Jardim',
      merchantCity: 'São Paulo',
      txid: 'QUITA2026ABC',
      description: 'Mensalidade março',
    });
    expect(code).toContain('540550.00');
    expect(code).toContain('62160512QUITA2026ABC');

    const parsed = parsePixBrCode(code);
    expect(parsed.valid).toBe(true);
    expect(parsed.fields['01']).toBeUndefined();
    expect(parsed.key).toBe('financeiro@quita.com.br');
    expect(parsed.description).toBe('Mensalidade marco');
    expect(parsed.amountCentavos).toBe(5000);
    expect(parsed.merchantName).toBe('Condominio Jardim');
    expect(parsed.merchantCity).toBe('Sao Paulo');
    expect(parsed.txid).toBe('QUITA2026ABC');
  });

  it('formats centavos without floating-point drift', () => {
    const amounts: [number, string][] = [
      [1, '0.01'],
      [10, '0.10'],
      [29, '0.29'],
      [100, '1.00'],
      [1_000_007, '10000.07'],
    ];
    for (const [centavos, text] of amounts) {
      const code = buildPixBrCode({
        key: 'k',
        amountCentavos: centavos,
        merchantName: 'A',
        merchantCity: 'B',
        txid: '***',
      });
      expect(code).toContain(`54${String(text.length).padStart(2, '0')}${text}`);
      expect(parsePixBrCode(code).amountCentavos).toBe(centavos);
    }
  });

  it('strips accents and truncates the merchant name to 25 and the city to 15 characters', () => {
    const code = buildPixBrCode({
      key: 'chave',
      merchantName: 'José da Conceição Associação Moradores',
      merchantCity: 'São José dos Campos',
      txid: '***',
    });
    expect(code).toContain('5925Jose da Conceicao Associa');
    expect(code).toContain('6015Sao Jose dos Ca');
    expect(parsePixBrCode(code).valid).toBe(true);
  });

  it('throws on values too long for their field', () => {
    const base = { merchantName: 'A', merchantCity: 'B', txid: '***' };
    // 26 = GUI (4 + 14) + key (4 + n) must stay within 99, so keys can have at most 77 characters.
    expect(() => buildPixBrCode({ ...base, key: 'k'.repeat(77) })).not.toThrow();
    expect(() => buildPixBrCode({ ...base, key: 'k'.repeat(78) })).toThrow(RangeError);
    expect(() => buildPixBrCode({ ...base, key: 'k'.repeat(40), description: 'd'.repeat(40) })).toThrow(
      RangeError,
    );
  });

  it('throws on inconsistent input', () => {
    const base = { merchantName: 'A', merchantCity: 'B', txid: '***' };
    expect(() => buildPixBrCode(base)).toThrow();
    expect(() => buildPixBrCode({ ...base, key: 'k', url: 'u' })).toThrow();
    expect(() => buildPixBrCode({ ...base, key: 'k', txid: 'has-dash' })).toThrow();
    expect(() => buildPixBrCode({ ...base, key: 'k', txid: 'A'.repeat(26) })).toThrow();
    expect(() => buildPixBrCode({ ...base, key: 'k', amountCentavos: 0 })).toThrow();
    expect(() => buildPixBrCode({ ...base, key: 'k', amountCentavos: 1.5 })).toThrow();
    expect(() => buildPixBrCode({ ...base, key: 'k', merchantName: '   ' })).toThrow();
  });
});
