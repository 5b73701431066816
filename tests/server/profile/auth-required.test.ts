import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CALLS: Array<['GET' | 'POST', string]> = [
  ['POST', '/api/emitente/associarEmitente'],
  ['GET', '/api/emitente/obterDadosPessoais'],
  ['POST', '/api/emitente/salvar'],
  ['POST', '/api/emitente/verificarEmailCelularEmUso'],
  ['POST', '/api/emitente/enviarCodigoPinTransacaoAlterarEmailCelular'],
  ['POST', '/api/emitente/verificarCodigoPinTransacaoTroca'],
  ['POST', '/api/emitente/efetuarTrocaEmailCelular'],
  ['GET', '/api/emitente/listarEnderecos'],
  ['POST', '/api/emitente/obterEndereco'],
  ['POST', '/api/emitente/salvarEndereco'],
  ['POST', '/api/emitente/excluirEndereco'],
  ['GET', '/api/emitente/obterFormacao'],
  ['POST', '/api/emitente/salvarFormacao'],
  ['GET', '/api/emitente/listarEmitenteEspecialidade'],
  ['GET', '/api/emitente/listarEmitenteEspecialidadeML'],
  ['POST', '/api/emitente/obterEmitenteEspecialidade'],
  ['POST', '/api/emitente/salvarEmitenteEspecialidade'],
  ['POST', '/api/emitente/excluirEspecialidade'],
  ['GET', '/api/projeto/listarProdutosLoja'],
  ['GET', '/api/projeto/obterProdutoLoja/1'],
  ['POST', '/api/projeto/obterProdutoLoja'],
  ['POST', '/api/fluxo/incluirFluxoProjeto'],
  ['GET', '/api/fluxo/listarTransacoesPagas'],
  ['GET', '/api/fluxo/recibo/sbx_1'],
];

describe('the member-area calls need a token', () => {
  it.each(CALLS)('%s %s → 401', async (method, url) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { authorization: 'Bearer nope' },
      ...(method === 'POST' ? { payload: {} } : {}),
    });
    expect(res.statusCode).toBe(401);
    const body = res.json();
    expect(body.RESULTADO ?? body.resultado).toBe(false);
    expect(body.MSG ?? body.msg).toBe('Sua sessão expirou. Faça login novamente.');
  });
});
