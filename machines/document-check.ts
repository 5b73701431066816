import { ALLOWED_DOC_TYPES, FILE_MAX_BYTES } from '../domain/constants';
import { normalizeDeclaredMime } from '../domain/file-type';
import { fileTooBig, fileWrongType } from '../domain/messages';

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

/**
 * The §5 document check done in the browser, before a byte is read: the declared type (or, when
 * the browser declares none, the extension) and the 15 MB limit. The server checks the content.
 */
export function documentProblem(file: PickedFile): string | null {
  const declared = normalizeDeclaredMime(file.type);
  const typeOk = declared ? MIMES.includes(declared) : EXTENSIONS.includes(extensionOf(file.name));
  if (!typeOk) return fileWrongType(file.name);
  if (file.size > FILE_MAX_BYTES) return fileTooBig(file.name);
  return null;
}
