import { expect, test, type Route } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { newPerson } from './support/people';

// The suite's server has no reCAPTCHA site key, so its CSP refuses Google's hosts outright; this
// spec hands the page a site key and plays Google's side itself, through page.route.
test.use({ bypassCSP: true });

const GOOGLE_SCRIPT = 'https://www.google.com/recaptcha/**';

/** Google's api.js in miniature: defines grecaptcha and calls the onload callback named in the URL. */
const FAKE_RECAPTCHA = `(() => {
  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  window.grecaptcha = {
    render(element) {
      const box = document.createElement('label');
      box.innerHTML = '<input type="checkbox"> Widget do reCAPTCHA';
      element.appendChild(box);
      return 0;
    },
    reset() {},
    getResponse() { return ''; },
  };
  window[onload]();
})();`;

test('a captcha script that does not arrive in 120 s gives way to a message with Tentar novamente', async ({
  page,
}) => {
  await page.route('**/api/auth/config', (route) =>
    route.fulfill({ json: { recaptchaSiteKey: 'e2e-site-key', sandbox: true } }),
  );
  const requested: string[] = [];
  let googleAnswers = false;
  await page.route(GOOGLE_SCRIPT, async (route: Route) => {
    requested.push(route.request().url());
    // Blocked: the request is left hanging, as on a network that drops it silently.
    if (googleAnswers) await route.fulfill({ contentType: 'text/javascript', body: FAKE_RECAPTCHA });
  });
  await page.clock.install();

  await page.goto('/register/428');
  await page.getByLabel('CPF').fill(newPerson('Lia').cpf);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Verificação de segurança')).toBeVisible();
  const captcha = page.locator('.registration-captcha');
  await expect(captcha.getByText('Carregando...')).toBeVisible();
  await expect.poll(() => requested.length).toBe(1);

  await page.clock.fastForward(60_000);
  await expect(captcha.getByText('Carregando...')).toBeVisible();
  await page.clock.fastForward(60_000);
  const problem = captcha.getByRole('alert');
  await expect(problem).toContainText('Não foi possível carregar a verificação de segurança.');
  await expect(captcha.getByText('Carregando...')).toBeHidden();
  await expectAccessible(page, 'registration: captcha script did not arrive');

  googleAnswers = true;
  await problem.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(captcha.getByLabel('Widget do reCAPTCHA')).toBeVisible();
  await expect(problem).toBeHidden();
  // The retry asked Google again (a new callback name), not the request that stalled.
  expect(requested).toHaveLength(2);
  expect(new URL(requested[1]!).searchParams.get('onload')).not.toBe(
    new URL(requested[0]!).searchParams.get('onload'),
  );
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a captcha script the network refuses offers Tentar novamente at once', async ({ page }) => {
  await page.route('**/api/auth/config', (route) =>
    route.fulfill({ json: { recaptchaSiteKey: 'e2e-site-key', sandbox: true } }),
  );
  await page.route(GOOGLE_SCRIPT, (route) => route.abort('internetdisconnected'));

  await page.goto('/register/428');
  await page.getByLabel('CPF').fill(newPerson('Rui').cpf);
  await page.getByRole('button', { name: 'Continuar' }).click();
  const captcha = page.locator('.registration-captcha');
  await expect(captcha.getByRole('alert')).toContainText(
    'Não foi possível carregar a verificação de segurança.',
  );
  await expect(captcha.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
});
