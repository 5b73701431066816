import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberGet, memberPost } from '../support/member-calls';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';

let t: TestContext;
let maria: string;
let pedro: string;

beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login(DEMO.maria);
  pedro = await t.login(DEMO.pedro);
});
afterAll(() => t.close());

const obter = async (token: string) => (await memberGet(t, token, '/api/emitente/obterFormacao')).json();
const salvar = async (token: string, payload: object) =>
  (await memberPost(t, token, '/api/emitente/salvarFormacao', payload)).json();

const EMPTY = {
  INSTITUICAO: null,
  CURSO: null,
  ANO_FORMACAO: null,
  RESIDENCIA: null,
  INSTITUICAO_RESIDENCIA: null,
  ANO_CONCLUSAO_RESIDENCIA: null,
  POS_GRADUACAO: null,
};
const FORMACAO = {
  INSTITUICAO: 'Universidade Demo de São Paulo',
  CURSO: 'Medicina',
  ANO_FORMACAO: 2009,
  RESIDENCIA: 'Oftalmologia',
  INSTITUICAO_RESIDENCIA: 'Hospital Demo',
  ANO_CONCLUSAO_RESIDENCIA: '2012',
  POS_GRADUACAO: 'Mestrado em Retina',
};

describe('education', () => {
  it('needs a token', async () => {
    expect((await memberGet(t, null, '/api/emitente/obterFormacao')).statusCode).toBe(401);
    expect((await memberPost(t, null, '/api/emitente/salvarFormacao', FORMACAO)).statusCode).toBe(401);
  });

  it('is empty until saved', async () => {
    expect(await obter(maria)).toEqual({ RESULTADO: true, FORMACAO: EMPTY });
  });

  it('saves and reads back; years as numbers', async () => {
    expect(await salvar(maria, FORMACAO)).toEqual({
      RESULTADO: true,
      MSG: 'Dados de formação salvos com sucesso.',
    });
    expect(await obter(maria)).toEqual({
      RESULTADO: true,
      FORMACAO: { ...FORMACAO, ANO_CONCLUSAO_RESIDENCIA: 2012 },
    });
  });

  it('refuses impossible years, keeping what was saved', async () => {
    expect(await salvar(maria, { ...FORMACAO, ANO_FORMACAO: 1800 })).toEqual({
      RESULTADO: false,
      MSG: 'O ano de formação informado é inválido.',
    });
    expect(await salvar(maria, { ...FORMACAO, ANO_CONCLUSAO_RESIDENCIA: 'abcd' })).toEqual({
      RESULTADO: false,
      MSG: 'O ano de conclusão da residência informado é inválido.',
    });
    expect((await obter(maria)).FORMACAO.ANO_FORMACAO).toBe(2009);
  });

  it('a save replaces the record: what is left out is cleared', async () => {
    await salvar(maria, { INSTITUICAO: 'Outra', CURSO: 'Medicina', ANO_FORMACAO: '2010' });
    expect((await obter(maria)).FORMACAO).toEqual({
      ...EMPTY,
      INSTITUICAO: 'Outra',
      CURSO: 'Medicina',
      ANO_FORMACAO: 2010,
    });
  });

  it("each member has their own: Pedro neither sees nor changes Maria's", async () => {
    expect(await obter(pedro)).toEqual({ RESULTADO: true, FORMACAO: EMPTY });
    await salvar(pedro, { CURSO: 'Psicologia' });
    expect((await obter(maria)).FORMACAO.CURSO).toBe('Medicina');
    expect((await obter(pedro)).FORMACAO.CURSO).toBe('Psicologia');
  });
});
