import { z } from 'zod';

/**
 * /api/uploads: files sent before the registration that uses them, through tus (resumable). Our
 * own vocabulary. The token ties every upload to one registration flow (no account yet).
 */
export const UPLOADS_PATH = '/api/uploads/files';
/** The header that carries the upload token on every tus request. */
export const UPLOAD_TOKEN_HEADER = 'Upload-Token';

export const UploadKind = z.enum(['document', 'video']);
export type UploadKind = z.infer<typeof UploadKind>;

/** POST /api/uploads/token */
export const UploadTokenResponse = z.object({
  token: z.string(),
  /** ISO instant after which the token creates and continues no upload. */
  expiresAt: z.string(),
});
export type UploadTokenResponse = z.infer<typeof UploadTokenResponse>;

/** The tus id of an upload: 32 hex characters (the server names every upload). */
export const UploadId = z.string().regex(/^[a-f0-9]{32}$/);
