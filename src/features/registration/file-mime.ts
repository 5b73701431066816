// Some browsers declare no type for .tif/.bmp/.webp/.webm; the extension names it then.
const MIME_BY_EXTENSION: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** The picked file's type as the browser declares it, else as its extension says. */
export const mimeOf = (file: File) =>
  file.type ||
  MIME_BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''] ||
  'application/octet-stream';
