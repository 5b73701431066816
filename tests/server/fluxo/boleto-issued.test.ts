import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toWireDate } from '../../../domain/dates';
import { addDays } from '../../../domain/sao-paulo-days';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { memberIdOf, pay, pinToken, post, unpaidItems } from '../support/wallet';

let t: TestContext;
let maria: string;
let pin: string;
let mariaId: number;
const today = toWireDate(new Date());

beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login(DEMO.maria);
  pin = await pinToken(t, maria);
  mariaId = await memberIdOf(t, DEMO.maria.usuario);
});
afterAll(() => t.close());

type Listed = { ID_FLUXO_DE_CAIXA: number; BOLETO_EMITIDO?: boolean };
const listed = async () => {
  const res = await post(t, maria, '/api/fluxo/listarFluxos', { DATA_INICIAL: addDays(today, -400) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { FLUXOS: Listed[] }[]).flatMap((group) => group.FLUXOS);
};
const obterFluxo = async (itemId: number) =>
  (await post(t, maria, '/api/fluxo/obterFluxo', { ID_FLUXO_DE_CAIXA: itemId })).json().FLUXO as Listed;

describe('"Boleto emitido" on the lists (BOLETO_EMITIDO)', () => {
  it('marks the item whose boleto can still be paid, on the list and alone, until it is paid', async () => {
    const [item, other] = await unpaidItems(t, mariaId);
    const before = await listed();
    expect(before.find((f) => f.ID_FLUXO_DE_CAIXA === item!.id)).toMatchObject({ BOLETO_EMITIDO: false });
    expect(before.every((f) => !f.BOLETO_EMITIDO)).toBe(true);

    const res = await pay(t, maria, { ID_FLUXO_DE_CAIXA: item!.id, TIPO: 'B', TOKEN_PIN: pin });
    expect(res.json()).toMatchObject({ RESULTADO: true, TRANSACAO: { STATUS: 'pending' } });
    const gatewayId = res.json().TRANSACAO.ID_ZOOP_TRANSACAO as string;

    const issued = await listed();
    expect(issued.find((f) => f.ID_FLUXO_DE_CAIXA === item!.id)).toMatchObject({ BOLETO_EMITIDO: true });
    expect(issued.find((f) => f.ID_FLUXO_DE_CAIXA === other!.id)).toMatchObject({ BOLETO_EMITIDO: false });
    expect(await obterFluxo(item!.id)).toMatchObject({ BOLETO_EMITIDO: true });

    const paid = await t.app.inject({ method: 'POST', url: `/api/sandbox/boleto/${gatewayId}/pagar` });
    expect(paid.json()).toEqual({ RESULTADO: true, STATUS: 'succeeded' });
    const after = await listed();
    expect(after.find((f) => f.ID_FLUXO_DE_CAIXA === item!.id)).toMatchObject({ BOLETO_EMITIDO: false });
  });

  it('a boleto of several items together marks none of them alone', async () => {
    const [first, second] = await unpaidItems(t, mariaId);
    const res = await pay(t, maria, {
      ID_FLUXO_DE_CAIXA: first!.id,
      ID_FLUXOS_DE_CAIXA: [first!.id, second!.id],
      TIPO: 'B',
      TOKEN_PIN: pin,
    });
    expect(res.json()).toMatchObject({ RESULTADO: true, TRANSACAO: { STATUS: 'pending' } });
    const items = await listed();
    for (const id of [first!.id, second!.id]) {
      expect(items.find((f) => f.ID_FLUXO_DE_CAIXA === id)).toMatchObject({ BOLETO_EMITIDO: false });
    }
  });
});
