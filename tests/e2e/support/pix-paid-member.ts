import { expect, type APIRequestContext } from '@playwright/test';
import type { EfetuarTransacaoResponse } from '../../../domain/contract/fluxo';
import { GESTOR, STAFF_PASSWORD } from './gestao';
import { createConfirmedMember, type NewMember } from './new-member';
import { registerPin } from './wallet';

const dayFromNow = (n: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + n * 86_400_000),
  );

async function staffToken(request: APIRequestContext, email: string) {
  const res = await request.post('/api/gestao/login', { data: { email, password: STAFF_PASSWORD } });
  return ((await res.json()) as { token: string }).token;
}

/** A member of our own with one item of R$ 250,00, paid by sandbox PIX through the member API. */
export async function memberWithPixPayment(request: APIRequestContext, description: string) {
  const member: NewMember = await createConfirmedMember(request, { firstName: 'Pagante' });
  const gestor = await staffToken(request, GESTOR);
  const staffHeaders = { authorization: `Bearer ${gestor}` };
  const found = await request.get(`/api/gestao/charges/members?q=${member.cpf.replace(/\D/g, '')}`, {
    headers: staffHeaders,
  });
  const [{ memberId }] = ((await found.json()) as { members: { memberId: number }[] }).members as [
    { memberId: number },
  ];
  const created = await request.post('/api/gestao/charges', {
    headers: { ...staffHeaders, 'idempotency-key': `e2e-${Date.now()}` },
    data: {
      target: { kind: 'member', memberId },
      schedule: { kind: 'annuity', dueDate: dayFromNow(10) },
      // A member who joins in November or December is billed next year's annuity already.
      confirmAnnuityDuplicates: true,
      description,
      amounts: [{ categoryId: 601, amountCentavos: 25_000 }],
    },
  });
  expect(created.status()).toBe(201);
  const headers = { authorization: `Bearer ${member.token}` };
  const list = await request.post('/api/fluxo/listarFluxos', {
    headers,
    data: { DATA_INICIAL: dayFromNow(-1) },
  });
  const item = ((await list.json()) as { FLUXOS: { ID_FLUXO_DE_CAIXA: number; HISTORICO: string }[] }[])
    .flatMap((m) => m.FLUXOS)
    .find((f) => f.HISTORICO === description)!;
  await registerPin(request, member.token, '2468');
  const pin = await request.post('/api/emitente/validarPIN', { headers, data: { PIN: '2468' } });
  const { TOKEN_PIN } = (await pin.json()) as { TOKEN_PIN: string };
  const paid = await request.post('/api/fluxo/efetuarTransacao', {
    headers,
    data: { ID_FLUXO_DE_CAIXA: item.ID_FLUXO_DE_CAIXA, TIPO: 'P', TOKEN_PIN },
  });
  const gatewayId = ((await paid.json()) as EfetuarTransacaoResponse).TRANSACAO!.ID_ZOOP_TRANSACAO;
  expect((await request.post(`/api/sandbox/pix/${gatewayId}/pagar`)).ok()).toBe(true);
  return { member, gatewayId };
}
