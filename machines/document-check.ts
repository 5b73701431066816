import { ALLOWED_DOC_TYPES, ALLOWED_VIDEO_TYPES, FILE_MAX_BYTES, VIDEO_MAX_BYTES } from '../domain/constants';
import type { UploadKind } from '../domain/contract/uploads';
import { normalizeDeclaredMime } from '../domain/file-type';
import { fileTooBig, fileWrongType, videoTooBig, videoWrongType } from '../domain/messages';

/** What the browser tells about a picked file before reading it. */
export interface PickedFile {
  name: string;
  size: number;
  type: string;
}

const MIMES: readonly string[] = ALLOWED_DOC_TYPES.mimeTypes;
const EXTENSIONS: readonly string[] = ALLOWED_DOC_TYPES.extensions;

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot).toLowerCase() : '';
};

const VIDEO_EXTENSIONS: readonly string[] = ALLOWED_VIDEO_TYPES.extensions;
const VIDEO_MIME_LIST: readonly string[] = ALLOWED_VIDEO_TYPES.mimeTypes;

/** §5's video mode takes a file the browser calls a video (or, naming no type, a .mp4/.webm). */
export function uploadKindOf(file: PickedFile): UploadKind {
  const declared = normalizeDeclaredMime(file.type);
  const video = declared ? declared.startsWith('video/') : VIDEO_EXTENSIONS.includes(extensionOf(file.name));
  return video ? 'video' : 'document';
}

/**
 * The §5 file check done in the browser, before a byte is sent: the declared type (or, when the
 * browser declares none, the extension) and the limit — 15 MB for a document, 1 GB for a video
 * (MP4 or WEBM). The server checks the size again and the content.
 */
export function documentProblem(file: PickedFile): string | null {
  const declared = normalizeDeclaredMime(file.type);
  if (uploadKindOf(file) === 'video') {
    const typeOk = declared ? VIDEO_MIME_LIST.includes(declared) : true;
    if (!typeOk) return videoWrongType(file.name);
    return file.size > VIDEO_MAX_BYTES ? videoTooBig(file.name) : null;
  }
  const typeOk = declared ? MIMES.includes(declared) : EXTENSIONS.includes(extensionOf(file.name));
  if (!typeOk) return fileWrongType(file.name);
  if (file.size > FILE_MAX_BYTES) return fileTooBig(file.name);
  return null;
}
