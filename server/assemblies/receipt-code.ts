import { randomBytes } from 'node:crypto';
import { CODE_ALPHABET } from '../../domain/verification-code';

const RECEIPT_LENGTH = 12;

/**
 * A vote's receipt: 60 random bits, drawn apart from anything of the member or the moment, shown
 * once to the voter as XXXX-XXXX-XXXX and published in the tally after closing.
 */
export function newReceiptCode(): string {
  const chars = [...randomBytes(RECEIPT_LENGTH)].map((b) => CODE_ALPHABET[b % 32]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}
