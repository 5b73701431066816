import { buildPixBrCode, parsePixBrCode } from './brcode';
import type { CreatePixInput } from './payment-gateway';

export const SANDBOX_PIX_URL_BASE = 'pix.sandbox.quita.app/qr/v2/';

/** Field 26 of a BR Code holds at most 99 characters: the URL leaves this much for the description. */
const PIX_ACCOUNT_MAX = 99;

function plainAscii(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .trim();
}

/** The description rides in the BR Code only as far as field 26 has room for it. */
function descriptionThatFits(description: string, url: string): string | undefined {
  const used = '0014br.gov.bcb.pix'.length + 4 + url.length;
  const room = PIX_ACCOUNT_MAX - used - 4;
  const text = plainAscii(description).slice(0, Math.max(0, room)).trim();
  return text === '' ? undefined : text;
}

/** The dynamic BR Code of a sandbox charge: its URL names the charge that paying it settles. */
export function sandboxBrCode(
  chargeId: string,
  input: Pick<CreatePixInput, 'amountCentavos' | 'description' | 'txid' | 'merchantName' | 'merchantCity'>,
): string {
  const url = SANDBOX_PIX_URL_BASE + chargeId;
  return buildPixBrCode({
    url,
    amountCentavos: input.amountCentavos,
    merchantName: input.merchantName,
    merchantCity: input.merchantCity,
    txid: input.txid,
    description: descriptionThatFits(input.description, url),
  });
}

/** The sandbox charge a BR Code of ours pays (the id route of the simulated bank), or undefined. */
export function sandboxChargeOfBrCode(brCode: string): string | undefined {
  const { valid, url } = parsePixBrCode(brCode);
  return valid && url?.startsWith(SANDBOX_PIX_URL_BASE) ? url.slice(SANDBOX_PIX_URL_BASE.length) : undefined;
}
