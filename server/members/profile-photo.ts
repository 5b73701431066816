import { MAX_PHOTO_BYTES } from '../../domain/limits';
import { normalizeDeclaredMime, sniffFileType, type SniffedMime } from '../../domain/file-type';
import { PROFILE_MSG } from '../../domain/profile-messages';
import { base64DecodedSize } from './document-upload';

const PHOTO_MIMES: readonly SniffedMime[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

export type PhotoResult = { ok: true; mime: SniffedMime; content: Buffer } | { ok: false; message: string };

const HEADER_RE = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)(?:;[a-z0-9.+-]+=[^;,]*)*;base64$/i;
const BASE64_RE = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * A profile photo from its data URL: its size judged from the text length before anything is
 * decoded, its type from the magic bytes, which must agree with the type the data URL declares.
 * No SVG: an image that can carry script is not served back to browsers.
 */
export function decodeProfilePhoto(dataUrl: string, maxBytes = MAX_PHOTO_BYTES): PhotoResult {
  const wrongType = { ok: false, message: PROFILE_MSG.photoWrongType } as const;
  const comma = dataUrl.indexOf(',');
  const header = HEADER_RE.exec(comma >= 0 ? dataUrl.slice(0, comma) : '');
  if (!header) return wrongType;
  const base64 = dataUrl.slice(comma + 1);
  if (base64DecodedSize(base64) > maxBytes) return { ok: false, message: PROFILE_MSG.photoTooBig };
  if (base64.length === 0 || !BASE64_RE.test(base64)) return wrongType;

  const content = Buffer.from(base64, 'base64');
  const mime = sniffFileType(content);
  if (!mime || !PHOTO_MIMES.includes(mime) || normalizeDeclaredMime(header[1]!) !== mime) return wrongType;
  return { ok: true, mime, content };
}
