import type { APIRequestContext, Page } from '@playwright/test';

export const MARIA = { usuario: 'membro@exemplo.com.br', senha: 'Quita@2026', nome: 'Dra. Maria Demo' };
export const PEDRO = { usuario: 'novo@exemplo.com.br', senha: 'Quita@2026' };

export async function tokenFor(request: APIRequestContext, who: { usuario: string; senha: string }) {
  const res = await request.post('/api/auth/login', { data: { usuario: who.usuario, senha: who.senha } });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`login failed for ${who.usuario}`);
  return body.token;
}

export async function loginThroughForm(page: Page, who: { usuario: string; senha: string }) {
  await page.goto('/login');
  await page.getByLabel('E-mail ou celular').fill(who.usuario);
  await page.getByLabel('Senha').fill(who.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
}
