import { randomBytes } from 'node:crypto';
import { Server } from '@tus/server';
import type { FastifyBaseLogger } from 'fastify';
import { FILE_MAX_BYTES, VIDEO_MAX_BYTES } from '../../domain/constants';
import { UPLOAD_TOKEN_HEADER, UPLOADS_PATH, UploadId, UploadKind } from '../../domain/contract/uploads';
import { DOCUMENT_MIMES, sniffFileType, VIDEO_MIMES } from '../../domain/file-type';
import { fileTooBig, fileWrongType, videoTooBig, videoWrongType } from '../../domain/messages';
import { UPLOAD_MSG } from '../../domain/upload-messages';
import type { Db } from '../db/client';
import { ERRORS } from '../error-messages';
import { readHead, type UploadStore } from './upload-store';
import { readUploadToken } from './upload-token';
import {
  findUpload,
  flowUploadCount,
  forgetUpload,
  markUploadComplete,
  MAX_UPLOADS_PER_FLOW,
  recordUpload,
} from './uploads';

interface TusDeps {
  db: Db;
  store: UploadStore;
  secret: string;
  log: FastifyBaseLogger;
}

/** Enough for every signature domain/file-type.ts knows (MP4's brand ends at byte 12). */
const SNIFF_BYTES = 64;

const LIMITS = {
  document: { maxBytes: FILE_MAX_BYTES, tooBig: fileTooBig, wrongType: fileWrongType, mimes: DOCUMENT_MIMES },
  video: { maxBytes: VIDEO_MAX_BYTES, tooBig: videoTooBig, wrongType: videoWrongType, mimes: VIDEO_MIMES },
} as const;

/** What the tus server answers when a hook throws it: our one error shape, in pt-BR. */
const refusal = (status: number, message: string) => ({
  status_code: status,
  body: JSON.stringify({ ok: false, message }),
});

const isOurs = (body: string) => body.startsWith('{"ok":false');

/**
 * The tus server of /api/uploads/files. A flow's upload token (header Upload-Token) creates
 * uploads and is the only key that continues them; the declared Upload-Length is judged against
 * the kind's limit before any byte is stored, and the first bytes against its types once the last
 * byte arrived (refused: the file is deleted).
 */
export function createTusServer({ db, store, secret, log }: TusDeps): Server {
  const flowOf = (req: Request) => readUploadToken(secret, req.headers.get(UPLOAD_TOKEN_HEADER));
  return new Server({
    path: UPLOADS_PATH,
    datastore: store.datastore,
    relativeLocation: true,
    allowedHeaders: [UPLOAD_TOKEN_HEADER],
    disableTerminationForFinishedUploads: true,
    namingFunction: () => randomBytes(16).toString('hex'),

    async onIncomingRequest(req, id) {
      if (req.method === 'POST') return; // a new upload: onUploadCreate judges it
      const flow = flowOf(req);
      const row = UploadId.safeParse(id).success ? await findUpload(db, id) : undefined;
      if (!flow || !row || row.flowId !== flow.flowId) throw refusal(404, UPLOAD_MSG.notFound);
    },

    async onUploadCreate(req, upload) {
      const flow = flowOf(req);
      if (!flow) throw refusal(401, UPLOAD_MSG.tokenInvalid);
      const kind = UploadKind.safeParse(upload.metadata?.kind);
      if (!kind.success) throw refusal(400, UPLOAD_MSG.unknownKind);
      const fileName = (upload.metadata?.filename ?? '').trim().slice(0, 255) || 'sem nome';
      if (upload.size === undefined) throw refusal(400, UPLOAD_MSG.lengthRequired);
      const limits = LIMITS[kind.data];
      if (upload.size > limits.maxBytes) throw refusal(413, limits.tooBig(fileName));
      if ((await flowUploadCount(db, flow.flowId)) >= MAX_UPLOADS_PER_FLOW) {
        throw refusal(429, UPLOAD_MSG.tooMany);
      }
      await recordUpload(db, {
        id: upload.id,
        flowId: flow.flowId,
        kind: kind.data,
        fileName,
        size: upload.size,
      });
      return {};
    },

    async onUploadFinish(_req, upload) {
      const row = await findUpload(db, upload.id);
      const limits = LIMITS[row?.kind ?? 'document'];
      const mime = row ? sniffFileType(await readHead(store, upload.id, SNIFF_BYTES)) : null;
      if (!row || !mime || !limits.mimes.includes(mime)) {
        await store.remove(upload.id).catch((error: unknown) => log.warn({ error }, 'upload removal failed'));
        await forgetUpload(db, upload.id);
        throw refusal(415, limits.wrongType(row?.fileName ?? 'enviado'));
      }
      await markUploadComplete(db, upload.id, mime);
      return {};
    },

    onResponseError(_req, error) {
      const status = 'status_code' in error ? error.status_code : 500;
      const body = 'body' in error ? error.body : '';
      if (isOurs(body)) return { status_code: status, body };
      if (status >= 500) log.error({ error }, 'upload failed');
      const message =
        status === 404 || status === 410
          ? UPLOAD_MSG.notFound
          : status >= 500
            ? ERRORS.internal
            : UPLOAD_MSG.refused;
      return refusal(status, message);
    },
  });
}
