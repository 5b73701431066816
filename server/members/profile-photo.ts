import { MAX_PHOTO_BYTES } from '../../domain/limits';
import { normalizeDeclaredMime, sniffFileType, type SniffedMime } from '../../domain/file-type';
import { failed, succeeded, type Outcome } from '../../domain/outcome';
import { PROFILE_MSG } from '../../domain/profile-messages';
import { base64DecodedSize } from './document-upload';

const PHOTO_MIMES: readonly SniffedMime[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

const HEADER_RE = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)(?:;[a-z0-9.+-]+=[^;,]*)*;base64$/i;
const BASE64_RE = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * A profile photo from its data URL: its size judged from the text length before anything is
 * decoded, its type from the magic bytes, which must agree with the type the data URL declares.
 * No SVG: an image that can carry script is not served back to browsers.
 */
export function decodeProfilePhoto(
  dataUrl: string,
  maxBytes = MAX_PHOTO_BYTES,
): Outcome<{ mime: SniffedMime; content: Buffer }> {
  const wrongType = failed(PROFILE_MSG.photoWrongType);
  const comma = dataUrl.indexOf(',');
  const header = HEADER_RE.exec(comma >= 0 ? dataUrl.slice(0, comma) : '');
  if (!header) return wrongType;
  const base64 = dataUrl.slice(comma + 1);
  if (base64DecodedSize(base64) > maxBytes) return failed(PROFILE_MSG.photoTooBig);
  if (base64.length === 0 || !BASE64_RE.test(base64)) return wrongType;

  const content = Buffer.from(base64, 'base64');
  const mime = sniffFileType(content);
  if (!mime || !PHOTO_MIMES.includes(mime) || normalizeDeclaredMime(header[1]!) !== mime) return wrongType;
  return succeeded({ mime, content });
}
