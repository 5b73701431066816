import { expect, test, type Page } from '@playwright/test';
import { PIX_SETTINGS_MESSAGES as MSG } from '../../domain/gestao-pix-settings-messages';
import { createPixApiClient } from '../../server/gateways/payment/pix-api-client';
import { makeCertificates, type TestCertificates } from '../server/gateways/pix-api/support/certificates';
import {
  FAKE_CHAVE,
  FAKE_CLIENT,
  startFakePsp,
  type FakePsp,
} from '../server/gateways/pix-api/support/fake-psp';
import { expectAccessible } from './support/a11y';
import { FINANCEIRO, GESTOR, openGestaoSection, staffLoginThroughForm } from './support/gestao';
import { bearer, staffToken } from './support/gestao-staff';

let certs: TestCertificates;
let psp: FakePsp;
test.beforeAll(async () => {
  certs = makeCertificates();
  psp = await startFakePsp(certs);
});
test.afterAll(async ({ request }) => {
  // Whatever happened in the test, association 428 is paid in the sandbox again by the specs after it.
  const removed = await request.delete('/api/gestao/pix-settings', {
    headers: bearer(await staffToken(request, GESTOR)),
  });
  expect([200, 404]).toContain(removed.status());
  await psp.close();
  certs.remove();
});

const pem = (file: string) => certs.read(file).toString('utf8');
const form = (page: Page) => page.getByRole('form', { name: 'Credenciais da API Pix' });
const status = (page: Page) => page.getByRole('region', { name: 'Situação' });

const LABELS = [
  'URL base da API Pix',
  'URL do token OAuth (opcional)',
  'Client ID',
  'Client secret',
  'Certificado do cliente (PEM)',
  'Chave privada do certificado (PEM)',
  'CA do banco (PEM, opcional)',
  'Chave PIX',
  'Agência',
  'Conta',
  'Tipo de conta',
];
const ACCOUNT_SHOWN = 'Agência 0001, conta 12345-6 (conta corrente)';

test('a gestor enters the bank’s API Pix credentials, tests the connection, and no secret is ever shown', async ({
  page,
}) => {
  await staffLoginThroughForm(page, GESTOR);
  await openGestaoSection(page, 'Recebimentos');
  await expect(page.getByRole('heading', { name: 'Recebimentos', level: 1 })).toBeVisible();
  // The sandbox install opens on the sandbox: the gestor picks the bank's API Pix.
  await page.getByRole('radio', { name: /API Pix do banco/ }).check();
  await expect(status(page)).toContainText('Não configurado.');
  for (const label of LABELS) {
    await expect(form(page).locator('label', { hasText: label }).first()).toBeVisible();
    await expect(form(page).getByLabel(label, { exact: true })).toBeVisible();
  }
  await expectAccessible(page, 'Recebimentos');

  const field = (label: string) => form(page).getByLabel(label, { exact: true });
  await field('URL base da API Pix').fill(psp.url);
  await field('Client ID').fill(FAKE_CLIENT.id);
  await field('Client secret').fill(FAKE_CLIENT.secret);
  await field('Certificado do cliente (PEM)').fill(pem(certs.clientCertFile));
  await field('Chave privada do certificado (PEM)').fill(pem(certs.strangerKeyFile));
  await field('CA do banco (PEM, opcional)').fill(pem(certs.caFile));
  await field('Chave PIX').fill(FAKE_CHAVE);
  await form(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(form(page).getByRole('alert')).toHaveText(MSG.keyMismatch);

  await field('Chave privada do certificado (PEM)').fill(pem(certs.clientKeyFile));
  // The receiving account of Pix Automático: an agência with its check digit is refused in pt-BR.
  await field('Agência').fill('0001-9');
  await field('Conta').fill('12345-6');
  await field('Tipo de conta').selectOption({ label: 'Conta corrente' });
  await form(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(form(page).getByRole('alert')).toHaveText(MSG.accountBranchInvalid);
  await expect(status(page)).toContainText('Não configurado.');

  await field('Agência').fill('0001');
  await form(page).getByRole('button', { name: 'Salvar' }).click();
  // Saved; the bank cannot take a webhook at this test server's http:// address, and the gestor is told.
  await expect(form(page).getByRole('alert')).toHaveText(
    /^Credenciais salvas, mas o banco não cadastrou o webhook: o endereço público do Quita \(PUBLIC_URL\) precisa começar com https:\/\//,
  );
  await expect(status(page)).toContainText('configurado');
  await expect(status(page)).toContainText(`configurado (final ${FAKE_CLIENT.id.slice(-4)})`);
  await expect(status(page)).toContainText('CN=Associacao de Teste — válido até');
  await expect(field('Client secret')).toHaveValue('');
  await expect(status(page)).toContainText(ACCOUNT_SHOWN);

  // Testar conexão: the token comes, but the bank has no webhook for the key yet.
  const check = page.getByRole('region', { name: 'Testar conexão' });
  await check.getByRole('button', { name: 'Testar conexão' }).click();
  await expect(check.getByRole('alert')).toContainText('Falhou: Webhook da chave PIX.');
  await expect(check.getByRole('alert')).toContainText(MSG.webhookMissing(FAKE_CHAVE));
  const registered = 'https://quita.associacao.example/api/webhooks/pix/428';
  // The bank's own portal (here, its API) registers our webhook for the key.
  const bank = createPixApiClient({
    apiUrl: psp.url,
    oauthUrl: `${psp.url}/oauth/token`,
    clientId: FAKE_CLIENT.id,
    clientSecret: FAKE_CLIENT.secret,
    cert: pem(certs.clientCertFile),
    key: pem(certs.clientKeyFile),
    ca: pem(certs.caFile),
  });
  expect(await bank.call('PUT', `/webhook/${FAKE_CHAVE}`, { webhookUrl: registered })).toMatchObject({
    ok: true,
  });
  bank.close();
  await check.getByRole('button', { name: 'Testar conexão' }).click();
  await expect(check.getByRole('status')).toContainText('Conexão ok');
  await expect(check.getByRole('status')).toContainText(`Webhook cadastrado no banco: ${registered}`);

  // After a reload: configured, and neither the secret, the key nor the whole client id anywhere.
  await page.reload();
  await expect(status(page)).toContainText('configurado (final');
  await expect(field('Chave PIX')).toHaveValue(FAKE_CHAVE);
  await expect(status(page)).toContainText(ACCOUNT_SHOWN);
  await expect(field('Agência')).toHaveValue('0001');
  await expect(field('Conta')).toHaveValue('12345-6');
  await expect(field('Tipo de conta')).toHaveValue('CORRENTE');
  for (const label of ['Client ID', 'Client secret', 'Chave privada do certificado (PEM)']) {
    await expect(field(label)).toHaveValue('');
  }
  const html = await page.content();
  expect(html).not.toContain(FAKE_CLIENT.secret);
  expect(html).not.toContain(FAKE_CLIENT.id);
  expect(html).not.toContain('PRIVATE KEY');
  expect(html).not.toContain(pem(certs.clientKeyFile).split('\n')[1]);
  await expectAccessible(page, 'Recebimentos configurado');

  // The next specs pay association 428 in the sandbox: its credentials go away again.
  await form(page).getByRole('button', { name: 'Remover credenciais' }).click();
  await form(page).getByRole('button', { name: 'Confirmar remoção das credenciais' }).click();
  await expect(form(page).getByRole('status')).toHaveText('Credenciais removidas.');
  await expect(status(page)).toContainText('Não configurado.');
});

test('financeiro does not see Recebimentos, and opening it is refused', async ({ page }) => {
  await staffLoginThroughForm(page, FINANCEIRO);
  const nav = page.getByRole('navigation', { name: 'Gestão' });
  await nav.getByRole('button', { name: /^Menu/ }).click();
  await expect(nav.getByRole('link', { name: 'Pagamentos' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Recebimentos' })).toHaveCount(0);
  await page.goto('/gestao/recebimentos');
  await expect(page.getByRole('alert')).toContainText('Seu perfil não tem acesso a esta área.');
  await expect(page.getByRole('form', { name: 'Credenciais da API Pix' })).toHaveCount(0);
});
