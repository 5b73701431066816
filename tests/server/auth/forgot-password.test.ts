import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_MSG } from '../../../domain/messages';
import { CODE_EXPIRED } from '../../../server/codes/verification-codes';
import { members } from '../../../server/db/schema';
import { LOGIN_FAILED } from '../../../server/routes/auth/login';
import { ageCodes, expireCodes, inbox, lastCodeSentTo, post } from '../support/registration';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';

let t: TestContext;
let mariaId: number;
let pedroId: number;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.select().from(members);
  mariaId = rows.find((m) => m.email === DEMO.maria.usuario)!.id;
  pedroId = rows.find((m) => m.email === DEMO.pedro.usuario)!.id;
});
afterAll(() => t.close());

const forgot = (USUARIO: string, ip?: string) => post(t, '/api/auth/esqueciSenha', { USUARIO }, ip);
const checkCode = (USUARIO: string, CODIGO_RECUPERACAO: string, SENHA?: string) =>
  post(t, '/api/auth/checarCodigoRecuperacao', {
    USUARIO,
    CODIGO_RECUPERACAO,
    ...(SENHA === undefined ? {} : { SENHA }),
  });
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');
const NEW_PASSWORD = 'Trocada#2027';

describe('POST /api/auth/esqueciSenha', () => {
  it('answers registrado false for unknown people and for a registrant without an account', async () => {
    for (const usuario of ['ninguem@exemplo.com.br', '(11) 90000-0000', 'joao@exemplo.com.br', '123']) {
      expect((await forgot(usuario)).json(), usuario).toEqual({ registrado: false });
    }
  });

  it('refuses an empty user with 400 and the spec message', async () => {
    const res = await forgot('   ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ resultado: false, msg: COMMON_MSG.forgotPasswordEmpty });
  });

  it('e-mails Maria a recovery code and does not resend within 60 s', async () => {
    const res = await forgot('Membro@Exemplo.com.br');
    expect(res.json()).toEqual({ registrado: true, msg: 'Enviamos o código para me***@exemplo.com.br.' });
    const again = await forgot(DEMO.maria.usuario);
    expect(again.json().registrado).toBe(true);
    expect(again.json().msg).toMatch(/^Aguarde \d+ segundos para solicitar um novo código\.$/);
    const mail = await inbox(t, DEMO.maria.usuario);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ canal: 'email', assunto: 'Quita: recuperação de senha' });
  });

  it('sends the code by SMS when the user typed a mobile number', async () => {
    const res = await forgot('(11) 91234-5678');
    expect(res.json()).toEqual({ registrado: true, msg: 'Enviamos o código para (11) *****-5678.' });
    const [sms] = await inbox(t, '11912345678');
    expect(sms).toMatchObject({ canal: 'sms', para: '11912345678' });
  });

  it('refuses malformed input with 400', async () => {
    for (const payload of [{}, { USUARIO: 42 }, { USUARIO: 'x'.repeat(300) }]) {
      expect((await post(t, '/api/auth/esqueciSenha', payload)).statusCode).toBe(400);
    }
  });

  it('is rate-limited per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await forgot('ninguem@exemplo.com.br', '192.0.2.30')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('POST /api/auth/checarCodigoRecuperacao', () => {
  it('refuses a wrong code and accepts the right one without using it up', async () => {
    const code = await lastCodeSentTo(t, DEMO.maria.usuario);
    expect((await checkCode(DEMO.maria.usuario, wrong(code))).json()).toEqual({
      aceito: false,
      msg: COMMON_MSG.recoveryCodeInvalid,
    });
    for (let i = 0; i < 2; i++) {
      expect((await checkCode(DEMO.maria.usuario, code)).json()).toEqual({ aceito: true });
    }
  });

  it('refuses a code for an unknown user', async () => {
    expect((await checkCode('ninguem@exemplo.com.br', '123456')).json()).toEqual({
      aceito: false,
      msg: COMMON_MSG.recoveryCodeInvalid,
    });
  });

  it('checks the new password before using the code', async () => {
    const code = await lastCodeSentTo(t, DEMO.maria.usuario);
    expect((await checkCode(DEMO.maria.usuario, code, '')).json()).toEqual({
      aceito: false,
      msg: COMMON_MSG.newPasswordEmpty,
    });
    expect((await checkCode(DEMO.maria.usuario, code, 'fraca123')).json()).toEqual({
      aceito: false,
      msg: COMMON_MSG.passwordWeak,
    });
    expect((await checkCode(DEMO.maria.usuario, code)).json()).toEqual({ aceito: true });
  });

  it('changes the password, uses the code up and revokes the old tokens', async () => {
    const oldToken = await t.login(DEMO.maria);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: t.auth(oldToken) })).statusCode,
    ).toBe(200);

    const code = await lastCodeSentTo(t, DEMO.maria.usuario);
    expect((await checkCode(DEMO.maria.usuario, code, NEW_PASSWORD)).json()).toEqual({
      aceito: true,
      msg: COMMON_MSG.passwordChanged,
    });

    const verify = await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: t.auth(oldToken) });
    expect(verify.statusCode).toBe(401);
    expect((await post(t, '/api/auth/login', DEMO.maria)).json()).toEqual({
      resultado: false,
      erro: LOGIN_FAILED,
    });
    const login = await post(t, '/api/auth/login', { usuario: DEMO.maria.usuario, senha: NEW_PASSWORD });
    expect(login.json()).toMatchObject({ resultado: true, confirmado: true });

    expect((await checkCode(DEMO.maria.usuario, code)).json()).toEqual({
      aceito: false,
      msg: COMMON_MSG.recoveryCodeInvalid,
    });
    expect((await checkCode(DEMO.maria.usuario, code, 'Outra#Senha99')).json().aceito).toBe(false);
  });

  it('refuses an expired code, even with a new password', async () => {
    await ageCodes(t, pedroId);
    await forgot(DEMO.pedro.usuario);
    const code = await lastCodeSentTo(t, DEMO.pedro.usuario);
    await expireCodes(t, pedroId);
    expect((await checkCode(DEMO.pedro.usuario, code)).json()).toEqual({ aceito: false, msg: CODE_EXPIRED });
    expect((await checkCode(DEMO.pedro.usuario, code, NEW_PASSWORD)).json()).toEqual({
      aceito: false,
      msg: CODE_EXPIRED,
    });
    expect((await post(t, '/api/auth/login', DEMO.pedro)).json().resultado).toBe(true);
  });

  it('voids the code after 5 wrong tries', async () => {
    await ageCodes(t, pedroId);
    await forgot(DEMO.pedro.usuario);
    const code = await lastCodeSentTo(t, DEMO.pedro.usuario);
    for (let i = 0; i < 5; i++) {
      expect((await checkCode(DEMO.pedro.usuario, wrong(code))).json().aceito).toBe(false);
    }
    expect((await checkCode(DEMO.pedro.usuario, code)).json()).toEqual({
      aceito: false,
      msg: COMMON_MSG.recoveryCodeInvalid,
    });
    expect((await checkCode(DEMO.pedro.usuario, code, NEW_PASSWORD)).json().aceito).toBe(false);
  });

  it('bumps the token version once per change', async () => {
    const [maria] = await t.database.db.select().from(members).where(eq(members.id, mariaId));
    expect(maria!.tokenVersion).toBe(1);
  });

  it('refuses malformed input with 400', async () => {
    for (const payload of [{ USUARIO: DEMO.maria.usuario }, { USUARIO: 1, CODIGO_RECUPERACAO: '123456' }]) {
      expect((await post(t, '/api/auth/checarCodigoRecuperacao', payload)).statusCode).toBe(400);
    }
  });
});
