/** What the first bytes of a file say it is: the declared type and the name are the sender's word. */
export type SniffedMime =
  | 'application/pdf'
  | 'image/jpeg'
  | 'image/png'
  | 'image/gif'
  | 'image/bmp'
  | 'image/tiff'
  | 'image/webp'
  | 'video/mp4'
  | 'video/webm';

export const DOCUMENT_MIMES: readonly SniffedMime[] = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/bmp',
  'image/tiff',
  'image/webp',
];
export const VIDEO_MIMES: readonly SniffedMime[] = ['video/mp4', 'video/webm'];

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

const matchesAt = (bytes: Uint8Array, sig: readonly number[], offset = 0) =>
  bytes.length >= offset + sig.length && sig.every((b, i) => bytes[offset + i] === b);

const SIGNATURES: readonly { mime: SniffedMime; bytes: readonly number[] }[] = [
  { mime: 'application/pdf', bytes: ascii('%PDF') },
  { mime: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { mime: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'image/gif', bytes: ascii('GIF8') },
  { mime: 'image/tiff', bytes: [0x49, 0x49, 0x2a, 0x00] },
  { mime: 'image/tiff', bytes: [0x4d, 0x4d, 0x00, 0x2a] },
  { mime: 'video/webm', bytes: [0x1a, 0x45, 0xdf, 0xa3] },
];

// "BM" alone starts plenty of text files; a real bitmap also names a known DIB header size at 14.
const BMP_DIB_SIZES = new Set([12, 16, 40, 52, 56, 64, 108, 124]);
const isBmp = (bytes: Uint8Array) =>
  matchesAt(bytes, ascii('BM')) &&
  bytes.length >= 18 &&
  BMP_DIB_SIZES.has(bytes[14]! | (bytes[15]! << 8) | (bytes[16]! << 16) | (bytes[17]! << 24));

const isWebp = (bytes: Uint8Array) => matchesAt(bytes, ascii('RIFF')) && matchesAt(bytes, ascii('WEBP'), 8);

// ISO-BMFF brands that are still images (HEIC/AVIF photos) or QuickTime, not MP4 video.
const NON_MP4_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1', 'avif', 'avis', 'qt  ']);
const isMp4 = (bytes: Uint8Array) =>
  matchesAt(bytes, ascii('ftyp'), 4) &&
  bytes.length >= 12 &&
  !NON_MP4_BRANDS.has(String.fromCharCode(...bytes.subarray(8, 12)));

export function sniffFileType(bytes: Uint8Array): SniffedMime | null {
  for (const sig of SIGNATURES) if (matchesAt(bytes, sig.bytes)) return sig.mime;
  if (isBmp(bytes)) return 'image/bmp';
  if (isWebp(bytes)) return 'image/webp';
  if (isMp4(bytes)) return 'video/mp4';
  return null;
}

const MIME_ALIASES: Readonly<Record<string, SniffedMime>> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/x-ms-bmp': 'image/bmp',
  'image/x-bmp': 'image/bmp',
  'image/tif': 'image/tiff',
};

/** The browser's declared type in the form sniffFileType answers (image/jpg → image/jpeg). */
export function normalizeDeclaredMime(declared: string): string {
  const mime = (declared.split(';')[0] ?? '').trim().toLowerCase();
  return MIME_ALIASES[mime] ?? mime;
}
