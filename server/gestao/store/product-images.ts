import { MAX_IMAGE_BYTES } from '../../../domain/contract/gestao-store';
import { sniffFileType, type SniffedMime } from '../../../domain/file-type';
import { base64DecodedSize } from '../../members/document-upload';

const IMAGE_MIMES: readonly SniffedMime[] = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/** An uploaded image, judged by its bytes (never by a declared type): PNG, JPEG, WebP or GIF. */
export function decodeImage(base64: string): { mime: SniffedMime; bytes: Buffer } | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) return null;
  if (base64DecodedSize(base64) > MAX_IMAGE_BYTES) return null;
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) return null;
  const mime = sniffFileType(bytes);
  return mime && IMAGE_MIMES.includes(mime) ? { mime, bytes } : null;
}
