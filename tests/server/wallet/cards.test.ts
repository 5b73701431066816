import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards } from '../../../server/db/schema';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { get, LUHN_INVALID, MASTER, memberIdOf, post, VISA } from '../support/wallet';

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

const salvar = async (token: string, card: object) =>
  (await post(t, token, '/api/emitente/salvarCartao', card)).json();
const listar = async (token: string) => (await get(t, token, '/api/emitente/listarCartoes')).json();

describe('cards', () => {
  it('starts with no cards', async () => {
    expect(await listar(maria)).toEqual([]);
  });

  it('checks the typed card in the spec order, with its messages', async () => {
    const cases: Array<[object, string]> = [
      [{ ...VISA, NUMERO_CARTAO: '' }, 'O número do cartão é obrigatório'],
      [{ ...VISA, NOME_CARTAO: ' ' }, 'O nome no cartão é obrigatório'],
      [{ ...VISA, MES_EXPIRACAO: '' }, 'A data de expiração é obrigatória'],
      [{ ...VISA, CODIGO_SEGURANCA: '' }, 'O CVV é obrigatório'],
      [LUHN_INVALID, 'The card number is not a valid credit card number.'],
      [{ ...VISA, NUMERO_CARTAO: '4111' }, 'The card number is not a valid credit card number.'],
      // One repeated digit passes Luhn at some lengths; the card form refuses it too.
      [
        { ...VISA, NUMERO_CARTAO: '0000 0000 0000 0000' },
        'The card number is not a valid credit card number.',
      ],
      [{ ...VISA, NUMERO_CARTAO: '8888888888888888' }, 'The card number is not a valid credit card number.'],
      [{ ...VISA, MES_EXPIRACAO: 13 }, 'A data de expiração informada é inválida.'],
      [{ ...VISA, CODIGO_SEGURANCA: '12' }, 'O CVV informado é inválido.'],
      // The CVV's length follows the brand, as on the card form: 4 on Amex, 3 on the others.
      [{ ...VISA, CODIGO_SEGURANCA: '1234' }, 'O CVV informado é inválido.'],
      [{ ...VISA, NUMERO_CARTAO: '378282246310005' }, 'O CVV informado é inválido.'],
      [
        { ...VISA, MES_EXPIRACAO: undefined, ANO_EXPIRACAO: undefined, DATA_EXPIRACAO: '13/2028' },
        'A data de expiração informada é inválida.',
      ],
      [{ ...VISA, MES_EXPIRACAO: 1, ANO_EXPIRACAO: 2020 }, 'O cartão informado está vencido.'],
    ];
    for (const [card, MSG] of cases)
      expect(await salvar(maria, card), MSG).toEqual({ RESULTADO: false, MSG });
    expect(await listar(maria)).toEqual([]);
  });

  it('saves a card as token, brand, last 4, expiry and holder; the first one is main', async () => {
    const body = await salvar(maria, { ...VISA, NUMERO_CARTAO: '4111 1111 1111 1111' });
    expect(body).toEqual({
      RESULTADO: true,
      MSG: 'Cartão salvo com sucesso.',
      CARTAO: {
        ID_ZOOP_EMITENTE_CARTAO: expect.any(Number),
        BANDEIRA: 'Visa',
        PRINCIPAL: 1,
        NUMERO_CARTAO: '1111',
        MES_EXPIRACAO: 12,
        ANO_EXPIRACAO: 2035,
        NOME_CARTAO: 'MARIA D SILVA',
      },
    });
    const [row] = await t.database.db.select().from(cards).where(eq(cards.memberId, mariaId));
    expect(row!.gatewayToken).toMatch(/^tok_/);
    expect(JSON.stringify(row)).not.toContain('4111111111111111');
  });

  it('accepts DATA_EXPIRACAO instead of MES/ANO; later cards are not main; main comes first', async () => {
    const { MES_EXPIRACAO: _m, ANO_EXPIRACAO: _a, ...rest } = MASTER;
    const body = await salvar(maria, { ...rest, DATA_EXPIRACAO: '2031-07' });
    expect(body.CARTAO).toMatchObject({
      BANDEIRA: 'MasterCard',
      PRINCIPAL: 0,
      MES_EXPIRACAO: 7,
      ANO_EXPIRACAO: 2031,
    });
    const list = await listar(maria);
    expect(
      list.map((c: { PRINCIPAL: number; NUMERO_CARTAO: string }) => [c.PRINCIPAL, c.NUMERO_CARTAO]),
    ).toEqual([
      [1, '1111'],
      [0, '4444'],
    ]);
  });

  it('selecionarPrincipal moves the main flag', async () => {
    const [, master] = await listar(maria);
    const res = await post(t, maria, '/api/emitente/selecionarPrincipal', {
      ID_ZOOP_EMITENTE_CARTAO: master.ID_ZOOP_EMITENTE_CARTAO,
    });
    expect(res.json()).toEqual({ RESULTADO: true, MSG: 'Cartão principal alterado com sucesso.' });
    const list = await listar(maria);
    expect(list[0]).toMatchObject({ NUMERO_CARTAO: '4444', PRINCIPAL: 1 });
    expect(list[1]).toMatchObject({ NUMERO_CARTAO: '1111', PRINCIPAL: 0 });
  });

  it("Pedro cannot select Maria's card: 404 and nothing changes", async () => {
    const before = await listar(maria);
    const visa = before.find((c: { NUMERO_CARTAO: string }) => c.NUMERO_CARTAO === '1111');
    const res = await post(t, pedro, '/api/emitente/selecionarPrincipal', {
      ID_ZOOP_EMITENTE_CARTAO: visa.ID_ZOOP_EMITENTE_CARTAO,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ RESULTADO: false, MSG: 'Recurso não encontrado.' });
    expect(await listar(maria)).toEqual(before);
    expect(await listar(pedro)).toEqual([]);
  });

  it('concurrent swaps leave exactly one main card', async () => {
    const list = await listar(maria);
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(t, maria, '/api/emitente/selecionarPrincipal', {
          ID_ZOOP_EMITENTE_CARTAO: list[i % 2].ID_ZOOP_EMITENTE_CARTAO,
        }),
      ),
    );
    const after = await listar(maria);
    expect(after.filter((c: { PRINCIPAL: number }) => c.PRINCIPAL === 1)).toHaveLength(1);
  });

  it('rejects a malformed id', async () => {
    const res = await post(t, maria, '/api/emitente/selecionarPrincipal', { ID_ZOOP_EMITENTE_CARTAO: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().RESULTADO).toBe(false);
  });
});
