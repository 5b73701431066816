import { mkdtempSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver, { type S3rverContext } from 's3rver';
import type { UploadBucketSettings } from '../../../server/config';

/** One S3 call as the server saw it: `PUT bucket/key?partNumber&uploadId`. */
export type S3Call = string;

export interface LocalS3 {
  /** The app's UPLOAD_S3_* settings for this server and its bucket. */
  settings: UploadBucketSettings;
  /** The calls received so far, in order. */
  calls: S3Call[];
  /** Keys of the bucket's objects, sorted. */
  keys(): Promise<string[]>;
  object(key: string): Promise<Buffer>;
  /** Multipart uploads begun and neither completed nor aborted. */
  openMultipartUploads(): Promise<string[]>;
  close(): Promise<void>;
}

const BUCKET = 'quita-uploads';
// s3rver's fixed credentials; it checks every request's SigV4 signature against them.
const ACCESS_KEY = 'S3RVER';

const xmlEscape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function noSuchUpload(ctx: S3rverContext) {
  ctx.status = 404;
  ctx.type = 'application/xml';
  ctx.body =
    '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchUpload</Code>' +
    '<Message>The specified multipart upload does not exist.</Message></Error>';
}

async function listParts(ctx: S3rverContext, uploadDir: string, bucket: string, key: string) {
  const names = (await readdir(uploadDir)).filter((name) => /^\d+$/.test(name));
  const parts = await Promise.all(
    names.map(async (name) => {
      const { size, mtime } = await stat(join(uploadDir, name));
      const md5 = (await readFile(join(uploadDir, `${name}.md5`), 'utf8')).trim();
      return { number: Number(name), size, mtime, md5 };
    }),
  );
  parts.sort((a, b) => a.number - b.number);
  ctx.type = 'application/xml';
  ctx.body =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
    `<Bucket>${xmlEscape(bucket)}</Bucket><Key>${xmlEscape(key)}</Key>` +
    `<UploadId>${xmlEscape(String(ctx.query.uploadId))}</UploadId><IsTruncated>false</IsTruncated>` +
    parts
      .map(
        (p) =>
          `<Part><PartNumber>${p.number}</PartNumber><LastModified>${p.mtime.toISOString()}</LastModified>` +
          `<ETag>"${p.md5}"</ETag><Size>${p.size}</Size></Part>`,
      )
      .join('') +
    '</ListPartsResult>';
}

/**
 * A real S3 server (s3rver: objects, multipart create/part/complete, DeleteObjects, SigV4) on a
 * free loopback port, with one bucket. s3rver lacks two calls @tus/s3-store makes, ListParts and
 * AbortMultipartUpload (jamhall/s3rver#330); they are answered here from the parts s3rver keeps
 * on disk, as S3 does: NoSuchUpload once the upload was completed or aborted.
 */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'quita-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const calls: S3Call[] = [];
  const uploadsDir = () => server.store.getResourcePath(BUCKET, undefined, 'uploads');

  server.middleware.unshift(async (ctx, next) => {
    // x-id names the SDK's operation; the other parameters' names say what S3 does.
    const query = Object.keys(ctx.query)
      .filter((name) => name !== 'x-id')
      .sort()
      .join('&');
    calls.push(`${ctx.method} ${decodeURIComponent(ctx.path.slice(1))}${query ? `?${query}` : ''}`);
    const uploadId = ctx.query.uploadId;
    const [, bucket = '', ...rest] = ctx.path.split('/');
    if (typeof uploadId !== 'string' || !/^[a-f0-9]+$/.test(uploadId) || rest.length === 0) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'DELETE') return next();
    const uploadDir = join(uploadsDir(), uploadId);
    if (!(await stat(uploadDir).catch(() => null))) return noSuchUpload(ctx);
    if (ctx.method === 'GET') return listParts(ctx, uploadDir, bucket, decodeURIComponent(rest.join('/')));
    await rm(uploadDir, { recursive: true });
    ctx.status = 204;
  });

  const address: AddressInfo = await server.run();
  const objectSuffix = '._S3rver_object';

  async function keys(dir = join(directory, BUCKET), prefix = ''): Promise<string[]> {
    const entries = await readdir(dir, { withFileTypes: true });
    const found = await Promise.all(
      entries.map(async (entry) => {
        if (entry.isDirectory()) {
          return entry.name.includes('._S3rver_')
            ? []
            : keys(join(dir, entry.name), `${prefix}${entry.name}/`);
        }
        return entry.name.endsWith(objectSuffix) ? [prefix + entry.name.slice(0, -objectSuffix.length)] : [];
      }),
    );
    return found.flat().sort();
  }

  return {
    settings: {
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${address.port}`,
      accessKeyId: ACCESS_KEY,
      secretAccessKey: ACCESS_KEY,
    },
    calls,
    keys: () => keys(),
    object: (key) => readFile(server.store.getResourcePath(BUCKET, key, 'object')),
    openMultipartUploads: async () => (await readdir(uploadsDir()).catch(() => [])).sort(),
    close: async () => {
      // The SDK's keep-alive sockets would hold close() open until they idle out.
      server.httpServer.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
