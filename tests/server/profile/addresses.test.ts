import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../../server/db/schema';
import { memberGet, memberPost } from '../support/member-calls';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { memberIdOf } from '../support/wallet';

let t: TestContext;
let maria: string;
let pedro: string;
let mariaId: number;

beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login(DEMO.maria);
  pedro = await t.login(DEMO.pedro);
  mariaId = await memberIdOf(t, DEMO.maria.usuario);
});
afterAll(() => t.close());

const NOT_FOUND = { RESULTADO: false, MSG: 'Recurso não encontrado.' };
const listar = async (token: string) => (await memberGet(t, token, '/api/emitente/listarEnderecos')).json();
const salvar = (token: string, payload: object) =>
  memberPost(t, token, '/api/emitente/salvarEndereco', payload);
const obter = (token: string, id: number) =>
  memberPost(t, token, '/api/emitente/obterEndereco', { ID_EMITENTE_ENDERECO: id });
const excluir = (token: string, id: number) =>
  memberPost(t, token, '/api/emitente/excluirEndereco', { ID_EMITENTE_ENDERECO: id });
const mariaRows = () =>
  t.database.db.select().from(addresses).where(eq(addresses.memberId, mariaId)).orderBy(addresses.id);

const CASA = {
  DESCRICAO: 'Casa',
  CEP: '30130-010',
  LOGRADOURO: 'Praça Sete de Setembro',
  NUMERO: '7',
  COMPLEMENTO: '',
  BAIRRO: 'Centro',
  CIDADE: 'Belo Horizonte',
  ESTADO: 'mg',
};

describe('addresses', () => {
  it('need a token', async () => {
    expect((await memberGet(t, null, '/api/emitente/listarEnderecos')).statusCode).toBe(401);
    expect((await memberPost(t, null, '/api/emitente/salvarEndereco', CASA)).statusCode).toBe(401);
  });

  it("lists Maria's seeded main address", async () => {
    expect(await listar(maria)).toEqual([
      {
        ID_EMITENTE_ENDERECO: expect.any(Number),
        DESCRICAO: 'Consultório',
        CEP: '01310100',
        LOGRADOURO: 'Avenida Paulista',
        NUMERO: '1000',
        COMPLEMENTO: 'Sala 101',
        BAIRRO: 'Bela Vista',
        CIDADE: 'São Paulo',
        ESTADO: 'SP',
        PRINCIPAL: 1,
      },
    ]);
  });

  it('checks the fields in the registration order, with its messages, saving nothing', async () => {
    const before = await mariaRows();
    const cases: Array<[object, string]> = [
      [{ ...CASA, CEP: '' }, 'O CEP é um campo obrigatório.'],
      [{ ...CASA, CEP: '3013' }, 'O CEP informado é inválido.'],
      [{ ...CASA, LOGRADOURO: ' ' }, 'O logradouro é um campo obrigatório.'],
      [{ ...CASA, NUMERO: null }, 'O logradouro número é um campo obrigatório.'],
      [{ ...CASA, BAIRRO: undefined }, 'O bairro é um campo obrigatório.'],
      [{ ...CASA, CIDADE: '' }, 'O cidade é um campo obrigatório.'],
      [{ ...CASA, ESTADO: '0' }, 'O estado é um campo obrigatório.'],
      [{ ...CASA, ESTADO: 'XX' }, 'O estado informado é inválido.'],
    ];
    for (const [payload, MSG] of cases)
      expect((await salvar(maria, payload)).json(), MSG).toEqual({ RESULTADO: false, MSG });
    expect(await mariaRows()).toEqual(before);
  });

  it('creates a second address, not main unless asked', async () => {
    const res = await salvar(maria, CASA);
    expect(res.json()).toEqual({
      RESULTADO: true,
      MSG: 'Endereço salvo com sucesso.',
      ID_EMITENTE_ENDERECO: expect.any(Number),
    });
    const id = res.json().ID_EMITENTE_ENDERECO;
    expect((await obter(maria, id)).json()).toEqual({
      RESULTADO: true,
      ENDERECO: {
        ID_EMITENTE_ENDERECO: id,
        DESCRICAO: 'Casa',
        CEP: '30130010',
        LOGRADOURO: 'Praça Sete de Setembro',
        NUMERO: '7',
        COMPLEMENTO: null,
        BAIRRO: 'Centro',
        CIDADE: 'Belo Horizonte',
        ESTADO: 'MG',
        PRINCIPAL: 0,
      },
    });
    expect((await listar(maria)).map((a: { PRINCIPAL: number }) => a.PRINCIPAL)).toEqual([1, 0]);
  });

  it('PRINCIPAL moves the main address; there is always exactly one', async () => {
    const [, casa] = await listar(maria);
    const res = await salvar(maria, {
      ...CASA,
      ID_EMITENTE_ENDERECO: casa.ID_EMITENTE_ENDERECO,
      NUMERO: '8',
      PRINCIPAL: 1,
    });
    expect(res.json().ID_EMITENTE_ENDERECO).toBe(casa.ID_EMITENTE_ENDERECO);
    const list = await listar(maria);
    expect(list.map((a: { NUMERO: string; PRINCIPAL: number }) => [a.NUMERO, a.PRINCIPAL])).toEqual([
      ['8', 1],
      ['1000', 0],
    ]);
    // Un-marking the main one keeps it main: another must be chosen instead.
    await salvar(maria, {
      ...CASA,
      ID_EMITENTE_ENDERECO: casa.ID_EMITENTE_ENDERECO,
      NUMERO: '8',
      PRINCIPAL: false,
    });
    expect((await mariaRows()).filter((a) => a.main)).toHaveLength(1);
    expect((await obter(maria, casa.ID_EMITENTE_ENDERECO)).json().ENDERECO.PRINCIPAL).toBe(1);
  });

  it("Pedro cannot read, change or delete Maria's addresses: 404 and nothing changes", async () => {
    const before = await mariaRows();
    for (const { id } of before) {
      expect((await obter(pedro, id)).statusCode).toBe(404);
      expect((await obter(pedro, id)).json()).toEqual(NOT_FOUND);
      const changed = await salvar(pedro, { ...CASA, ID_EMITENTE_ENDERECO: id, PRINCIPAL: true });
      expect(changed.statusCode).toBe(404);
      expect(changed.json()).toEqual(NOT_FOUND);
      expect((await excluir(pedro, id)).statusCode).toBe(404);
    }
    expect(await mariaRows()).toEqual(before);
    expect(await listar(pedro)).toEqual([]);
    expect((await obter(maria, 999_999)).statusCode).toBe(404);
  });

  it("a member's first address is main whatever is asked", async () => {
    const res = await salvar(pedro, { ...CASA, PRINCIPAL: false });
    expect(res.json().RESULTADO).toBe(true);
    expect(await listar(pedro)).toEqual([expect.objectContaining({ PRINCIPAL: 1, DESCRICAO: 'Casa' })]);
  });

  it('deleting the main address passes main to another; the last one stays', async () => {
    const [main, other] = await listar(maria);
    expect((await excluir(maria, main.ID_EMITENTE_ENDERECO)).json()).toEqual({
      RESULTADO: true,
      MSG: 'Endereço excluído com sucesso.',
    });
    expect(await listar(maria)).toEqual([{ ...other, PRINCIPAL: 1 }]);
    expect((await excluir(maria, other.ID_EMITENTE_ENDERECO)).json()).toEqual({
      RESULTADO: false,
      MSG: 'Mantenha ao menos um endereço cadastrado.',
    });
    expect(await listar(maria)).toHaveLength(1);
  });

  it('the product review prefill follows the main address', async () => {
    const [main] = await listar(maria);
    const webinar = (await memberGet(t, maria, '/api/projeto/listarProdutosLoja')).json()[1];
    const review = (await memberGet(t, maria, `/api/projeto/obterProdutoLoja/${webinar.ID_PROJETO}`)).json();
    expect(review.SUAS_INFORMACOES.ENDERECO).toMatchObject({ CEP: main.CEP, NUMERO: main.NUMERO });
  });
});
