import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outboundMessages, staff } from '../../../server/db/schema';
import { createTestApp, type TestContext } from '../support/test-app';
import { nextIp } from '../support/registration';
import { staffTokens, type StaffTokens } from './staff-tokens';
import { gestao, staffLogin } from './support';

let t: TestContext;
let tokens: StaffTokens;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await staffTokens(t);
});
afterAll(() => t.close());

const PASSWORD = 'Equipe@2026';

async function inviteLink(email: string): Promise<string> {
  const [message] = await t.database.db
    .select()
    .from(outboundMessages)
    .where(eq(outboundMessages.recipient, email))
    .orderBy(desc(outboundMessages.id))
    .limit(1);
  const token = /\/gestao\/convite\/([A-Za-z0-9_-]{43})/.exec(message?.body ?? '')?.[1];
  if (!token) throw new Error(`no invitation for ${email}`);
  return token;
}

const invitation = (method: 'GET' | 'POST', token: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/gestao/invitations/${token}`,
    remoteAddress: nextIp(),
    ...(payload ? { payload } : {}),
  });

const staffRow = async (email: string) =>
  (await t.database.db.select().from(staff).where(eq(staff.email, email)))[0];
const lastAudit = async () =>
  (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

async function invited(email: string, role: 'gestor' | 'financeiro', by = tokens.gestor) {
  const res = await gestao(t, by, 'POST', '/team/invitations', { name: `Pessoa ${role}`, email, role });
  expect(res.statusCode).toBe(201);
  return res.json().staff as { id: number };
}

describe('Equipe', () => {
  it('lists the association’s staff, marking the caller', async () => {
    const res = await gestao(t, tokens.gestor, 'GET', '/team');
    expect(res.statusCode).toBe(200);
    expect(res.json().staff).toEqual([
      expect.objectContaining({
        email: 'gestor@exemplo.com.br',
        role: 'gestor',
        status: 'active',
        you: true,
      }),
      expect.objectContaining({
        email: 'financeiro@exemplo.com.br',
        role: 'financeiro',
        status: 'active',
        you: false,
      }),
    ]);
    const psi = (await gestao(t, tokens.psi, 'GET', '/team')).json().staff;
    expect(psi.map((s: { email: string }) => s.email)).toEqual(['gestor.psi@exemplo.com.br']);
  });

  it('invites by e-mail with a one-time link (only its hash stored, 7 days) that sets the password once', async () => {
    const email = 'nova.gestora@exemplo.com.br';
    const created = await invited(email, 'financeiro');
    const token = await inviteLink(email);
    const row = await staffRow(email);
    expect(row).toMatchObject({ associationId: 428, role: 'financeiro', passwordHash: null });
    expect(row!.inviteTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.inviteTokenHash).not.toContain(token);
    const days = (row!.inviteExpiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect(await lastAudit()).toMatchObject({
      action: 'staff.invited',
      entity: 'staff',
      entityId: String(created.id),
    });

    expect((await invitation('GET', token)).json()).toEqual({
      name: 'Pessoa financeiro',
      email,
      associationName: 'Sociedade Demo de Oftalmologia',
    });
    const weak = await invitation('POST', token, { password: 'fraca' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/senha deve conter/);
    expect((await invitation('POST', token, { password: PASSWORD })).json()).toEqual({ ok: true });
    const again = await invitation('POST', token, { password: PASSWORD });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Este convite não é válido ou já expirou. Peça um novo convite.');
    expect((await invitation('GET', token)).statusCode).toBe(404);

    const session = await staffLogin(t, { email, password: PASSWORD });
    expect((await gestao(t, session, 'GET', '/me')).json().staff).toMatchObject({
      role: 'financeiro',
      associationId: 428,
    });
  });

  it('an expired link does not work', async () => {
    const email = 'atrasado@exemplo.com.br';
    await invited(email, 'financeiro');
    const token = await inviteLink(email);
    await t.database.db
      .update(staff)
      .set({ inviteExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(staff.email, email));
    expect((await invitation('POST', token, { password: PASSWORD })).statusCode).toBe(404);
    const listed = (await gestao(t, tokens.gestor, 'GET', '/team')).json().staff;
    expect(listed.find((s: { email: string }) => s.email === email).status).toBe('expired');
  });

  it('resends a pending invitation, expired or not: a new link and expiry, the old link refused, audited', async () => {
    const email = 'reenvio@exemplo.com.br';
    const { id } = await invited(email, 'financeiro');
    const first = await inviteLink(email);
    const resend = () => gestao(t, tokens.gestor, 'POST', `/team/${id}/invitation`);

    // Still valid: the old link stops working as soon as the new one exists.
    const res = await resend();
    expect(res.statusCode).toBe(200);
    expect(res.json().staff).toMatchObject({ id, email, role: 'financeiro', status: 'invited', you: false });
    const second = await inviteLink(email);
    expect(second).not.toBe(first);
    expect((await invitation('GET', first)).statusCode).toBe(404);
    expect((await invitation('POST', first, { password: PASSWORD })).statusCode).toBe(404);

    // Expired: the new link comes with 7 new days.
    await t.database.db
      .update(staff)
      .set({ inviteExpiresAt: new Date(Date.now() - 86_400_000) })
      .where(eq(staff.id, id));
    expect((await invitation('GET', second)).statusCode).toBe(404);
    const again = await resend();
    expect(again.statusCode).toBe(200);
    const days = (new Date(again.json().staff.inviteExpiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect(await lastAudit()).toMatchObject({
      action: 'staff.invite_resent',
      entity: 'staff',
      entityId: String(id),
      associationId: 428,
      before: { email, role: 'financeiro' },
      after: { email, role: 'financeiro' },
    });
    const audit = (await lastAudit())!;
    expect((audit.before as { inviteExpiresOn: string }).inviteExpiresOn).not.toBe(
      (audit.after as { inviteExpiresOn: string }).inviteExpiresOn,
    );
    const third = await inviteLink(email);
    expect((await invitation('POST', second, { password: PASSWORD })).statusCode).toBe(404);
    expect((await invitation('GET', third)).json()).toMatchObject({ email });
    expect((await invitation('POST', third, { password: PASSWORD })).json()).toEqual({ ok: true });
    expect((await staffLogin(t, { email, password: PASSWORD })).length).toBeGreaterThan(0);

    // Once the password is set there is no invitation to resend.
    const done = await resend();
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe('Esta pessoa já definiu a senha: não há convite para reenviar.');
  });

  it('resending: another association’s invitation is 404, financeiro 403, nothing changed nor sent', async () => {
    const email = 'reenvio.outro@exemplo.com.br';
    const { id } = await invited(email, 'gestor');
    const token = await inviteLink(email);
    const before = await staffRow(email);
    const messages = async () =>
      (await t.database.db.select().from(outboundMessages).where(eq(outboundMessages.recipient, email)))
        .length;
    const sent = await messages();
    const psi = await gestao(t, tokens.psi, 'POST', `/team/${id}/invitation`);
    expect(psi.statusCode).toBe(404);
    expect(psi.json()).toMatchObject({ ok: false });
    expect((await gestao(t, tokens.financeiro, 'POST', `/team/${id}/invitation`)).statusCode).toBe(403);
    expect((await gestao(t, tokens.gestor, 'POST', '/team/2147483647/invitation')).statusCode).toBe(404);
    expect(await staffRow(email)).toEqual(before);
    expect(await messages()).toBe(sent);
    expect((await invitation('GET', token)).statusCode).toBe(200);
    // A removed person's invitation is gone with them.
    expect((await gestao(t, tokens.gestor, 'DELETE', `/team/${id}`)).statusCode).toBe(200);
    expect((await gestao(t, tokens.gestor, 'POST', `/team/${id}/invitation`)).statusCode).toBe(404);
  });

  it('changes a role (their sessions end) and removes (soft; sessions end at once; may be invited again)', async () => {
    const email = 'troca@exemplo.com.br';
    const { id } = await invited(email, 'financeiro');
    await invitation('POST', await inviteLink(email), { password: PASSWORD });
    const session = await staffLogin(t, { email, password: PASSWORD });

    const role = await gestao(t, tokens.gestor, 'PUT', `/team/${id}/role`, { role: 'gestor' });
    expect(role.json()).toEqual({ ok: true });
    expect(await lastAudit()).toMatchObject({
      action: 'staff.role_changed',
      before: { role: 'financeiro' },
      after: { role: 'gestor' },
    });
    expect((await gestao(t, session, 'GET', '/me')).statusCode).toBe(401);

    const fresh = await staffLogin(t, { email, password: PASSWORD });
    expect((await gestao(t, tokens.gestor, 'DELETE', `/team/${id}`)).json()).toEqual({ ok: true });
    expect((await gestao(t, fresh, 'GET', '/me')).statusCode).toBe(401);
    expect((await staffRow(email))!.removedAt).not.toBeNull();
    expect(await lastAudit()).toMatchObject({ action: 'staff.removed', entityId: String(id) });
    const listed = (await gestao(t, tokens.gestor, 'GET', '/team')).json().staff;
    expect(listed.some((s: { email: string }) => s.email === email)).toBe(false);

    // Invited again: the same row, back with a new link.
    expect((await invited(email, 'financeiro')).id).toBe(id);
  });

  it('never yourself, so never the last gestor', async () => {
    const me = (await gestao(t, tokens.psi, 'GET', '/team')).json().staff[0];
    for (const [method, url, body] of [
      ['PUT', `/team/${me.id}/role`, { role: 'financeiro' }],
      ['DELETE', `/team/${me.id}`, undefined],
    ] as const) {
      const res = await gestao(t, tokens.psi, method, url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Você não pode alterar o próprio perfil nem remover a si mesmo.');
    }
    // gestor.psi is 1024839's only gestor: only they may act on the team, and never on themselves,
    // so the team always keeps a gestor; the role is unchanged.
    expect((await gestao(t, tokens.psi, 'GET', '/me')).json().staff.role).toBe('gestor');
  });

  it('refuses a taken e-mail (409) and bad input (400) without changing anything', async () => {
    const before = (await gestao(t, tokens.gestor, 'GET', '/team')).json().staff.length;
    const taken = await gestao(t, tokens.gestor, 'POST', '/team/invitations', {
      name: 'Outro',
      email: 'GESTOR.PSI@exemplo.com.br',
      role: 'gestor',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Já existe alguém na equipe com este e-mail.');
    for (const body of [
      { name: '', email: 'x@exemplo.com.br', role: 'gestor' },
      { name: 'X', email: 'não-é-email', role: 'gestor' },
      { name: 'X', email: 'x@exemplo.com.br', role: 'dono' },
    ]) {
      const res = await gestao(t, tokens.gestor, 'POST', '/team/invitations', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/campo/);
    }
    expect((await gestao(t, tokens.gestor, 'PUT', '/team/1/role', { role: 'chefe' })).statusCode).toBe(400);
    expect((await gestao(t, tokens.gestor, 'GET', '/team')).json().staff.length).toBe(before);
    expect((await invitation('POST', 'curto', { password: PASSWORD })).statusCode).toBe(400);
  });

  it('ownership and roles: 428’s staff are 404 for gestor.psi, financeiro gets 403', async () => {
    const financeiro = (await staffRow('financeiro@exemplo.com.br'))!;
    for (const [method, url, body] of [
      ['PUT', `/team/${financeiro.id}/role`, { role: 'gestor' }],
      ['DELETE', `/team/${financeiro.id}`, undefined],
    ] as const) {
      const res = await gestao(t, tokens.psi, method, url, body);
      expect(res.statusCode).toBe(404);
      expect((await gestao(t, tokens.financeiro, method, url, body)).statusCode).toBe(403);
    }
    expect(await staffRow('financeiro@exemplo.com.br')).toMatchObject({
      role: 'financeiro',
      removedAt: null,
    });
    expect((await gestao(t, tokens.financeiro, 'GET', '/team')).statusCode).toBe(403);
    expect(
      (
        await gestao(t, tokens.financeiro, 'POST', '/team/invitations', {
          name: 'X',
          email: 'y@exemplo.com.br',
          role: 'gestor',
        })
      ).statusCode,
    ).toBe(403);
  });
});
