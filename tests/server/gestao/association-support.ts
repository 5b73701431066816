import { and, desc, eq } from 'drizzle-orm';
import { SANDBOX_CAPTCHA_TOKEN } from '../../../domain/captcha';
import { outboundMessages } from '../../../server/db/schema';
import { nextIp } from '../support/registration';
import type { TestContext } from '../support/test-app';

/** Valid CNPJs no demo association has (check digits computed once), one of them alphanumeric. */
export const FREE_CNPJS = [
  '12.345.678/0001-95',
  '98.765.432/0001-98',
  '55.544.433/0001-08',
  '12.ABC.345/0001-88',
  '11.122.233/0001-83',
  '22.233.344/0001-83',
  '33.344.455/0001-83',
] as const;

const SIGNUP_PASSWORD = 'Associa@2026';

export const signUpBody = (cnpj: string, email: string, overrides: object = {}) => ({
  cnpj,
  legalName: 'Sociedade Brasileira de Teste Ltda.',
  displayName: 'Sociedade de Teste',
  city: 'Belo Horizonte',
  uf: 'MG',
  name: 'Ana Gestora',
  email,
  password: SIGNUP_PASSWORD,
  captcha: SANDBOX_CAPTCHA_TOKEN,
  ...overrides,
});

export const signUpCall = (
  t: TestContext,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  ip = nextIp(),
) =>
  t.app.inject({
    method,
    url: `/api/gestao/cadastro${url}`,
    remoteAddress: ip,
    ...(payload ? { payload } : {}),
  });

/** The newest 6-digit code e-mailed to the address. */
export async function lastCodeTo(t: TestContext, email: string): Promise<string> {
  const [message] = await t.database.db
    .select()
    .from(outboundMessages)
    .where(and(eq(outboundMessages.recipient, email)))
    .orderBy(desc(outboundMessages.id))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code for ${email}`);
  return code;
}

/** A whole sign-up (form, code): the new gestor's token and profile. */
export async function signedUpAssociation(t: TestContext, cnpj: string, email: string) {
  const started = await signUpCall(t, 'POST', '', signUpBody(cnpj, email));
  if (started.statusCode !== 201) throw new Error(`sign-up refused: ${started.body}`);
  const { signupId } = started.json() as { signupId: string };
  const done = await signUpCall(t, 'POST', `/${signupId}/confirmacao`, { code: await lastCodeTo(t, email) });
  if (done.statusCode !== 200) throw new Error(`code refused: ${done.body}`);
  return done.json() as { token: string; staff: { id: number; associationId: number; role: string } };
}
