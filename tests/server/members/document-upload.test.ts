import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileTooBig, fileWrongType } from '../../../domain/messages';
import { base64DecodedSize, decodeDocument } from '../../../server/members/document-upload';
import { dataUrl, TINY_PDF, TINY_PNG } from '../support/registration';

afterEach(() => vi.restoreAllMocks());

describe('base64DecodedSize', () => {
  it('knows the decoded size from the text length and padding', () => {
    for (const n of [0, 1, 2, 3, 4, 5, 100, 1001]) {
      const text = Buffer.alloc(n, 7).toString('base64');
      expect(base64DecodedSize(text), String(n)).toBe(n);
    }
  });
});

describe('decodeDocument', () => {
  it('decodes a PDF and a PNG whose declared type matches their bytes', () => {
    const pdf = decodeDocument({
      fileName: 'a.pdf',
      dataUrl: dataUrl('application/pdf', TINY_PDF),
      declaredType: 'application/pdf',
    });
    expect(pdf).toMatchObject({
      ok: true,
      value: { fileName: 'a.pdf', mime: 'application/pdf', size: TINY_PDF.length },
    });
    const png = decodeDocument({
      fileName: 'b.png',
      dataUrl: dataUrl('image/png', TINY_PNG),
      declaredType: 'image/png',
    });
    expect(png).toMatchObject({ ok: true, value: { mime: 'image/png' } });
  });

  it('refuses a type mismatch between the bytes, the declared type and the data URL', () => {
    const cases = [
      { fileName: 'x.pdf', dataUrl: dataUrl('application/pdf', TINY_PNG), declaredType: 'application/pdf' },
      { fileName: 'x.png', dataUrl: dataUrl('application/pdf', TINY_PNG), declaredType: 'image/png' },
      { fileName: 'x.png', dataUrl: dataUrl('application/octet-stream', TINY_PNG), declaredType: '' },
      { fileName: 'x.png', dataUrl: `data:;base64,${TINY_PNG.toString('base64')}`, declaredType: '' },
    ];
    for (const file of cases)
      expect(decodeDocument(file)).toEqual({ ok: false, message: fileWrongType(file.fileName) });
  });

  it('refuses a video among documents', () => {
    const mp4 = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0]);
    const file = { fileName: 'v.mp4', dataUrl: dataUrl('video/mp4', mp4), declaredType: 'video/mp4' };
    expect(decodeDocument(file)).toEqual({ ok: false, message: fileWrongType('v.mp4') });
  });

  it('refuses an oversized file without decoding it', () => {
    const from = vi.spyOn(Buffer, 'from');
    const oversized = `data:application/pdf;base64,${'A'.repeat(1_400)}`;
    expect(
      decodeDocument({ fileName: 'g.pdf', dataUrl: oversized, declaredType: 'application/pdf' }, 1_000),
    ).toEqual({
      ok: false,
      message: fileTooBig('g.pdf'),
    });
    expect(from).not.toHaveBeenCalled();
  });

  it('accepts a file of exactly the limit', () => {
    const content = Buffer.concat([TINY_PDF, Buffer.alloc(1_000 - TINY_PDF.length)]);
    const file = {
      fileName: 'limite.pdf',
      dataUrl: dataUrl('application/pdf', content),
      declaredType: 'application/pdf',
    };
    expect(decodeDocument(file, 1_000)).toMatchObject({ ok: true, value: { size: 1_000 } });
  });
});
