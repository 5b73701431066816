import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GestaoEvent } from '../../../domain/contract/gestao-events';
import { staffTokens, type StaffTokens } from '../gestao/staff-tokens';
import { gestao } from '../gestao/support';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { get } from '../support/wallet';
import { oneDayCourse } from './one-day-course';

let t: TestContext;
let tokens: StaffTokens;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await staffTokens(t);
});
afterAll(() => t.close());

describe("The member's product page of an event", () => {
  it('carries its date and venue (São Paulo time)', async () => {
    const event = (
      await gestao(t, tokens.gestor, 'POST', '/events', {
        ...oneDayCourse('Curso Demo com Data'),
        inStore: true,
      })
    ).json().event as GestaoEvent;
    const maria = await t.login(DEMO.maria);
    const detail = (await get(t, maria, `/api/projeto/obterProdutoLoja/${event.productId}`)).json();
    const product = detail.PRODUTO ?? detail;
    expect(product).toMatchObject({
      EVENTO: true,
      EVENTO_INICIO: '20270410T080000',
      EVENTO_FIM: '20270410T180000',
      EVENTO_LOCAL: 'Auditório Demo, São Paulo - SP',
    });
  });
});
