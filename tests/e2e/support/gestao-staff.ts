import type { APIRequestContext, Page } from '@playwright/test';

export const STAFF_PASSWORD = 'Quita@2026';
export const GESTOR = 'gestor@exemplo.com.br';
export const FINANCEIRO = 'financeiro@exemplo.com.br';
export const GESTOR_PSI = 'gestor.psi@exemplo.com.br';

/** Signs a staff member in through /gestao/login, as a person would. */
export async function staffLoginThroughForm(page: Page, email: string, password = STAFF_PASSWORD) {
  await page.goto('/gestao/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

export async function staffToken(request: APIRequestContext, email: string, password = STAFF_PASSWORD) {
  const res = await request.post('/api/gestao/login', { data: { email, password } });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`staff login failed for ${email}`);
  return body.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
