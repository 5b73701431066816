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
      nome: 'a.pdf',
      arquivo: dataUrl('application/pdf', TINY_PDF),
      type: 'application/pdf',
    });
    expect(pdf).toMatchObject({
      ok: true,
      document: { fileName: 'a.pdf', mime: 'application/pdf', size: TINY_PDF.length },
    });
    const png = decodeDocument({ nome: 'b.png', arquivo: dataUrl('image/png', TINY_PNG), type: 'image/png' });
    expect(png).toMatchObject({ ok: true, document: { mime: 'image/png' } });
  });

  it('refuses a type mismatch between the bytes, the declared type and the data URL', () => {
    const cases = [
      { nome: 'x.pdf', arquivo: dataUrl('application/pdf', TINY_PNG), type: 'application/pdf' },
      { nome: 'x.png', arquivo: dataUrl('application/pdf', TINY_PNG), type: 'image/png' },
      { nome: 'x.png', arquivo: dataUrl('application/octet-stream', TINY_PNG), type: '' },
      { nome: 'x.png', arquivo: `data:;base64,${TINY_PNG.toString('base64')}`, type: '' },
    ];
    for (const file of cases)
      expect(decodeDocument(file)).toEqual({ ok: false, message: fileWrongType(file.nome) });
  });

  it('refuses a video among documents', () => {
    const mp4 = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0]);
    const file = { nome: 'v.mp4', arquivo: dataUrl('video/mp4', mp4), type: 'video/mp4' };
    expect(decodeDocument(file)).toEqual({ ok: false, message: fileWrongType('v.mp4') });
  });

  it('refuses an oversized file without decoding it', () => {
    const from = vi.spyOn(Buffer, 'from');
    const arquivo = `data:application/pdf;base64,${'A'.repeat(1_400)}`;
    expect(decodeDocument({ nome: 'g.pdf', arquivo, type: 'application/pdf' }, 1_000)).toEqual({
      ok: false,
      message: fileTooBig('g.pdf'),
    });
    expect(from).not.toHaveBeenCalled();
  });

  it('accepts a file of exactly the limit', () => {
    const content = Buffer.concat([TINY_PDF, Buffer.alloc(1_000 - TINY_PDF.length)]);
    const file = {
      nome: 'limite.pdf',
      arquivo: dataUrl('application/pdf', content),
      type: 'application/pdf',
    };
    expect(decodeDocument(file, 1_000)).toMatchObject({ ok: true, document: { size: 1_000 } });
  });
});
