import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../domain/contract/gestao-audit';
import { AUDIT_ACTION_LABEL, auditActorText, auditChanges } from '../../../domain/gestao-audit';
import { WHATSAPP_CONSENT_AUDIT } from '../../../domain/whatsapp-consent';
import { auditLog, memberships } from '../../../server/db/schema';
import { handleInboundText } from '../../../server/whatsapp/inbound-text';
import { psiTitularId } from '../gestao/psi-titular';
import { staffTokens, type StaffTokens } from '../gestao/staff-tokens';
import { gestao } from '../gestao/support';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { memberIdOf } from '../support/wallet';

let t: TestContext;
let tokens: StaffTokens;
let maria: string;
let mariaId: number;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await staffTokens(t);
  maria = await t.login(DEMO.maria);
  mariaId = await memberIdOf(t, DEMO.maria.usuario);
});
afterAll(() => t.close());

const optIn = (payload: object = {}) =>
  t.app.inject({ method: 'PUT', url: '/api/lembretes/whatsapp', headers: t.auth(maria), payload });
const optOut = () =>
  t.app.inject({ method: 'DELETE', url: '/api/lembretes/whatsapp', headers: t.auth(maria) });

/** The consent entries a gestor reads in Auditoria, oldest first. */
async function consentEntries(token: string): Promise<AuditEntry[]> {
  const res = await gestao(t, token, 'GET', '/audit?limit=100');
  expect(res.statusCode).toBe(200);
  return (res.json() as { entries: AuditEntry[] }).entries
    .filter((e) => e.action.startsWith('whatsapp_consent.'))
    .reverse();
}

const sair = (messageId: string) =>
  handleInboundText(t.database.db, 428, {
    type: 'text',
    from: '5511987654321',
    id: messageId,
    text: { body: 'Sair' },
  });

describe('Auditoria › WhatsApp consent', () => {
  it('records the member’s opt-in, change of number and opt-out, by the member, with the number', async () => {
    expect((await optIn()).statusCode).toBe(200);
    expect((await optIn()).statusCode).toBe(200); // the same number again: nothing changed
    expect((await optIn({ phone: '(21) 99876-5432' })).statusCode).toBe(200);
    expect((await optOut()).statusCode).toBe(200);
    expect((await optOut()).statusCode).toBe(200); // already off: nothing changed

    const entries = await consentEntries(tokens.gestor);
    expect(entries).toHaveLength(3);
    const member = { kind: 'member', name: 'Maria Demo Silva' };
    expect(entries[0]).toMatchObject({
      actor: member,
      action: WHATSAPP_CONSENT_AUDIT.granted,
      entity: 'member',
      entityId: String(mariaId),
      subject: 'Maria Demo Silva',
      before: null,
      after: { phone: '5511987654321' },
    });
    expect(entries[1]).toMatchObject({
      actor: member,
      action: WHATSAPP_CONSENT_AUDIT.granted,
      before: { phone: '5511987654321' },
      after: { phone: '5521998765432' },
    });
    expect(entries[2]).toMatchObject({
      actor: member,
      action: WHATSAPP_CONSENT_AUDIT.revoked,
      before: { phone: '5521998765432' },
      after: null,
    });

    // As the screen says it.
    expect(auditActorText(entries[0]!.actor)).toBe('Membro Maria Demo Silva');
    expect(AUDIT_ACTION_LABEL[entries[0]!.action]).toBe('Consentimento WhatsApp: ativado');
    expect(AUDIT_ACTION_LABEL[entries[2]!.action]).toBe('Consentimento WhatsApp: desativado');
    expect(auditChanges(entries[1]!.before, entries[1]!.after)).toEqual([
      { field: 'Número do WhatsApp', before: '+55 (11) 98765-4321', after: '+55 (21) 99876-5432' },
    ]);
  });

  it('records a reply SAIR as the member’s number, once, in the transaction of the opt-out', async () => {
    expect((await optIn()).statusCode).toBe(200);
    await sair('wamid.audit-sair-1');
    await sair('wamid.audit-sair-2'); // already out: nothing more

    const last = (await consentEntries(tokens.gestor)).at(-1)!;
    expect(last).toMatchObject({
      actor: { kind: 'sair', name: 'Maria Demo Silva' },
      action: WHATSAPP_CONSENT_AUDIT.revoked,
      subject: 'Maria Demo Silva',
      before: { phone: '5511987654321' },
    });
    expect(auditActorText(last.actor)).toBe('Membro (resposta SAIR)');
    const revoked = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.memberId, mariaId), eq(auditLog.actor, 'sair')));
    expect(revoked).toHaveLength(1);
    expect(revoked[0]).toMatchObject({ staffId: null, associationId: 428 });
  });

  it('is seen by the member’s associations only', async () => {
    // Maria belongs to 428 only: 1024839 sees none of it.
    expect(await consentEntries(tokens.psi)).toEqual([]);
    const psiBefore = (await gestao(t, tokens.psi, 'GET', '/audit?limit=100')).json().entries.length;

    // A refused request is no membership: still nothing for 1024839.
    const [refused] = await t.database.db
      .insert(memberships)
      .values({ memberId: mariaId, associationId: 1024839, categoryId: await psiTitularId(t), status: 'N' })
      .returning({ id: memberships.id });
    expect((await optIn()).statusCode).toBe(200);
    expect(await consentEntries(tokens.psi)).toEqual([]);

    // Once she belongs to 1024839 too, both see her next change, each in its own log.
    await t.database.db.update(memberships).set({ status: 'A' }).where(eq(memberships.id, refused!.id));
    expect((await optOut()).statusCode).toBe(200);
    const psi = await consentEntries(tokens.psi);
    expect(psi).toHaveLength(1);
    expect(psi[0]).toMatchObject({ actor: { kind: 'member', name: 'Maria Demo Silva' } });
    expect((await consentEntries(tokens.gestor)).at(-1)!.action).toBe(WHATSAPP_CONSENT_AUDIT.revoked);
    expect((await gestao(t, tokens.psi, 'GET', '/audit?limit=100')).json().entries).toHaveLength(
      psiBefore + 1,
    );
  });

  it('keeps every entry’s actor whole: staff with their staff, a member’s with the member', async () => {
    const insert = (values: Partial<typeof auditLog.$inferInsert>) =>
      t.database.db
        .insert(auditLog)
        .values({ associationId: 428, action: 'x', entity: 'member', ...values })
        .then(() => 'written')
        .catch(() => 'refused');
    expect(await insert({ actor: 'staff' })).toBe('refused');
    expect(await insert({ actor: 'member' })).toBe('refused');
    expect(await insert({ actor: 'sair', memberId: mariaId, staffId: 1 })).toBe('refused');
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'x'))).toEqual([]);
  });
});
