import { describe, expect, it } from 'vitest';
import { normalizeDeclaredMime, sniffFileType } from '../../domain/file-type';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const le32 = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255, (n >> 24) & 255];

describe('sniffFileType', () => {
  it.each([
    ['application/pdf', bytes('%PDF-1.7\n')],
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    ['image/png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0])],
    ['image/gif', bytes('GIF89a')],
    ['image/gif', bytes('GIF87a')],
    ['image/bmp', bytes('BM', le32(1000), [0, 0, 0, 0], le32(54), le32(40))],
    ['image/tiff', bytes('II', [0x2a, 0x00, 8, 0])],
    ['image/tiff', bytes('MM', [0x00, 0x2a, 0, 8])],
    ['image/webp', bytes('RIFF', le32(100), 'WEBPVP8 ')],
    ['video/mp4', bytes(le32(0x18000000), 'ftypisom', [0, 0, 2, 0])],
    ['video/webm', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f])],
  ])('recognises %s by its magic bytes', (mime, content) => {
    expect(sniffFileType(content)).toBe(mime);
  });

  it.each([
    ['empty', bytes()],
    ['text', bytes('isto é texto')],
    ['a text starting with BM', bytes('BMW é uma marca de carros')],
    ['a RIFF that is not WEBP', bytes('RIFF', le32(100), 'WAVEfmt ')],
    ['a HEIC photo', bytes(le32(0x18000000), 'ftypheic', [0, 0, 0, 0])],
    ['a QuickTime movie', bytes(le32(0x14000000), 'ftypqt  ', [0, 0, 0, 0])],
    ['a truncated PNG signature', bytes([0x89], 'PNG')],
  ])('refuses %s', (_name, content) => {
    expect(sniffFileType(content)).toBeNull();
  });
});

describe('normalizeDeclaredMime', () => {
  it('folds the aliases browsers use', () => {
    expect(normalizeDeclaredMime('image/jpg')).toBe('image/jpeg');
    expect(normalizeDeclaredMime(' Image/X-MS-BMP ')).toBe('image/bmp');
    expect(normalizeDeclaredMime('application/pdf; charset=binary')).toBe('application/pdf');
    expect(normalizeDeclaredMime('')).toBe('');
  });
});
