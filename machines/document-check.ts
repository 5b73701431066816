import { ALLOWED_DOC_TYPES, ALLOWED_VIDEO_TYPES, FILE_MAX_BYTES, VIDEO_MAX_BYTES } from '../domain/constants';
import { normalizeDeclaredMime } from '../domain/file-type';
import { fileTooBig, fileWrongType, videoTooBig, videoWrongType } from '../domain/messages';
import { uploadKindOf } from './file-upload.machine';

/** What the browser tells about a picked file before reading it. */
export interface PickedFile {
  name: string;
  size: number;
  type: string;
}

const MIMES: readonly string[] = ALLOWED_DOC_TYPES.mimeTypes;
const EXTENSIONS: readonly string[] = ALLOWED_DOC_TYPES.extensions;

const VIDEO_MIME_LIST: readonly string[] = ALLOWED_VIDEO_TYPES.mimeTypes;

export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot).toLowerCase() : '';
};

/**
 * The §5 file check done in the browser, before a byte is sent: the declared type (or, when the
 * browser declares none, the extension) and the limit — 15 MB for a document, 1 GB for a video
 * (MP4 or WEBM). The server checks the size again and the content.
 */
export function documentProblem(file: PickedFile): string | null {
  const declared = normalizeDeclaredMime(file.type);
  if (uploadKindOf(file.type, extensionOf(file.name)) === 'video') {
    const typeOk = declared ? VIDEO_MIME_LIST.includes(declared) : true;
    if (!typeOk) return videoWrongType(file.name);
    return file.size > VIDEO_MAX_BYTES ? videoTooBig(file.name) : null;
  }
  const typeOk = declared ? MIMES.includes(declared) : EXTENSIONS.includes(extensionOf(file.name));
  if (!typeOk) return fileWrongType(file.name);
  if (file.size > FILE_MAX_BYTES) return fileTooBig(file.name);
  return null;
}
