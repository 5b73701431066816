import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

// A file name as a quoted-string and as RFC 5987 UTF-8, so accents survive and nothing breaks the header.
const inlineDisposition = (fileName: string) =>
  `inline; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** A member's file (a document, a proof), shown inline, never cached, never sniffed. */
export function sendPrivateFile(
  reply: FastifyReply,
  file: { fileName: string; mime: string; size: number },
  body: Readable | Buffer,
) {
  return reply
    .header('content-type', file.mime)
    .header('content-length', file.size)
    .header('content-disposition', inlineDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(body);
}
