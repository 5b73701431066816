import { expect } from 'vitest';
import { members, cashFlowItems } from '../../../server/db/schema';
import { grantWhatsappConsent } from '../../../server/members/whatsapp-consent';
import type { WhatsappDeps } from '../../../server/messaging/whatsapp/deliver-whatsapp';
import { secretBoxOf } from '../../../server/secrets/secret-box';
import { fakeWhatsappSettings, startFakeGraphApi } from '../../support/fake-whatsapp/fake-graph-api';
import type { FakeGraphApi } from '../../support/fake-whatsapp/fake-graph-api';
import { staffTokens } from '../gestao/staff-tokens';
import { gestao } from '../gestao/support';
import { freshCpf } from '../support/purchase';
import { createTestApp, type TestContext } from '../support/test-app';

export const DAY = 86_400_000;
/** Noon in São Paulo, 2027-03-15: far from every seeded item's reminder window. */
export const NOW = new Date('2027-03-15T15:00:00Z');
let seq = 0;

/** A member of their own with a mobile, opted in to WhatsApp (or not). */
export async function newWhatsappMember(
  t: TestContext,
  options: { optIn?: boolean; remindByEmail?: boolean } = {},
) {
  seq += 1;
  const mobile = `119${String(Date.now() % 100_000_000).padStart(8, '0')}`.slice(0, 11);
  const mobileUnique = `${mobile.slice(0, 9)}${String(seq).padStart(2, '0')}`;
  const [m] = await t.database.db
    .insert(members)
    .values({
      name: `Zap ${seq} Silva`,
      cpf: freshCpf().replace(/\D/g, ''),
      email: `zap.${seq}.${Date.now()}@exemplo.com.br`,
      mobile: mobileUnique,
      passwordHash: 'x',
      confirmed: true,
      remindByEmail: options.remindByEmail ?? true,
    })
    .returning();
  if (options.optIn !== false) {
    const granted = await grantWhatsappConsent(t.database.db, m!.id, 'sessao-teste', {});
    if (!granted.ok) throw new Error(granted.message);
  }
  return { ...m!, phone: `55${mobileUnique}` };
}

/** A dues item of association 428 (or another), due `days` after NOW. */
export async function dueItem(
  t: TestContext,
  memberId: number,
  description: string,
  days: number,
  associationId = 428,
) {
  const [row] = await t.database.db
    .insert(cashFlowItems)
    .values({
      memberId,
      associationId,
      kind: 'due',
      description,
      dueAt: new Date(NOW.getTime() + days * DAY),
      amountCentavos: 123_456,
    })
    .returning({ id: cashFlowItems.id });
  return row!.id;
}

export const whatsappDeps = (
  t: TestContext,
  apiUrl: string,
  over: Partial<WhatsappDeps> = {},
): WhatsappDeps => ({
  db: t.database.db,
  box: secretBoxOf(t.app.config),
  apiUrl,
  sandbox: true,
  publicUrl: 'https://app.exemplo',
  messagesPerSecond: 1000,
  ...over,
});

/**
 * A test app whose WhatsApp goes to a fake Graph API that posts its webhooks to the app, with the
 * association's number (the fake's) saved by its gestor.
 */
export async function appWithWhatsapp(verifyToken: string): Promise<{ graph: FakeGraphApi; t: TestContext }> {
  const graph = await startFakeGraphApi();
  const t = await createTestApp({ whatsapp: { apiUrl: graph.url, messagesPerSecond: 1000 } });
  graph.onWebhook(async (raw, headers) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/webhooks/whatsapp', headers, payload: raw });
    return res.statusCode;
  });
  const gestor = (await staffTokens(t)).gestor;
  const saved = await gestao(t, gestor, 'PUT', '/whatsapp', fakeWhatsappSettings(verifyToken));
  expect(saved.statusCode).toBe(200);
  return { graph, t };
}
