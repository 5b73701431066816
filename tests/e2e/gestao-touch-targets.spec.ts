import { expect, test, type Page } from '@playwright/test';
import { GESTOR, staffLoginThroughForm } from './support/gestao';
import { bearer, staffToken } from './support/gestao-staff';
import { smallTargets } from './support/touch-targets';

// Issue 38 item 14: every target of the back office is at least 44 × 44 px, at 390 and 1280 px.
const WIDTHS = [390, 1280];

/** Before the sign-in. */
const PUBLIC = ['/gestao/login', '/gestao/esqueci-senha', '/gestao/cadastro'];

/** Every screen of gestao/screens.ts and assembly-screens.ts; a record's page is reached from its list. */
const SCREENS = [
  '/gestao',
  '/gestao/associacao',
  '/gestao/membros',
  '/gestao/solicitacoes',
  '/gestao/cobrancas',
  '/gestao/pagamentos',
  '/gestao/saude',
  '/gestao/notas-fiscais',
  '/gestao/loja',
  '/gestao/eventos',
  '/gestao/checkin',
  '/gestao/categorias',
  '/gestao/qr',
  '/gestao/equipe',
  '/gestao/recebimentos',
  '/gestao/debito-automatico',
  '/gestao/auditoria',
  '/gestao/assembleias',
];

// The demo has no assembly: a draft, for its page to be measured (drafts are not shown to members).
test.beforeAll(async ({ request }) => {
  const day = 24 * 60 * 60_000;
  const created = await request.post('/api/gestao/assemblies', {
    headers: bearer(await staffToken(request, GESTOR)),
    data: {
      title: 'Assembleia dos alvos de toque',
      kind: 'ordinaria',
      votingStartsAt: new Date(Date.now() + 30 * day).toISOString(),
      votingEndsAt: new Date(Date.now() + 31 * day).toISOString(),
      cutoffDay: null,
      noticeDays: 0,
      votingCategoryIds: [601],
      quorumPercent: 0,
      questions: [{ text: 'Aprovação das contas', options: ['Sim', 'Não'], maxChoices: 1 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
});

/** The list's first record page: "/gestao/membros/7". */
async function firstRecordOf(page: Page, list: string, pattern: RegExp) {
  await page.goto(list);
  await expect(page.getByRole('main').locator('table a[href]').first()).toBeVisible({ timeout: 15_000 });
  const hrefs = await page
    .getByRole('main')
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const href = hrefs.find((h) => pattern.test(h));
  expect(href, `a record link on ${list}`).toBeTruthy();
  return href!;
}

/** The screen as a person meets it: its heading shown and nothing still loading. */
async function measure(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Carregando...')).toHaveCount(0, { timeout: 15_000 });
  return (await smallTargets(page)).map((target) => `${path}: ${target}`);
}

for (const width of WIDTHS) {
  test(`${width} px: no link, button, field or choice of /gestao is under 44 px`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: width < 1024 ? 844 : 900 });
    const small: string[] = [];
    for (const path of PUBLIC) small.push(...(await measure(page, path)));

    await staffLoginThroughForm(page, GESTOR);
    const records = [
      await firstRecordOf(page, '/gestao/membros', /^\/gestao\/membros\/\d+$/),
      await firstRecordOf(page, '/gestao/eventos', /^\/gestao\/eventos\/\d+$/),
      await firstRecordOf(page, '/gestao/assembleias', /^\/gestao\/assembleias\/\d+$/),
    ];
    for (const path of [...SCREENS, ...records]) small.push(...(await measure(page, path)));
    expect([...new Set(small)]).toEqual([]);
  });
}
