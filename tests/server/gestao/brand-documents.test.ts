import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../e2e/support/png';
import { pdfText } from '../documents/pdf-text';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { post } from '../support/wallet';
import { FREE_CNPJS, signedUpAssociation } from './association-support';
import { staffTokens, type StaffTokens } from './staff-tokens';
import { gestao } from './support';

let t: TestContext;
let tokens: StaffTokens;
/** A new association with a PNG logo, and another with none. */
let branded: { token: string; categoryId: number };
let plain: { token: string; categoryId: number };

async function withCategory(cnpj: string, email: string) {
  const { token } = await signedUpAssociation(t, cnpj, email);
  const created = await gestao(t, token, 'POST', '/association-categories', {
    name: 'Efetivo',
    annuityCentavos: 90_000,
    annuityPromoCentavos: null,
    annuityPromoUntil: null,
  });
  return { token, categoryId: created.json().category.categoryId as number };
}

beforeAll(async () => {
  t = await createTestApp();
  tokens = await staffTokens(t);
  branded = await withCategory(FREE_CNPJS[4], 'marca@assoc-logo.org.br');
  plain = await withCategory(FREE_CNPJS[5], 'marca@assoc-sem-logo.org.br');
  const logo = solidPng(64, 64, [200, 30, 40]);
  const uploaded = await gestao(t, branded.token, 'PUT', '/associacao/logo', {
    fileName: 'logo.png',
    contentBase64: logo.toString('base64'),
  });
  expect(uploaded.statusCode).toBe(200);
});
afterAll(() => t.close());

/** Images a PDF draws (its XObjects of subtype Image: pdfkit leaves object dictionaries in clear). */
const imageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;

/** The seeded monogram of 428 ("SO"), which pdftotext reads from the vectors' text. */
const DEMO_MONOGRAM = /(^|\s)SO(\s|$)/;

const poster = async (token: string, categoryId: number) => {
  const res = await gestao(t, token, 'GET', `/qr/${categoryId}/poster.pdf`);
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
};

describe('the association’s logo on its PDFs', () => {
  it('QR poster: the uploaded PNG above the name; the demo’s seeded SVG drawn as vectors; none, the name alone', async () => {
    const none = await poster(plain.token, plain.categoryId);
    expect(pdfText(none)).toContain('Sociedade de Teste');
    const qrOnly = imageCount(none);
    expect(qrOnly).toBeGreaterThan(0);

    const own = await poster(branded.token, branded.categoryId);
    expect(imageCount(own)).toBe(qrOnly + 1); // the logo beside the QR
    expect(pdfText(own)).toContain('Sociedade de Teste');

    const demo = await poster(tokens.gestor, 2701);
    expect(imageCount(demo)).toBe(qrOnly); // the seeded logo is vectors, not an image
    expect(pdfText(demo)).toMatch(DEMO_MONOGRAM);
    expect(pdfText(demo)).toContain('Sociedade Demo de Oftalmologia');
  });

  it('one association’s staff never get another’s logo: each poster wears its own caller’s', async () => {
    // 428's staff asking for the new association's category: 404, no poster and no logo.
    expect((await gestao(t, tokens.gestor, 'GET', `/qr/${branded.categoryId}/poster.pdf`)).statusCode).toBe(
      404,
    );
    // The new association's gestor asking for 428's category: 404 too.
    expect((await gestao(t, branded.token, 'GET', '/qr/2701/poster.pdf')).statusCode).toBe(404);
    // And its own poster carries no trace of 428's monogram.
    expect(pdfText(await poster(branded.token, branded.categoryId))).not.toMatch(DEMO_MONOGRAM);
    expect(pdfText(await poster(plain.token, plain.categoryId))).not.toMatch(DEMO_MONOGRAM);
  });

  it('member documents (declaração; recibo and certidão are drawn alike) carry the association’s logo', async () => {
    const maria = await t.login(DEMO.maria);
    const res = await post(t, maria, '/api/documentos/declaracoes', { associationId: 428, year: 2025 });
    expect(res.statusCode).toBe(200);
    expect(pdfText(res.rawPayload)).toMatch(DEMO_MONOGRAM);
  });
});

describe('GET /api/associacoes/:associationId/marca (public): the brand of the association’s member screens', () => {
  const brandOf = (id: string | number) =>
    t.app.inject({ method: 'GET', url: `/api/associacoes/${id}/marca`, remoteAddress: '10.9.8.7' });

  it('names the association, its colour and its logo’s address; none without a logo', async () => {
    const demo = await brandOf(428);
    expect(demo.statusCode).toBe(200);
    expect(demo.json()).toEqual({
      displayName: 'Sociedade Demo de Oftalmologia',
      primaryColor: null,
      logoUrl: expect.stringMatching(/^\/api\/auth\/logomarcaCliente\/428/),
    });
    const colour = await gestao(t, branded.token, 'PUT', '/associacao', {
      legalName: 'Sociedade Brasileira de Teste Ltda.',
      displayName: 'Sociedade de Teste',
      city: 'Belo Horizonte',
      uf: 'MG',
      contactEmail: 'secretaria@teste.org.br',
      contactPhone: '(31) 3333-4444',
      primaryColor: '#7B3FA0',
    });
    expect(colour.statusCode, colour.body).toBe(200);
    const own = (await gestao(t, branded.token, 'GET', '/associacao')).json() as { id: number };
    expect((await brandOf(own.id)).json()).toMatchObject({
      displayName: 'Sociedade de Teste',
      primaryColor: '#7b3fa0',
      logoUrl: expect.stringMatching(new RegExp(`^/api/auth/logomarcaCliente/${own.id}\\?v=\\d+$`)),
    });
    const plainId = ((await gestao(t, plain.token, 'GET', '/associacao')).json() as { id: number }).id;
    expect((await brandOf(plainId)).json()).toEqual({
      displayName: 'Sociedade de Teste',
      primaryColor: null,
      logoUrl: null,
    });
  });

  it('answers 404 for no such association and 400 in pt-BR for a malformed id', async () => {
    expect((await brandOf(999_999)).statusCode).toBe(404);
    const bad = await brandOf('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[a-zà-ú]/i);
  });
});
