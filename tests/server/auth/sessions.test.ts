import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, memberSignIns } from '../../../server/db/schema';
import { memberPost } from '../support/member-calls';
import { lastCodeSentTo, nextIp, post } from '../support/registration';
import { createTestApp, type TestContext } from '../support/test-app';
import { newPerson, PASSWORD, type Person } from '../security/support/people';

/** Issue 17 item 1: Sair ends one device's session; the profile can end them all. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = async (person: Person) => {
  const res = await post(t, '/api/auth/login', { usuario: person.email, senha: PASSWORD });
  const token = res.json().token as string | undefined;
  if (!token) throw new Error(`login failed: ${res.body}`);
  return token;
};
const verify = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: t.auth(token), remoteAddress: nextIp() });
const logout = (token: string, url = '/api/auth/logout') =>
  t.app.inject({ method: 'POST', url, headers: t.auth(token), remoteAddress: nextIp() });
const status = async (token: string) => (await verify(token)).statusCode;

/** Two devices of one new member, each logged in on its own. */
async function twoDevices() {
  const person = await newPerson(t);
  return { person, phone: await login(person), laptop: await login(person) };
}

async function changePassword(person: Person, headers: Record<string, string> = {}) {
  await post(t, '/api/auth/esqueciSenha', { USUARIO: person.email });
  const CODIGO_RECUPERACAO = await lastCodeSentTo(t, person.email);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/checarCodigoRecuperacao',
    headers,
    remoteAddress: nextIp(),
    payload: { USUARIO: person.email, CODIGO_RECUPERACAO, SENHA: 'Trocada#2027' },
  });
  expect(res.json().aceito).toBe(true);
}

describe('Sair ends this session only', () => {
  it('the other device stays logged in', async () => {
    const { phone, laptop } = await twoDevices();
    expect((await logout(phone)).json()).toEqual({ resultado: true });
    expect(await status(phone)).toBe(401);
    expect(await status(laptop)).toBe(200);
  });

  it('a renewed token (GET /verify) is the same session: Sair with it ends the first token too', async () => {
    const { phone, laptop } = await twoDevices();
    const renewed = (await verify(phone)).json().token as string;
    expect((await logout(renewed)).statusCode).toBe(200);
    expect(await status(phone)).toBe(401);
    expect(await status(renewed)).toBe(401);
    expect(await status(laptop)).toBe(200);
  });

  it("voids the PIN token confirmed in that session, not the other device's", async () => {
    const { phone, laptop } = await twoDevices();
    await memberPost(t, phone, '/api/emitente/cadastrarPIN', { PIN: '1234' });
    const pinOf = async (token: string) =>
      (await memberPost(t, token, '/api/emitente/validarPIN', { PIN: '1234' })).json().TOKEN_PIN as string;
    const phonePin = await pinOf(phone);
    const laptopPin = await pinOf(laptop);
    await logout(phone);
    const pay = (token: string, TOKEN_PIN: string) =>
      memberPost(t, token, '/api/fluxo/efetuarTransacao', { ID_FLUXO_DE_CAIXA: 1, TIPO: 'P', TOKEN_PIN });
    // The phone's PIN token does not open a payment from another session.
    expect((await pay(laptop, phonePin)).json()).toEqual({
      RESULTADO: false,
      MSG: 'Confirme seu PIN para realizar o pagamento.',
    });
    // The laptop's own PIN token still passes the PIN check (the item is not the member's: 404).
    expect((await pay(laptop, laptopPin)).json().MSG).not.toBe('Confirme seu PIN para realizar o pagamento.');
  });
});

describe('Sair de todos os dispositivos', () => {
  it('ends every session of the member, this one too, and a new login works', async () => {
    const { person, phone, laptop } = await twoDevices();
    const other = await twoDevices();
    expect((await logout(phone, '/api/auth/logoutTodos')).json()).toEqual({ resultado: true });
    expect(await status(phone)).toBe(401);
    expect(await status(laptop)).toBe(401);
    // Another member's sessions are untouched.
    expect(await status(other.phone)).toBe(200);
    expect(await status(await login(person))).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logoutTodos' })).statusCode).toBe(401);
  });
});

describe('a password change ends every other session', () => {
  it('made from a logged-in device, that device stays logged in', async () => {
    const { person, phone, laptop } = await twoDevices();
    await changePassword(person, t.auth(phone));
    expect(await status(phone)).toBe(200);
    expect(await status(laptop)).toBe(401);
  });

  it('made with no session (the usual recovery), every session ends', async () => {
    const { person, phone, laptop } = await twoDevices();
    await changePassword(person);
    expect(await status(phone)).toBe(401);
    expect(await status(laptop)).toBe(401);
  });

  it("a token of another member does not keep anyone's session", async () => {
    const { person, phone, laptop } = await twoDevices();
    const stranger = await twoDevices();
    await changePassword(person, t.auth(stranger.phone));
    expect(await status(phone)).toBe(401);
    expect(await status(laptop)).toBe(401);
    expect(await status(stranger.phone)).toBe(200);
  });
});

describe('the sign-in history (LGPD: "Baixar meus dados")', () => {
  it('keeps each sign-in after its session ended, 12 months, and sweeps older ones at the next', async () => {
    const { person, phone } = await twoDevices();
    const [member] = await t.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, person.email));
    const history = () =>
      t.database.db.select().from(memberSignIns).where(eq(memberSignIns.memberId, member!.id));
    const signedIn = (await history()).length;
    expect(signedIn).toBeGreaterThanOrEqual(2);
    await logout(phone);
    expect(await history()).toHaveLength(signedIn);
    await t.database.db
      .insert(memberSignIns)
      .values({ memberId: member!.id, signedInAt: new Date(Date.now() - 400 * 86_400_000) });
    await login(person);
    const kept = await history();
    expect(kept).toHaveLength(signedIn + 1);
    expect(kept.every((row) => Date.now() - row.signedInAt.getTime() < 366 * 86_400_000)).toBe(true);
  });
});
