import { and, asc, eq, isNull } from 'drizzle-orm';
import type { EfetuarTransacaoBody } from '../../../domain/contract/fluxo';
import { cashFlowItems, members } from '../../../server/db/schema';
import { payItem } from '../../../server/payments/pay-item';
import { nextIp } from './registration';
import type { TestContext } from './test-app';

/** Helpers of the wallet tests: PIN, paying, and the seeded members' rows. */
export async function memberIdOf(t: TestContext, email: string): Promise<number> {
  const [m] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.email, email));
  if (!m) throw new Error(`no member ${email}`);
  return m.id;
}

const DAY_MS = 86_400_000;

/**
 * A new unpaid item of the member, straight into the database: a due of association 428 falling due in
 * `dueInDays` days (5 unless said) unless the values say otherwise.
 */
export async function insertItem(
  t: TestContext,
  values: Pick<typeof cashFlowItems.$inferInsert, 'memberId' | 'description' | 'amountCentavos'> &
    Partial<typeof cashFlowItems.$inferInsert> & { dueInDays?: number },
) {
  const { dueInDays = 5, ...row } = values;
  const [item] = await t.database.db
    .insert(cashFlowItems)
    .values({ associationId: 428, kind: 'due', dueAt: new Date(Date.now() + dueInDays * DAY_MS), ...row })
    .returning();
  return item!;
}

/** The member's unpaid items, oldest due first. */
export async function unpaidItems(t: TestContext, memberId: number) {
  return t.database.db
    .select()
    .from(cashFlowItems)
    .where(and(eq(cashFlowItems.memberId, memberId), isNull(cashFlowItems.paidAt)))
    .orderBy(asc(cashFlowItems.dueAt));
}

export async function registerPin(t: TestContext, token: string, pin = '1234') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/emitente/cadastrarPIN',
    headers: t.auth(token),
    payload: { PIN: pin },
  });
  return res.json() as { RESULTADO: boolean; MSG: string };
}

/** Registers the PIN when needed and returns a TOKEN_PIN from validarPIN. */
export async function pinToken(t: TestContext, token: string, pin = '1234'): Promise<string> {
  await registerPin(t, token, pin);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/emitente/validarPIN',
    headers: t.auth(token),
    payload: { PIN: pin },
  });
  const body = res.json();
  if (!body.TOKEN_PIN) throw new Error(`validarPIN failed: ${res.body}`);
  return body.TOKEN_PIN as string;
}

export function pay(
  t: TestContext,
  token: string,
  payload: EfetuarTransacaoBody,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/fluxo/efetuarTransacao',
    headers: { ...t.auth(token), ...headers },
    payload,
  });
}

export function post(t: TestContext, token: string | null, url: string, payload?: object) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: token ? t.auth(token) : {},
    ...(payload ? { payload } : {}),
  });
}

export function get(t: TestContext, token: string | null, url: string) {
  return t.app.inject({ method: 'GET', url, headers: token ? t.auth(token) : {} });
}

export const VISA = {
  NUMERO_CARTAO: '4111111111111111',
  NOME_CARTAO: 'MARIA D SILVA',
  MES_EXPIRACAO: 12,
  ANO_EXPIRACAO: 2035,
  CODIGO_SEGURANCA: '123',
};
export const MASTER = { ...VISA, NUMERO_CARTAO: '5555555555554444' };
export const DECLINED = { ...VISA, NUMERO_CARTAO: '4000000000000002' };
export const LUHN_INVALID = { ...VISA, NUMERO_CARTAO: '4111111111111112' };

/** What the server says the item costs today (obterFluxo's VALOR: fine and interest included), in centavos. */
export async function amountTodayOf(t: TestContext, token: string, itemId: number): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/fluxo/obterFluxo',
    headers: t.auth(token),
    payload: { ID_FLUXO_DE_CAIXA: itemId },
  });
  return Math.round((res.json() as { FLUXO: { VALOR: number } }).FLUXO.VALOR * 100);
}

/** The member pays the items by PIX and the sandbox's payer pays the QR: its gateway id, settled. */
export async function paidByPixInSandbox(
  t: TestContext,
  memberId: number,
  itemIds: number[],
): Promise<string> {
  const outcome = await payItem(t.app, { memberId, itemIds, method: 'pix', installments: 1 });
  if (!outcome.ok) throw new Error(outcome.message);
  const gatewayId = outcome.value.transaction!.gatewayTransactionId!;
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/sandbox/pix/${gatewayId}/pagar`,
    remoteAddress: nextIp(),
  });
  if (paid.json().STATUS !== 'succeeded') throw new Error(`PIX not settled: ${paid.body}`);
  return gatewayId;
}
