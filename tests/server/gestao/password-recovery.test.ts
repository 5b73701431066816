import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_MSG } from '../../../domain/messages';
import { hashSecret } from '../../../server/auth/passwords';
import { CODE_EXPIRED, CODE_INVALID } from '../../../server/codes/verification-codes';
import { staff, verificationCodes } from '../../../server/db/schema';
import { inbox, lastCodeSentTo } from '../support/registration';
import { createTestApp, type TestContext } from '../support/test-app';
import { gestao, staffLogin } from './support';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const OLD_PASSWORD = 'Antiga@2026';
const NEW_PASSWORD = 'Nova#Senha9';
let counter = 0;

/** A staff member of association 428 of this test alone, with a password. */
async function newStaff() {
  counter += 1;
  const email = `recupera${counter}.${Date.now()}@exemplo.com.br`;
  const [row] = await t.database.db
    .insert(staff)
    .values({
      associationId: 428,
      email,
      name: 'Equipe Teste',
      role: 'financeiro',
      passwordHash: await hashSecret(OLD_PASSWORD),
    })
    .returning({ id: staff.id });
  return { id: row!.id, email };
}

const forgot = (email: string) => gestao(t, null, 'POST', '/password/forgot', { email });
const reset = (body: { email: string; code: string; password?: string }) =>
  gestao(t, null, 'POST', '/password/reset', body);
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('staff password recovery', () => {
  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const known = await newStaff();
    const a = await forgot(known.email);
    const b = await forgot('ninguem.da.equipe@exemplo.com.br');
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(await inbox(t, 'ninguem.da.equipe@exemplo.com.br')).toEqual([]);
    const [mail] = await inbox(t, known.email);
    expect(mail?.corpo).toMatch(/\b\d{6}\b/);
    const rows = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.staffId, known.id));
    expect(rows).toHaveLength(1);
    // Kept hashed: the code itself is nowhere in the row.
    expect(JSON.stringify(rows[0])).not.toContain(await lastCodeSentTo(t, known.email));
  });

  it('refuses a code for an unknown e-mail as a wrong code', async () => {
    const res = await reset({
      email: 'ninguem.da.equipe@exemplo.com.br',
      code: '123456',
      password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, message: CODE_INVALID });
  });

  it('refuses a wrong code and accepts the right one without using it up', async () => {
    const who = await newStaff();
    await forgot(who.email);
    const code = await lastCodeSentTo(t, who.email);
    expect((await reset({ email: who.email, code: wrong(code) })).json()).toEqual({
      ok: false,
      message: CODE_INVALID,
    });
    expect((await reset({ email: who.email, code })).json()).toEqual({ ok: true });
    expect((await reset({ email: who.email, code })).json()).toEqual({ ok: true });
  });

  it('voids the code after five wrong tries', async () => {
    const who = await newStaff();
    await forgot(who.email);
    const code = await lastCodeSentTo(t, who.email);
    for (let i = 0; i < 5; i++)
      expect((await reset({ email: who.email, code: wrong(code) })).statusCode).toBe(400);
    const res = await reset({ email: who.email, code, password: NEW_PASSWORD });
    expect(res.json()).toEqual({ ok: false, message: CODE_INVALID });
    await staffLogin(t, { email: who.email, password: OLD_PASSWORD });
  });

  it('refuses an expired code, even with a new password', async () => {
    const who = await newStaff();
    await forgot(who.email);
    const code = await lastCodeSentTo(t, who.email);
    await t.database.db
      .update(verificationCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verificationCodes.staffId, who.id));
    const res = await reset({ email: who.email, code, password: NEW_PASSWORD });
    expect(res.json()).toEqual({ ok: false, message: CODE_EXPIRED });
    await staffLogin(t, { email: who.email, password: OLD_PASSWORD });
  });

  it('refuses a weak password and keeps the code and the old password', async () => {
    const who = await newStaff();
    await forgot(who.email);
    const code = await lastCodeSentTo(t, who.email);
    const res = await reset({ email: who.email, code, password: 'fraca123' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, message: COMMON_MSG.passwordWeak });
    await staffLogin(t, { email: who.email, password: OLD_PASSWORD });
    expect((await reset({ email: who.email, code })).json()).toEqual({ ok: true });
  });

  it('sets the new password, uses the code up and ends the old sessions', async () => {
    const who = await newStaff();
    const oldToken = await staffLogin(t, { email: who.email, password: OLD_PASSWORD });
    expect((await gestao(t, oldToken, 'GET', '/me')).statusCode).toBe(200);
    await forgot(who.email);
    const code = await lastCodeSentTo(t, who.email);
    const res = await reset({ email: who.email, code, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await gestao(t, oldToken, 'GET', '/me')).statusCode).toBe(401);
    await expect(staffLogin(t, { email: who.email, password: OLD_PASSWORD })).rejects.toThrow();
    const fresh = await staffLogin(t, { email: who.email, password: NEW_PASSWORD });
    expect((await gestao(t, fresh, 'GET', '/me')).statusCode).toBe(200);
    expect((await reset({ email: who.email, code, password: 'Outra#Senha1' })).json()).toEqual({
      ok: false,
      message: CODE_INVALID,
    });
  });

  it('answers malformed bodies with 400, never 500', async () => {
    for (const body of [{}, { email: 42 }, { email: 'x'.repeat(300) }]) {
      expect((await gestao(t, null, 'POST', '/password/forgot', body)).statusCode).toBe(400);
    }
    for (const body of [{ email: 'a@b.c' }, { email: 'a@b.c', code: 123456 }]) {
      expect((await gestao(t, null, 'POST', '/password/reset', body)).statusCode).toBe(400);
    }
  });

  it('is rate-limited per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/gestao/password/forgot',
        payload: { email: 'ninguem.da.equipe@exemplo.com.br' },
        remoteAddress: '192.0.2.77',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true);
    expect(statuses[5]).toBe(429);
  });
});
