import { MAX_PHOTO_BYTES } from '../../../domain/limits';
import { sniffFileType, type SniffedMime } from '../../../domain/file-type';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import { PROFILE_MSG } from '../../../domain/profile-messages';
import { PROFILE_TEXT } from './profile-texts';

/** The longest side a profile photo is sent with: it is shown at 96 px at most. */
const PHOTO_MAX_SIDE = 512;
/** What the server takes (it checks the bytes too). */
const PHOTO_MIMES: readonly SniffedMime[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
/**
 * A phone photo of a few MB is fine since it is shrunk before sending; beyond this the file is
 * refused without decoding it, which would cost a phone too much memory.
 */
const MAX_SOURCE_BYTES = 20 * 1024 * 1024;

/** The size that fits within max×max, keeping the proportions; smaller images keep theirs. */
export function fitWithin(width: number, height: number, max = PHOTO_MAX_SIDE) {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The bytes a base64 data URL carries. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

const readAsDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });

/** A copy of the image within PHOTO_MAX_SIDE, or null when it already fits. */
async function shrunk(file: Blob, mime: SniffedMime): Promise<Blob | null> {
  const bitmap = await createImageBitmap(file);
  try {
    if (Math.max(bitmap.width, bitmap.height) <= PHOTO_MAX_SIDE) return null;
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    // PNG keeps its transparency; the others become JPEG, which has none: white shows through.
    const type = mime === 'image/png' ? 'image/png' : 'image/jpeg';
    if (type === 'image/jpeg') {
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
    }
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob failed'))), type, 0.88),
    );
  } finally {
    bitmap.close();
  }
}

/**
 * The chosen file as the data URL the save takes: a JPEG, PNG, WEBP or GIF (judged by its bytes,
 * not its name), shrunk to PHOTO_MAX_SIDE when larger, and within the server's 2 MB.
 */
export async function readProfilePhoto(file: File): Promise<Outcome<string>> {
  const mime = sniffFileType(new Uint8Array(await file.slice(0, 32).arrayBuffer()));
  if (!mime || !PHOTO_MIMES.includes(mime)) return failed(PROFILE_MSG.photoWrongType);
  if (file.size > MAX_SOURCE_BYTES) return failed(PROFILE_MSG.photoTooBig);
  try {
    const smaller = await shrunk(file, mime);
    const raw = await readAsDataUrl(smaller ?? file);
    // The declared type must be the real one (the browser's guess comes from the file name).
    const dataUrl = `data:${smaller ? smaller.type : mime};base64,${raw.slice(raw.indexOf(',') + 1)}`;
    if (dataUrlBytes(dataUrl) > MAX_PHOTO_BYTES) return failed(PROFILE_MSG.photoTooBig);
    return succeeded(dataUrl);
  } catch {
    return failed(PROFILE_TEXT.photoReadFailed);
  }
}
