import type { GestaoEvent } from '../../../domain/contract/gestao-events';
import type { MemberTicket } from '../../../domain/contract/tickets';
import { DEMO, type TestContext } from '../support/test-app';
import { get, insertItem, memberIdOf, paidByPixInSandbox } from '../support/wallet';

/** Maria buys `event` (R$ 200,00, paid by PIX in the sandbox): her ticket and the payment's gateway id. */
export async function mariasTicket(t: TestContext, event: GestaoEvent) {
  const maria = await memberIdOf(t, 'membro@exemplo.com.br');
  const item = await insertItem(t, {
    memberId: maria,
    kind: 'product',
    productId: event.productId,
    description: `${event.name} - Titular`,
    amountCentavos: 20_000,
  });
  const gatewayId = await paidByPixInSandbox(t, maria, [item.id]);
  const tickets = (await get(t, await t.login(DEMO.maria), '/api/ingressos')).json() as MemberTicket[];
  return { ticket: tickets.find((x) => x.eventName === event.name)!, gatewayId };
}
