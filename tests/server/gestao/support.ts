import type { TestContext } from '../support/test-app';
import { nextIp } from '../support/registration';

export const STAFF = {
  gestor: { email: 'gestor@exemplo.com.br', password: 'Quita@2026' },
  financeiro: { email: 'financeiro@exemplo.com.br', password: 'Quita@2026' },
  gestorPsi: { email: 'gestor.psi@exemplo.com.br', password: 'Quita@2026' },
} as const;

export async function staffLogin(t: TestContext, who: { email: string; password: string }): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/gestao/login',
    payload: who,
    remoteAddress: nextIp(),
  });
  const token = res.json().token as string | undefined;
  if (!token) throw new Error(`staff login failed: ${res.body}`);
  return token;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A gestão call with a staff token (or none). */
export function gestao(t: TestContext, token: string | null, method: Method, url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/gestao${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload }),
    remoteAddress: nextIp(),
  });
}
