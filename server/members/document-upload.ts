import { FILE_MAX_BYTES } from '../../domain/constants';
import { DOCUMENT_MIMES, normalizeDeclaredMime, sniffFileType } from '../../domain/file-type';
import { fileTooBig, fileWrongType } from '../../domain/messages';
import { failed, succeeded, type Outcome } from '../../domain/outcome';
import type { DecodedDocument } from '../uploads/decoded-document';

const DATA_URL_HEADER_RE = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)?(?:;[a-z0-9.+-]+=[^;,]*)*;base64$/i;
const BASE64_RE = /^[A-Za-z0-9+/]*={0,2}$/;

/** Bytes that base64 text decodes to, known without decoding it. */
export function base64DecodedSize(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor(((base64.length - padding) * 3) / 4);
}

/**
 * A registration document from its data URL. The size is judged from the text length before
 * anything is decoded, and the type from the content's magic bytes, which must agree with the
 * type the browser declared (a PNG renamed to .pdf is refused).
 */
export function decodeDocument(
  file: { fileName: string; dataUrl: string; declaredType: string },
  maxBytes: number = FILE_MAX_BYTES,
): Outcome<DecodedDocument> {
  const wrongType = failed(fileWrongType(file.fileName));
  const { dataUrl } = file;
  const comma = dataUrl.indexOf(',');
  const header = comma >= 0 ? dataUrl.slice(0, comma) : '';
  const headerMatch = DATA_URL_HEADER_RE.exec(header);
  if (!headerMatch) return wrongType;

  const base64 = dataUrl.slice(comma + 1);
  if (base64DecodedSize(base64) > maxBytes) return failed(fileTooBig(file.fileName));
  if (base64.length === 0 || !BASE64_RE.test(base64)) return wrongType;

  const content = Buffer.from(base64, 'base64');
  const mime = sniffFileType(content);
  if (!mime || !DOCUMENT_MIMES.includes(mime)) return wrongType;
  const declared = [file.declaredType, headerMatch[1]]
    .filter((t): t is string => !!t)
    .map(normalizeDeclaredMime);
  if (declared.length === 0 || declared.some((t) => t !== mime)) return wrongType;
  return succeeded({ fileName: file.fileName, mime, size: content.length, content, uploadId: null });
}
