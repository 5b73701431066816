import { expect, type APIRequestContext } from '@playwright/test';
import type { OpenItems } from '../../../domain/contract/open-items';
import { bearer, GESTOR, staffToken } from './gestao-staff';
import { createConfirmedMember, type NewMember } from './new-member';
import { acceptTerms, registerPin } from './wallet';

/** Today in São Paulo plus some days, YYYY-MM-DD. */
const saoPauloDay = (plusDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + plusDays * 86_400_000),
  );

/** The association bills the member two monthly contributions ("<description> MM/AAAA"). */
export async function billTwoMonths(request: APIRequestContext, member: NewMember, description: string) {
  const headers = bearer(await staffToken(request, GESTOR));
  const found = await request.get('/api/gestao/charges/members', { params: { q: member.nome }, headers });
  const [who] = ((await found.json()) as { members: { memberId: number; categoryId: number }[] }).members;
  const res = await request.post('/api/gestao/charges', {
    headers: { ...headers, 'idempotency-key': `em-aberto-${Date.now()}` },
    data: {
      target: { kind: 'member', memberId: who!.memberId },
      schedule: { kind: 'monthly', firstDueDate: saoPauloDay(5), months: 2 },
      description,
      amounts: [{ categoryId: who!.categoryId, amountCentavos: 4_250 }],
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** "Em aberto" as the member's app reads it. */
export const openItemsOf = async (request: APIRequestContext, member: NewMember) =>
  (await (await request.get('/api/itens/abertos', { headers: bearer(member.token) })).json()) as OpenItems;

/** An amount as the screens write it (R$ 85,00), as a pattern. */
export const brl = (centavos: number) =>
  new RegExp(`R\\$\\s${(centavos / 100).toFixed(2).replace('.', ',')}`);

/**
 * A new member with a PIN and the terms accepted, billed two monthly contributions of R$ 42,50
 * named "<description> MM/AAAA": "Em aberto" before paying, and the two.
 */
export async function memberWithTwoOpenItems(
  request: APIRequestContext,
  firstName: string,
  description: string,
  pin: string,
) {
  const member = await createConfirmedMember(request, { firstName });
  await billTwoMonths(request, member, description);
  await registerPin(request, member.token, pin);
  await acceptTerms(request, member.token);
  const open = await openItemsOf(request, member);
  const ours = open.items.filter((item) => item.description.startsWith(description));
  expect(ours).toHaveLength(2);
  return { member, open, ours };
}
