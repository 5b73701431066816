import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS } from '../../../server/codes/verification-codes';
import { verificationCodes } from '../../../server/db/schema';
import { memberPost } from '../support/member-calls';
import { lastCodeSentTo, nextIp } from '../support/registration';
import { createTestApp, type TestContext } from '../support/test-app';
import { newPerson, PASSWORD, type Person } from './support/people';

/**
 * Every kind of 6-digit code, through the routes that send and check it: it lasts 10 minutes and
 * survives at most 5 wrong tries, also when the tries come all at once.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const publicPost = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: nextIp() });

interface Purpose {
  purpose: string;
  kind: 'member' | 'unconfirmed' | 'registrant';
  /** Has a code sent; resolves when it is in the outbox. */
  send: (p: Person) => Promise<unknown>;
  /** True when the route accepted the code. */
  accepts: (p: Person, code: string) => Promise<boolean>;
}

const PURPOSES: Purpose[] = [
  {
    purpose: 'confirmacao',
    kind: 'unconfirmed',
    send: (p) => publicPost('/api/auth/login', { usuario: p.email, senha: PASSWORD }),
    accepts: async (p, code) =>
      (
        await publicPost('/api/auth/login', { usuario: p.email, senha: PASSWORD, codigoConfirmacao: code })
      ).json().confirmado === true,
  },
  {
    purpose: 'recuperacao',
    kind: 'member',
    send: (p) => publicPost('/api/auth/esqueciSenha', { USUARIO: p.email }),
    accepts: async (p, code) =>
      (
        await publicPost('/api/auth/checarCodigoRecuperacao', { USUARIO: p.email, CODIGO_RECUPERACAO: code })
      ).json().aceito === true,
  },
  {
    purpose: 'pin',
    kind: 'member',
    send: (p) => memberPost(t, p.token, '/api/emitente/enviarCodigoPinTransacao'),
    accepts: async (p, code) =>
      (await memberPost(t, p.token, '/api/emitente/verificarCodigoPinTransacao', { CODIGO: code })).json()
        .RESULTADO === true,
  },
  {
    purpose: 'troca',
    kind: 'member',
    send: (p) =>
      memberPost(t, p.token, '/api/emitente/enviarCodigoPinTransacaoAlterarEmailCelular', {
        TIPO: 'EMAIL',
        VALOR: `novo.${p.id}@exemplo.com.br`,
      }),
    accepts: async (p, code) =>
      (
        await memberPost(t, p.token, '/api/emitente/verificarCodigoPinTransacaoTroca', { CODIGO: code })
      ).json().RESULTADO === true,
  },
  {
    purpose: 'registro',
    kind: 'registrant',
    send: (p) =>
      publicPost('/api/auth/enviarCodigoConfirmacao', { ID_EMITENTE_ML: 428, TIPO: 'EMAIL', CPF: p.cpf }),
    accepts: async (p, code) =>
      (
        await publicPost('/api/auth/verificarCodigoConfirmacao', {
          ID_EMITENTE_ML: 428,
          CPF: p.cpf,
          CODIGO_CONFIRMACAO: code,
          TIPO: 'EMAIL',
        })
      ).json().resultado === true,
  },
];

/** A person of the purpose's kind with a code just sent to their e-mail. */
async function withCode(p: Purpose) {
  const person = await newPerson(t, p.kind);
  await p.send(person);
  return { person, code: await lastCodeSentTo(t, person.email) };
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Moves the person's codes back in time, as if sent that long ago. */
const age = (memberId: number, ms: number) =>
  t.database.db
    .update(verificationCodes)
    .set({
      createdAt: sql`${verificationCodes.createdAt} - make_interval(secs => ${ms / 1000})`,
      expiresAt: sql`${verificationCodes.expiresAt} - make_interval(secs => ${ms / 1000})`,
    })
    .where(eq(verificationCodes.memberId, memberId));

describe.each(PURPOSES)('the $purpose code', (p) => {
  it('is accepted when right and fresh (the control for the refusals below)', async () => {
    const { person, code } = await withCode(p);
    expect(await p.accepts(person, code)).toBe(true);
  });

  it('lasts 10 minutes: still good at 9:59, refused at 10:01', async () => {
    const early = await withCode(p);
    const [row] = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.memberId, early.person.id));
    expect(row!.purpose).toBe(p.purpose);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(CODE_TTL_MS);
    await age(early.person.id, CODE_TTL_MS - 1_000);
    expect(await p.accepts(early.person, early.code)).toBe(true);

    const late = await withCode(p);
    await age(late.person.id, CODE_TTL_MS + 1_000);
    expect(await p.accepts(late.person, late.code)).toBe(false);
  });

  it(`is void after ${CODE_MAX_ATTEMPTS} wrong tries`, async () => {
    const { person, code } = await withCode(p);
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i += 1) expect(await p.accepts(person, wrong(code))).toBe(false);
    expect(await p.accepts(person, code)).toBe(false);
  });

  it('is void after 8 wrong tries sent at once', async () => {
    const { person, code } = await withCode(p);
    const tries = await Promise.all(Array.from({ length: 8 }, () => p.accepts(person, wrong(code))));
    expect(tries.every((ok) => !ok)).toBe(true);
    expect(await p.accepts(person, code)).toBe(false);
  });
});
