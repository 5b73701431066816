import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { get, post, VISA } from '../support/wallet';

let t: TestContext;
let pedro: string;

beforeAll(async () => {
  t = await createTestApp();
  pedro = await t.login(DEMO.pedro);
});
afterAll(() => t.close());

describe("Brazil's card brands", () => {
  it('saves each typed card with its brand; SPEC §3 draws three, the others keep their name', async () => {
    const numbers: Array<[string, string, string]> = [
      ['6362 9700 0045 7013', 'Elo', '123'],
      ['6062 8256 2425 4001', 'Hipercard', '123'],
      ['3841 0012 3456 7890 007', 'Hipercard', '123'],
      ['3056 9309 0259 04', 'Diners', '123'],
      ['6011 1111 1111 1117', 'Discover', '123'],
      ['3566 0020 2036 0505', 'JCB', '123'],
      ['3782 8224 6310 005', 'Amex', '1234'],
    ];
    for (const [NUMERO_CARTAO, BANDEIRA, CODIGO_SEGURANCA] of numbers) {
      // DATA_EXPIRACAO as the typed MM/AAAA box of browsers without a month picker writes it.
      const res = await post(t, pedro, '/api/emitente/salvarCartao', {
        ...VISA,
        MES_EXPIRACAO: undefined,
        ANO_EXPIRACAO: undefined,
        DATA_EXPIRACAO: '12/2028',
        NUMERO_CARTAO,
        CODIGO_SEGURANCA,
      });
      expect(res.json(), NUMERO_CARTAO).toMatchObject({
        RESULTADO: true,
        CARTAO: {
          BANDEIRA,
          NUMERO_CARTAO: NUMERO_CARTAO.replace(/\s/g, '').slice(-4),
          MES_EXPIRACAO: 12,
          ANO_EXPIRACAO: 2028,
        },
      });
    }
    const list = (await get(t, pedro, '/api/emitente/listarCartoes')).json() as { BANDEIRA: string }[];
    expect(list.map((c) => c.BANDEIRA).sort()).toEqual(
      ['Amex', 'Diners', 'Discover', 'Elo', 'Hipercard', 'Hipercard', 'JCB'].sort(),
    );
  });
});
