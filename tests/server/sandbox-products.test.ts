import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (HASH: string, DESCRICAO_DETALHADA = '<p>Descrição</p>') =>
  t.app.inject({ method: 'POST', url: '/api/sandbox/produtos', payload: { HASH, DESCRICAO_DETALHADA } });

describe('POST /api/sandbox/produtos', () => {
  it('makes a product of association 428 with its HTML and a price per category, once per hash', async () => {
    const res = await create('produto-teste-sandbox-1', '<p>Olá</p>');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ RESULTADO: true, HASH: 'produto-teste-sandbox-1' });

    const page = await t.app.inject({
      method: 'GET',
      url: '/api/access/acessarProjeto/produto-teste-sandbox-1',
    });
    expect(page.json()).toMatchObject({
      ID_EMITENTE_ML: 428,
      DESCRICAO: 'Produto de teste produto-teste-sandbox-1',
      DESCRICAO_DETALHADA: '<p>Olá</p>',
    });
    expect((page.json() as { CATEGORIAS: unknown[] }).CATEGORIAS).toHaveLength(3);

    const again = await create('produto-teste-sandbox-1');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ RESULTADO: false, MSG: 'Este HASH já existe.' });
  });
});
