import { expect, type APIRequestContext } from '@playwright/test';
import type { VerificaAnuidadeResponse } from '../../../domain/contract/fluxo';
import { bearer, GESTOR, staffToken } from './gestao-staff';
import type { NewMember } from './new-member';

/** Today in São Paulo, YYYY-MM-DD. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

/**
 * A new member's annuity of 428 (billed when the registration was accepted) paid at the
 * association's desk: gestor's "baixa manual" in the back office. For specs about something else
 * that open Home, where an unpaid annuity would open its payment first (SPEC §4).
 */
export async function payAnnuityAtTheDesk(request: APIRequestContext, member: NewMember) {
  const check = await request.post('/api/fluxo/verificaSePagaAnuidade', {
    headers: bearer(member.token),
    data: { ID_EMITENTE_ML: 428 },
  });
  const annuity = (await check.json()) as VerificaAnuidadeResponse;
  expect(annuity, `the annuity of ${member.email}`).toMatchObject({ PAGO: false });
  const res = await request.post(`/api/gestao/charges/items/${annuity.ID_FLUXO_DE_CAIXA}/manual-payment`, {
    headers: bearer(await staffToken(request, GESTOR)),
    data: { paidOn: today(), method: 'dinheiro', note: 'Anuidade paga na secretaria.' },
  });
  expect(res.ok(), await res.text()).toBe(true);
}
