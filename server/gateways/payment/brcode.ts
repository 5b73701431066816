const PIX_GUI = 'br.gov.bcb.pix';
const MAX_FIELD_LENGTH = 99;
const MAX_NAME_LENGTH = 25;
const MAX_CITY_LENGTH = 15;
const MAX_AMOUNT_LENGTH = 13;

export type PixBrCodeInput = {
  key?: string;
  url?: string;
  amountCentavos?: number;
  merchantName: string;
  merchantCity: string;
  txid: string;
  description?: string;
};

export type ParsedPixBrCode = {
  valid: boolean;
  error?: string;
  fields: Record<string, string>;
  merchantAccount: Record<string, string>;
  additionalData: Record<string, string>;
  key?: string;
  url?: string;
  description?: string;
  amount?: number;
  amountCentavos?: number;
  merchantName: string;
  merchantCity: string;
  txid?: string;
};

export function crc16ccittFalse(s: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(s)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function charLength(value: string): number {
  return Array.from(value).length;
}

function tlv(id: string, value: string): string {
  const length = charLength(value);
  if (length === 0) throw new RangeError(`BR Code field ${id} is empty.`);
  if (length > MAX_FIELD_LENGTH) {
    throw new RangeError(
      `BR Code field ${id} is ${length} characters long; the maximum is ${MAX_FIELD_LENGTH}.`,
    );
  }
  return `${id}${String(length).padStart(2, '0')}${value}`;
}

// Readers disagree on whether lengths count bytes or characters; plain ASCII makes both the same.
function toPlainAscii(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .trim();
}

function truncate(value: string, max: number): string {
  return value.slice(0, max).trimEnd();
}

function formatAmount(amountCentavos: number): string {
  if (!Number.isSafeInteger(amountCentavos) || amountCentavos <= 0) {
    throw new RangeError('The Pix amount must be a positive whole number of centavos.');
  }
  const text = `${Math.floor(amountCentavos / 100)}.${String(amountCentavos % 100).padStart(2, '0')}`;
  if (text.length > MAX_AMOUNT_LENGTH) throw new RangeError('The Pix amount is too large.');
  return text;
}

function validateTxid(txid: string): void {
  if (txid !== '***' && !/^[A-Za-z0-9]{1,25}$/.test(txid)) {
    throw new RangeError('The Pix txid must be "***" or 1 to 25 letters and digits.');
  }
}

export function buildPixBrCode(input: PixBrCodeInput): string {
  const { key, url } = input;
  if ((key === undefined) === (url === undefined)) {
    throw new RangeError('A Pix BR Code needs either a key (static) or a url (dynamic), not both.');
  }
  validateTxid(input.txid);
  const merchantName = truncate(toPlainAscii(input.merchantName), MAX_NAME_LENGTH);
  const merchantCity = truncate(toPlainAscii(input.merchantCity), MAX_CITY_LENGTH);

  const account =
    tlv('00', PIX_GUI) +
    (url !== undefined ? tlv('25', url) : tlv('01', key ?? '')) +
    (input.description !== undefined && toPlainAscii(input.description) !== ''
      ? tlv('02', toPlainAscii(input.description))
      : '');

  const payload =
    tlv('00', '01') +
    (url !== undefined ? tlv('01', '12') : '') +
    tlv('26', account) +
    tlv('52', '0000') +
    tlv('53', '986') +
    (input.amountCentavos !== undefined ? tlv('54', formatAmount(input.amountCentavos)) : '') +
    tlv('58', 'BR') +
    tlv('59', merchantName) +
    tlv('60', merchantCity) +
    tlv('62', tlv('05', input.txid)) +
    '6304';
  return payload + crc16ccittFalse(payload);
}

function parseTlv(text: string): Record<string, string> | null {
  const chars = Array.from(text);
  const fields: Record<string, string> = {};
  let i = 0;
  while (i < chars.length) {
    const header = chars.slice(i, i + 4).join('');
    if (!/^\d{4}$/.test(header)) return null;
    const id = header.slice(0, 2);
    const length = Number(header.slice(2));
    const end = i + 4 + length;
    if (length === 0 || end > chars.length || id in fields) return null;
    fields[id] = chars.slice(i + 4, end).join('');
    i = end;
  }
  return fields;
}

function parseAmountCentavos(text: string): number | null {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function parsePixBrCode(code: string): ParsedPixBrCode {
  const result: ParsedPixBrCode = {
    valid: false,
    fields: {},
    merchantAccount: {},
    additionalData: {},
    merchantName: '',
    merchantCity: '',
  };
  const invalid = (error: string): ParsedPixBrCode => ({ ...result, valid: false, error });

  if (typeof code !== 'string') return invalid('O código Pix não é um texto.');
  const fields = parseTlv(code);
  if (!fields) return invalid('Estrutura do código Pix malformada.');
  result.fields = fields;

  const merchantAccount = parseTlv(fields['26'] ?? '');
  const additionalData = parseTlv(fields['62'] ?? '');
  if (!merchantAccount || !additionalData) return invalid('Estrutura do código Pix malformada.');
  result.merchantAccount = merchantAccount;
  result.additionalData = additionalData;

  result.merchantName = fields['59'] ?? '';
  result.merchantCity = fields['60'] ?? '';
  if (merchantAccount['01'] !== undefined) result.key = merchantAccount['01'];
  if (merchantAccount['25'] !== undefined) result.url = merchantAccount['25'];
  if (merchantAccount['02'] !== undefined) result.description = merchantAccount['02'];
  if (additionalData['05'] !== undefined) result.txid = additionalData['05'];
  if (fields['54'] !== undefined) {
    const centavos = parseAmountCentavos(fields['54']);
    if (centavos === null) return invalid('Valor do código Pix inválido.');
    result.amountCentavos = centavos;
    result.amount = centavos / 100;
  }

  if (!code.startsWith('000201')) return invalid('O código Pix deve começar pelo campo 00 = 01.');
  if (!/6304[0-9A-Fa-f]{4}$/.test(code)) return invalid('O código Pix deve terminar pelo CRC (campo 63).');
  if (crc16ccittFalse(code.slice(0, -4)) !== code.slice(-4).toUpperCase()) {
    return invalid('CRC do código Pix não confere.');
  }
  if (merchantAccount['00']?.toLowerCase() !== PIX_GUI) return invalid('O código não é um Pix.');
  if (result.key === undefined && result.url === undefined)
    return invalid('O código Pix não tem chave nem URL.');
  for (const id of ['52', '53', '58', '59', '60']) {
    if (fields[id] === undefined) return invalid(`Campo ${id} ausente no código Pix.`);
  }
  return { ...result, valid: true };
}
