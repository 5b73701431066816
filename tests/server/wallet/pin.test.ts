import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, outboundMessages } from '../../../server/db/schema';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { get, memberIdOf, pay, post, unpaidItems } from '../support/wallet';

let t: TestContext;
let maria: string;
let mariaId: number;

beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login(DEMO.maria);
  mariaId = await memberIdOf(t, DEMO.maria.usuario);
});
afterAll(() => t.close());

const validar = async (pin: string) =>
  (await post(t, maria, '/api/emitente/validarPIN', { PIN: pin })).json();
const pinRow = async () => (await t.database.db.select().from(members).where(eq(members.id, mariaId)))[0]!;
const lastMessageTo = async (recipient: string) =>
  (
    await t.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.recipient, recipient))
      .orderBy(desc(outboundMessages.id))
      .limit(1)
  )[0];

describe('PIN of payments', () => {
  it('temPIN is false before any PIN', async () => {
    expect((await get(t, maria, '/api/emitente/temPIN')).json()).toEqual({ RESULTADO: true, TEM_PIN: false });
  });

  it('refuses to pay before a PIN is registered', async () => {
    const [item] = await unpaidItems(t, mariaId);
    const res = await pay(t, maria, { ID_FLUXO_DE_CAIXA: item!.id, TIPO: 'P' });
    expect(res.json()).toEqual({ RESULTADO: false, MSG: 'Cadastre seu PIN para realizar pagamentos.' });
  });

  it('cadastrarPIN wants exactly 4 digits', async () => {
    for (const PIN of ['123', '12345', '12a4', '', ' 1234']) {
      const res = await post(t, maria, '/api/emitente/cadastrarPIN', { PIN });
      expect(res.json(), PIN).toEqual({ RESULTADO: false, MSG: 'O PIN deve conter 4 dígitos.' });
    }
    expect((await pinRow()).pinHash).toBeNull();
  });

  it('registers the PIN once, hashed with argon2id; a second registration is refused', async () => {
    const res = await post(t, maria, '/api/emitente/cadastrarPIN', { PIN: '1234' });
    expect(res.json()).toEqual({ RESULTADO: true, MSG: 'PIN cadastrado com sucesso!' });
    expect((await pinRow()).pinHash).toMatch(/^\$argon2id\$/);
    expect((await get(t, maria, '/api/emitente/temPIN')).json()).toEqual({ RESULTADO: true, TEM_PIN: true });

    const again = await post(t, maria, '/api/emitente/cadastrarPIN', { PIN: '9999' });
    expect(again.json().RESULTADO).toBe(false);
    expect(await validar('1234')).toMatchObject({ RESULTADO: true });
  });

  it('validarPIN gives a short-lived TOKEN_PIN that is not a login token', async () => {
    const body = await validar('1234');
    expect(body).toMatchObject({ RESULTADO: true, TOKEN_PIN: expect.any(String) });
    const claims = JSON.parse(Buffer.from(body.TOKEN_PIN.split('.')[1], 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(300);
    expect(claims.pin).toBe(true);
    const asLogin = await get(t, body.TOKEN_PIN, '/api/emitente/obterLogado');
    expect(asLogin.statusCode).toBe(401);
  });

  it('efetuarTransacao requires TOKEN_PIN, and a login token is not one', async () => {
    const [item] = await unpaidItems(t, mariaId);
    const missing = await pay(t, maria, { ID_FLUXO_DE_CAIXA: item!.id, TIPO: 'P' });
    expect(missing.json()).toEqual({ RESULTADO: false, MSG: 'Confirme seu PIN para realizar o pagamento.' });
    const wrong = await pay(t, maria, { ID_FLUXO_DE_CAIXA: item!.id, TIPO: 'P', TOKEN_PIN: maria });
    expect(wrong.json().RESULTADO).toBe(false);
    expect((await unpaidItems(t, mariaId)).length).toBe(7);
  });

  it('counts wrong PINs and locks after 5', async () => {
    expect(await validar('0000')).toMatchObject({
      RESULTADO: false,
      MSG: 'PIN inválido. Restam 4 tentativas.',
      TENTATIVAS_RESTANTES: 4,
    });
    expect((await validar('0000')).MSG).toBe('PIN inválido. Restam 3 tentativas.');
    expect((await validar('0000')).MSG).toBe('PIN inválido. Restam 2 tentativas.');
    expect((await validar('0000')).MSG).toBe('PIN inválido. Resta 1 tentativa.');
    const locked = 'PIN bloqueado após 5 tentativas. Recupere seu PIN para continuar.';
    expect(await validar('0000')).toMatchObject({ RESULTADO: false, MSG: locked, BLOQUEADO: true });
    // Even the right PIN is refused now, and so is paying.
    expect(await validar('1234')).toMatchObject({ RESULTADO: false, MSG: locked });
    expect((await pinRow()).pinFailures).toBe(5);
    const [item] = await unpaidItems(t, mariaId);
    expect((await pay(t, maria, { ID_FLUXO_DE_CAIXA: item!.id, TIPO: 'P' })).json().MSG).toBe(locked);
  });

  it('a malformed PIN does not cost a try', async () => {
    const res = await post(t, maria, '/api/emitente/validarPIN', { PIN: 'abcd' });
    expect(res.json()).toMatchObject({ RESULTADO: false, MSG: 'O PIN deve conter 4 dígitos.' });
  });

  it('recovers the PIN with the code e-mailed through the outbox', async () => {
    const sent = await post(t, maria, '/api/emitente/enviarCodigoPinTransacao');
    expect(sent.json()).toMatchObject({ RESULTADO: true, ENVIADO_PARA: 'me***@exemplo.com.br' });
    const mail = await lastMessageTo(DEMO.maria.usuario);
    const code = /(\d{6})/.exec(mail!.body)![1]!;

    const soon = await post(t, maria, '/api/emitente/enviarCodigoPinTransacao');
    expect(soon.json().RESULTADO).toBe(false);
    expect(soon.json().MSG).toMatch(/^Aguarde \d+ segundos/);

    const wrongCode = code === '000000' ? '111111' : '000000';
    const bad = await post(t, maria, '/api/emitente/verificarCodigoPinTransacao', { CODIGO: wrongCode });
    expect(bad.json()).toEqual({ RESULTADO: false, MSG: 'Código de confirmação inválido.' });

    // Checking without a PIN keeps the code usable.
    const check = await post(t, maria, '/api/emitente/verificarCodigoPinTransacao', { CODIGO: code });
    expect(check.json().RESULTADO).toBe(true);
    const badPin = await post(t, maria, '/api/emitente/verificarCodigoPinTransacao', {
      CODIGO: code,
      PIN: '12',
    });
    expect(badPin.json()).toEqual({ RESULTADO: false, MSG: 'O PIN deve conter 4 dígitos.' });

    const reset = await post(t, maria, '/api/emitente/verificarCodigoPinTransacao', {
      CODIGO: code,
      PIN: '4321',
    });
    expect(reset.json()).toEqual({ RESULTADO: true, MSG: 'PIN alterado com sucesso!' });
    expect((await pinRow()).pinFailures).toBe(0);

    // The code is used up, the old PIN is gone, the new one works.
    const reuse = await post(t, maria, '/api/emitente/verificarCodigoPinTransacao', {
      CODIGO: code,
      PIN: '5555',
    });
    expect(reuse.json().RESULTADO).toBe(false);
    expect((await validar('1234')).RESULTADO).toBe(false);
    expect(await validar('4321')).toMatchObject({ RESULTADO: true, TOKEN_PIN: expect.any(String) });
    expect((await pinRow()).pinFailures).toBe(0);
  });

  it('never echoes the PIN or its hash', async () => {
    const res = await get(t, maria, '/api/emitente/obterLogado');
    expect(res.body).not.toMatch(/argon2|pin/i);
  });

  it('the PIN calls need a login', async () => {
    const res = await get(t, null, '/api/emitente/temPIN');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ RESULTADO: false, MSG: 'Sua sessão expirou. Faça login novamente.' });
  });
});
