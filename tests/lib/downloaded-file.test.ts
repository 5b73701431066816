import { describe, expect, it } from 'vitest';
import { fileOrError } from '../../src/lib/downloaded-file';

const CODE = 'x-codigo';
const pdf = (headers: Record<string, string>) => new Response(new Blob(['%PDF']), { status: 200, headers });

describe('fileOrError', () => {
  it("answers the file: an object URL, the server's name for it and its code", async () => {
    const file = await fileOrError(
      'documento.pdf',
      CODE,
    )(pdf({ 'content-disposition': 'attachment; filename="declaracao.pdf"', [CODE]: 'ABC123' }));
    expect(file).toEqual({
      url: expect.stringMatching(/^blob:/),
      fileName: 'declaracao.pdf',
      code: 'ABC123',
    });
  });

  it('names the file by its fallback when the server does not, its code empty when none is asked', async () => {
    expect(await fileOrError('meus-dados.zip')(pdf({ [CODE]: 'ABC123' }))).toMatchObject({
      fileName: 'meus-dados.zip',
      code: '',
    });
  });

  it("answers a refusal's JSON body for failureOf, or nothing when it has none", async () => {
    const refusal = new Response(JSON.stringify({ ok: false, message: 'Há pendências.' }), { status: 409 });
    const bare = new Response('Bad Gateway', { status: 502 });
    expect([await fileOrError('x.pdf')(refusal), await fileOrError('x.pdf')(bare)]).toEqual([
      { ok: false, message: 'Há pendências.' },
      {},
    ]);
  });
});
