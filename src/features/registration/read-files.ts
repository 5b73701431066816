import type { ArquivoUpload } from '../../../domain/contract/registration';

// Some browsers declare no type for .tif/.bmp/.webp; the server wants a declared type that
// matches the content, so the extension names it.
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
};

const mimeOf = (file: File) =>
  file.type ||
  MIME_BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''] ||
  'application/octet-stream';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** The picked documents as the registrarConta payload carries them (data URLs). */
export async function readFiles(files: File[]): Promise<ArquivoUpload[]> {
  return Promise.all(
    files.map(async (file) => {
      const mime = mimeOf(file);
      const dataUrl = await readAsDataUrl(file);
      const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
      return {
        id: `${file.name}-${file.size}-${file.lastModified}`,
        nome: file.name,
        arquivo: `data:${mime};base64,${base64}`,
        size: file.size,
        type: mime,
      };
    }),
  );
}
