import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { LoginResponse } from '../../../domain/contract/auth';
import { nextCode, outboxIds } from './outbox';
import { newPerson } from './people';

export const STAFF_PASSWORD = 'Quita@2026';
export const GESTOR = 'gestor@exemplo.com.br';
export const GESTOR_PSI = 'gestor.psi@exemplo.com.br';
export const FINANCEIRO = 'financeiro@exemplo.com.br';

/** Logs a demo staff member in at /gestao/login, as a person does. */
export async function staffLoginThroughForm(page: Page, email: string) {
  await page.goto('/gestao/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('navigation', { name: 'Gestão' })).toBeVisible();
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * A person who asks to join an association on the registration form (association mode, a PDF
 * attached): the request waits for the association's approval. The account is then confirmed the
 * way the app does it (a login sends the code, a login with the code confirms).
 */
/** The association's own Titular: each association has its categories, with its own ids. */
async function titularOf(request: APIRequestContext, associationId: number): Promise<number> {
  const answer = await request.get(`/api/auth/categoriasEmitente/${associationId}`);
  const { CATEGORIAS } = (await answer.json()) as {
    CATEGORIAS: { ID_EMITENTE_CATEGORIA: number; DESCRICAO: string }[];
  };
  return CATEGORIAS.find((c) => c.DESCRICAO === 'Titular')!.ID_EMITENTE_CATEGORIA;
}

export async function registerAssociationRequest(
  request: APIRequestContext,
  {
    firstName,
    associationId,
    categoryId,
    fileName = 'diploma.pdf',
  }: {
    firstName: string;
    associationId: number;
    categoryId?: number;
    fileName?: string;
  },
) {
  const person = newPerson(firstName);
  const registered = await request.post('/api/auth/registrarConta', {
    data: {
      idEmitenteML: associationId,
      idCategoriaEmitente: categoryId ?? (await titularOf(request, associationId)),
      modoAssociacao: true,
      // A council number and its state: 1024839's CRP has no registry, so joining asks for them.
      conselho_numero: '06/654321',
      conselho_numero_uf: 'SP',
      arquivos: [
        {
          nome: fileName,
          type: 'application/pdf',
          arquivo: `data:application/pdf;base64,${PDF.toString('base64')}`,
        },
      ],
      nome: person.nome,
      cpf: person.cpf,
      dataNascimento: '20/01/1990',
      email: person.email,
      celular: person.celular,
      sexo: '',
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      logradouroNumero: '1000',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      estado: 'SP',
      senha: person.senha,
      senhaRepeticao: person.senha,
      aceiteTermos: true,
      recaptcha: 'sandbox-captcha-ok',
    },
  });
  expect(await registered.json(), `registrarConta for ${person.email}`).toMatchObject({ resultado: true });
  const credentials = { usuario: person.email, senha: person.senha };
  const before = await outboxIds(request, person.email);
  await request.post('/api/auth/login', { data: credentials });
  const codigoConfirmacao = await nextCode(request, person.email, before);
  const login = (await (
    await request.post('/api/auth/login', { data: { ...credentials, codigoConfirmacao } })
  ).json()) as LoginResponse;
  if (!login.token) throw new Error(`confirming ${person.email} failed: ${JSON.stringify(login)}`);
  return { ...person, token: login.token };
}

/**
 * Goes to a section of the staff menu as a person does: on a phone or tablet the sections are
 * behind "Menu", which is opened first; at 1024 px and wider they are beside the screen.
 */
export async function openGestaoSection(page: Page, name: string) {
  const nav = page.getByRole('navigation', { name: 'Gestão' });
  const link = nav.getByRole('link', { name, exact: true });
  const menu = nav.getByRole('button', { name: /^Menu/ });
  // Right after the sign-in the Painel's navigation can close a menu opened a moment before: try again.
  await expect(async () => {
    if (!(await link.isVisible()) && (await menu.isVisible())) await menu.click();
    await link.click({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}
