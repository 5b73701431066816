import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPrices, products } from '../../../server/db/schema';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
  const [plain] = await t.database.db
    .insert(products)
    .values({ associationId: 428, hash: 'sem-imagem', description: 'Produto sem imagem', inStore: false })
    .returning({ id: products.id });
  await t.database.db
    .insert(productPrices)
    .values({ productId: plain!.id, categoryId: 601, amountCentavos: 1_000 });
  await t.database.db.insert(products).values({
    associationId: 428,
    hash: 'encerrado-2020',
    description: 'Curso encerrado',
    endsAt: new Date('2020-01-31T12:00:00Z'),
    inStore: false,
  });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/access/${url}` });

describe('GET /api/access/acessarProjeto/:hash', () => {
  it('answers the web product with its categories and prices from the database, no token needed', async () => {
    const res = await get('acessarProjeto/congresso-2027');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      ID_PROJETO_WEB: expect.any(Number),
      DESCRICAO: 'Congresso Demo de Oftalmologia 2027',
      DESCRICAO_DETALHADA: expect.stringContaining('<ul><li>Conferências internacionais</li>'),
      IMAGEM: '/api/access/acessarProjetoImagem/congresso-2027',
      HASH: 'congresso-2027',
      DATA_FIM: '20270630T235959',
      ID_EMITENTE_ML: 428,
      CNPJ_EMITENTE: '11222333000181',
      EMITENTE_ML: 'Sociedade Demo de Oftalmologia',
      ID_EMITENTE_CATEGORIA: null,
      CATEGORIAS: [
        { ID_EMITENTE_CATEGORIA: 2701, DESCRICAO: 'Residente ou Fellow', VALOR_PROJETO: 350 },
        { ID_EMITENTE_CATEGORIA: 501, DESCRICAO: 'Aspirante', VALOR_PROJETO: 450 },
        { ID_EMITENTE_CATEGORIA: 601, DESCRICAO: 'Titular', VALOR_PROJETO: 600 },
      ],
      DISPONIVEL: true,
    });
  });

  it('a product without image or end date: IMAGEM and DATA_FIM are empty', async () => {
    const body = (await get('acessarProjeto/sem-imagem')).json();
    expect(body).toMatchObject({ IMAGEM: '', DATA_FIM: '', DISPONIVEL: true, DESCRICAO_DETALHADA: '' });
  });

  it('a finished product is still shown, as not available', async () => {
    const body = (await get('acessarProjeto/encerrado-2020')).json();
    expect(body).toMatchObject({ DATA_FIM: '20200131T090000', DISPONIVEL: false, CATEGORIAS: [] });
  });

  it('an unknown hash is 404 with RESULTADO false', async () => {
    const res = await get('acessarProjeto/nao-existe');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ RESULTADO: false, MSG: 'Produto não encontrado' });
  });

  it('a malformed hash is refused', async () => {
    const res = await get(`acessarProjeto/${encodeURIComponent('a b<script>')}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ RESULTADO: false });
  });
});

describe('GET /api/access/acessarProjetoImagem/:hash', () => {
  it('serves the stored image with cache headers and a CSP that lets no script run', async () => {
    const res = await get('acessarProjetoImagem/congresso-2027');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toContain('<svg');
  });

  it('404 for a product without image and for an unknown hash', async () => {
    expect((await get('acessarProjetoImagem/sem-imagem')).statusCode).toBe(404);
    const unknown = await get('acessarProjetoImagem/nao-existe');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ RESULTADO: false });
  });
});
