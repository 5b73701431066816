import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_MSG } from '../../../domain/messages';
import { hashSecret } from '../../../server/auth/passwords';
import { members, outboundMessages } from '../../../server/db/schema';
import { LOGIN_FAILED } from '../../../server/routes/auth/login';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload });

describe('POST /api/auth/login', () => {
  it('logs Maria in by e-mail with a signed token', async () => {
    const res = await login(DEMO.maria);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ resultado: true, confirmado: true });
    expect(body.token.split('.')).toHaveLength(3);
  });

  it('logs Maria in by her mobile number, masked or not', async () => {
    for (const usuario of ['(11) 98765-4321', '11987654321']) {
      const res = await login({ usuario, senha: DEMO.maria.senha });
      expect(res.json()).toMatchObject({ resultado: true, confirmado: true });
    }
  });

  it('accepts the e-mail in any letter case', async () => {
    const res = await login({ usuario: 'MEMBRO@Exemplo.com.br', senha: DEMO.maria.senha });
    expect(res.json().resultado).toBe(true);
  });

  it('refuses a wrong password with a message and no token', async () => {
    const res = await login({ usuario: DEMO.maria.usuario, senha: 'errada' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ resultado: false, erro: LOGIN_FAILED });
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const res = await login({ usuario: 'ninguem@exemplo.com.br', senha: 'Quita@2026' });
    expect(res.json()).toEqual({ resultado: false, erro: LOGIN_FAILED });
  });

  it('refuses the association-only registrant, who has no password', async () => {
    const res = await login({ usuario: 'joao@exemplo.com.br', senha: 'Quita@2026' });
    expect(res.json()).toEqual({ resultado: false, erro: LOGIN_FAILED });
  });

  it('gives the spec message for empty fields', async () => {
    const res = await login({ usuario: '', senha: '' });
    expect(res.json()).toEqual({ resultado: false, erro: COMMON_MSG.loginEmpty });
  });
});

describe('login of an unconfirmed account', () => {
  let memberId: number;
  beforeAll(async () => {
    const [row] = await t.database.db
      .insert(members)
      .values({
        name: 'Ana Nova Souza',
        cpf: '71428793860',
        email: 'ana@exemplo.com.br',
        mobile: '11955554444',
        passwordHash: await hashSecret('Quita@2026'),
        confirmed: false,
      })
      .returning({ id: members.id });
    memberId = row!.id;
  });

  const codesSentToAna = async () => {
    const rows = await t.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.recipient, 'ana@exemplo.com.br'));
    return rows.map((r) => /\b(\d{6})\b/.exec(r.body)?.[1]);
  };

  it('sends a code, says where (masked) and gives no token', async () => {
    const res = await login({ usuario: 'ana@exemplo.com.br', senha: 'Quita@2026' });
    expect(res.json()).toEqual({ resultado: true, confirmado: false, enviadoPara: 'an***@exemplo.com.br' });
    expect(await codesSentToAna()).toHaveLength(1);
  });

  it('does not resend within 60 s', async () => {
    await login({ usuario: 'ana@exemplo.com.br', senha: 'Quita@2026' });
    expect(await codesSentToAna()).toHaveLength(1);
  });

  it('refuses a wrong code, then confirms with the right one and returns a token', async () => {
    const [code] = await codesSentToAna();
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await login({ usuario: 'ana@exemplo.com.br', senha: 'Quita@2026', codigoConfirmacao: wrong });
    expect(bad.json()).toMatchObject({ resultado: false, erro: COMMON_MSG.confirmationCodeInvalid });

    const ok = await login({ usuario: 'ana@exemplo.com.br', senha: 'Quita@2026', codigoConfirmacao: code });
    expect(ok.json()).toMatchObject({ resultado: true, confirmado: true });
    const [ana] = await t.database.db.select().from(members).where(eq(members.id, memberId));
    expect(ana!.confirmed).toBe(true);
  });
});
