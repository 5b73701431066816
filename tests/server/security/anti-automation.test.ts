import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIN_MAX_FAILURES, WALLET_MSG } from '../../../domain/wallet-messages';
import { LOGIN_ACCOUNT_MAX } from '../../../server/auth/login-attempts';
import { cashFlowItems, members, transactions } from '../../../server/db/schema';
import { ERRORS } from '../../../server/plugins/errors';
import { LOGIN_FAILED } from '../../../server/routes/auth/login';
import { memberPost } from '../support/member-calls';
import { lastCodeSentTo, nextIp } from '../support/registration';
import { createTestApp, type TestContext } from '../support/test-app';
import { newPerson, PASSWORD, type Person } from './support/people';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TOO_MANY = { resultado: false, msg: ERRORS.tooManyRequests };
const login = (usuario: string, senha: string, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { usuario, senha }, remoteAddress });

describe('login is limited per client address and per account', () => {
  it('one address: 20 tries a minute on any accounts, then 429 in pt-BR', async () => {
    const ip = nextIp();
    for (let i = 0; i < 20; i += 1) {
      expect((await login(`ninguem${i}@exemplo.com.br`, 'errada', ip)).json()).toEqual({
        resultado: false,
        erro: LOGIN_FAILED,
      });
    }
    const blocked = await login('outro@exemplo.com.br', 'errada', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
  });

  it(`one account: ${LOGIN_ACCOUNT_MAX} tries from as many addresses, then 429 even for the right password`, async () => {
    const person = await newPerson(t);
    for (let i = 0; i < LOGIN_ACCOUNT_MAX; i += 1) {
      // The e-mail and the mobile are one account: alternating spellings does not buy more tries.
      const usuario = i % 2 ? person.email.toUpperCase() : person.mobile;
      expect((await login(usuario, `errada${i}`)).json()).toEqual({ resultado: false, erro: LOGIN_FAILED });
    }
    const blocked = await login(person.email, PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    // Other accounts, from those same kinds of addresses, are not affected.
    const other = await newPerson(t);
    expect((await login(other.email, PASSWORD)).json()).toMatchObject({ resultado: true, confirmado: true });
  });

  it('30 tries on one account at once from 30 addresses: at most 10 reach the password check', async () => {
    const person = await newPerson(t);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(person.email, `x${i}`)));
    const checked = answers.filter((r) => r.statusCode === 200);
    expect(checked).toHaveLength(LOGIN_ACCOUNT_MAX);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(30 - LOGIN_ACCOUNT_MAX);
  });

  it('an unknown account is limited the same way, so a 429 tells nothing about who exists', async () => {
    const ghost = `fantasma.${Date.now()}@exemplo.com.br`;
    for (let i = 0; i < LOGIN_ACCOUNT_MAX; i += 1) await login(ghost, 'errada');
    const blocked = await login(ghost, 'errada');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
  });
});

describe('public lookups are rate-limited per client address', () => {
  const CASES = [
    {
      route: 'userRegistered',
      max: 30,
      call: (ip: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/userRegistered',
          payload: { CPF: '52998224725' },
          remoteAddress: ip,
        }),
    },
    {
      route: 'esqueciSenha',
      max: 10,
      call: (ip: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/esqueciSenha',
          payload: { USUARIO: 'ninguem@exemplo.com.br' },
          remoteAddress: ip,
        }),
    },
    {
      route: 'cep',
      max: 60,
      call: (ip: string) => t.app.inject({ method: 'GET', url: '/api/cep/01310100', remoteAddress: ip }),
    },
    {
      route: 'medicoCRM',
      max: 30,
      call: (ip: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/medicoCRM',
          payload: { CRM: '123456', UF: 'SP' },
          remoteAddress: ip,
        }),
    },
  ];

  it.each(CASES)('$route: $max a minute, then 429 in pt-BR', async ({ max, call }) => {
    const ip = nextIp();
    for (let i = 0; i < max; i += 1) expect((await call(ip)).statusCode).toBe(200);
    const blocked = await call(ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect((await call(nextIp())).statusCode).toBe(200);
  });
});

describe('the answers say no more than the spec asks', () => {
  it('an unknown user and a wrong password get the same status, body and headers', async () => {
    const person = await newPerson(t);
    const unknown = await login(`ninguem.${Date.now()}@exemplo.com.br`, 'errada');
    const wrong = await login(person.email, 'errada');
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
    const comparable = (h: Record<string, unknown>) => {
      const { date: _date, ...rest } = h;
      return rest;
    };
    expect(comparable(unknown.headers)).toEqual(comparable(wrong.headers));
  });
});

describe('5 wrong PINs lock payments until the PIN is recovered', () => {
  let person: Person;
  let itemId: number;
  beforeAll(async () => {
    person = await newPerson(t);
    const [item] = await t.database.db
      .insert(cashFlowItems)
      .values({
        memberId: person.id,
        associationId: 428,
        kind: 'due',
        description: 'Contribuição de teste',
        dueAt: new Date(),
        amountCentavos: 1_000,
      })
      .returning({ id: cashFlowItems.id });
    itemId = item!.id;
    await memberPost(t, person.token, '/api/emitente/cadastrarPIN', { PIN: '1234' });
  });

  const validar = async (PIN: string) =>
    (await memberPost(t, person.token, '/api/emitente/validarPIN', { PIN })).json();
  const payPix = async (TOKEN_PIN: string) =>
    (
      await memberPost(t, person.token, '/api/fluxo/efetuarTransacao', {
        ID_FLUXO_DE_CAIXA: itemId,
        TIPO: 'P',
        TOKEN_PIN,
      })
    ).json();
  const failures = async () =>
    (await t.database.db.select().from(members).where(eq(members.id, person.id)))[0]!.pinFailures;

  it('20 wrong PINs at once count as 5 and lock; the right PIN and an earlier TOKEN_PIN no longer pay', async () => {
    const earlier = (await validar('1234')).TOKEN_PIN as string;
    expect(earlier).toEqual(expect.any(String));
    const answers = await Promise.all(Array.from({ length: 20 }, () => validar('9999')));
    expect(answers.every((a) => a.RESULTADO === false)).toBe(true);
    expect(await failures()).toBe(PIN_MAX_FAILURES);

    expect(await validar('1234')).toMatchObject({
      RESULTADO: false,
      MSG: WALLET_MSG.pinLocked,
      BLOQUEADO: true,
    });
    expect(await payPix(earlier)).toEqual({ RESULTADO: false, MSG: WALLET_MSG.pinLocked });
    expect(await t.database.db.select().from(transactions).where(eq(transactions.itemId, itemId))).toEqual(
      [],
    );
  });

  it('the e-mailed recovery code sets a new PIN and pays again', async () => {
    await memberPost(t, person.token, '/api/emitente/enviarCodigoPinTransacao');
    const CODIGO = await lastCodeSentTo(t, person.email);
    const reset = await memberPost(t, person.token, '/api/emitente/verificarCodigoPinTransacao', {
      CODIGO,
      PIN: '4321',
    });
    expect(reset.json().RESULTADO).toBe(true);
    const token = (await validar('4321')).TOKEN_PIN as string;
    expect((await payPix(token)).RESULTADO).toBe(true);
  });
});
