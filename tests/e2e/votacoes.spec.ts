import { expect, test, type APIRequestContext } from '@playwright/test';
import { ASSEMBLY_MSG } from '../../domain/assembly-messages';
import type { OpenItems } from '../../domain/contract/open-items';
import { MARIA, PEDRO, tokenFor } from './support/demo';
import { daySp } from './support/journey';
import { GESTOR, staffLoginThroughForm, openGestaoSection } from './support/gestao';
import { bearer, staffToken } from './support/gestao-staff';
import { acceptTerms, openLoggedIn, registerPinWhilePaying } from './support/wallet';

/**
 * Issue 41: the gestor creates an assembly of Titulares and Aspirantes and publishes its notice;
 * Maria votes behind her PIN (set in the flow) and sees her code; Pedro (Aspirante, with a
 * contribution unpaid at the cut-off) is told why he cannot; the vote closes; results, the public
 * tally and the minutes show and verify.
 */

/** Maria's overdue contribution of last month, received by the association (Baixa manual). */
async function settleMariasOverdue(request: APIRequestContext, maria: string, gestor: string) {
  const open = (await (
    await request.get('/api/itens/abertos', { headers: bearer(maria) })
  ).json()) as OpenItems;
  const today = daySp(0);
  for (const item of open.items.filter((i) => i.daysLate > 0)) {
    const res = await request.post(`/api/gestao/charges/items/${item.id}/manual-payment`, {
      headers: bearer(gestor),
      data: { paidOn: today, method: 'transferencia', note: 'Recebido antes da assembleia' },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
}

/** A contribution of Pedro's that fell due 20 days ago and is still open: its id. */
async function owePedroAContribution(request: APIRequestContext, pedro: string, gestor: string) {
  const dueDate = new Date(Date.now() - 20 * 86_400_000 - 3 * 3_600_000).toISOString().slice(0, 10);
  const created = await request.post('/api/gestao/charges', {
    headers: { ...bearer(gestor), 'idempotency-key': `pedro-assembleia-${Date.now()}` },
    data: {
      target: { kind: 'member', memberId: await memberIdOf(request, gestor, 'Pedro Demo Costa') },
      schedule: { kind: 'monthly', firstDueDate: dueDate, months: 1 },
      description: 'Contribuição em atraso de Pedro',
      amounts: [{ categoryId: ASPIRANTE, amountCentavos: 5_000 }],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const open = (await (
    await request.get('/api/itens/abertos', { headers: bearer(pedro) })
  ).json()) as OpenItems;
  return open.items.find((i) => i.daysLate > 0)!.id;
}

async function memberIdOf(request: APIRequestContext, gestor: string, name: string) {
  const found = await request.get('/api/gestao/charges/members', {
    params: { q: name },
    headers: bearer(gestor),
  });
  return ((await found.json()) as { members: { memberId: number }[] }).members[0]!.memberId;
}

/** How many members may vote, as the server counted them when the notice was published. */
async function eligibleOf(request: APIRequestContext, gestor: string, assemblyId: number) {
  const res = await request.get(`/api/gestao/assemblies/${assemblyId}`, { headers: bearer(gestor) });
  return ((await res.json()) as { assembly: { eligibleCount: number } }).assembly.eligibleCount;
}

/** 'YYYY-MM-DDTHH:mm' in São Paulo (UTC−3 all year), `minutes` from now. */
const ASPIRANTE = 501;

const saoPauloLocal = (minutes: number) =>
  new Date(Date.now() + minutes * 60_000 - 3 * 3_600_000).toISOString().slice(0, 16);

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('an assembly from its notice to its minutes', async ({ page, request }) => {
      test.setTimeout(120_000);
      const gestor = await staffToken(request, GESTOR);
      const maria = await tokenFor(request, MARIA);
      const pedro = await tokenFor(request, PEDRO);
      await settleMariasOverdue(request, maria, gestor);
      const pedrosDebt = await owePedroAContribution(request, pedro, gestor);
      await request.post('/api/sandbox/esquecer-pin', { headers: bearer(maria) });
      await acceptTerms(request, maria);
      await acceptTerms(request, pedro);
      const title = `Assembleia Geral Ordinária ${width}`;

      // The gestor: Assembleias › Nova assembleia › Publicar edital.
      await staffLoginThroughForm(page, GESTOR);
      await openGestaoSection(page, 'Assembleias');
      await expect(page.getByRole('heading', { name: 'Assembleias', level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'Nova assembleia' }).click();
      const form = page.getByRole('form', { name: 'Nova assembleia' });
      await form.getByLabel('Título').fill(title);
      await form.getByLabel('Início da votação').fill(saoPauloLocal(-2));
      await form.getByLabel('Encerramento da votação').fill(saoPauloLocal(60));
      await form.getByLabel('Titular').check();
      await form.getByLabel('Aspirante').check();
      await form.getByLabel('Quórum mínimo (%)').fill('50');
      await form.getByLabel('Texto da questão 1').fill('Aprovação das contas de 2025');
      await expect(form.getByLabel('Opções da questão 1 (uma por linha)')).toHaveValue('Sim\nNão\nAbstenção');
      await page.screenshot({ path: `test-results/votacoes-form-${width}.png`, fullPage: true });
      await form.getByRole('button', { name: 'Salvar rascunho' }).click();
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      const assemblyId = Number(/assembleias\/(\d+)/.exec(page.url())![1]);
      await page.getByRole('button', { name: 'Publicar edital' }).click();
      // Titular members in good standing: Maria, and those earlier specs created today (their
      // annuity falls due today, so not overdue yet). The server's count is the one on screen.
      const eligible = await eligibleOf(request, gestor, assemblyId);
      expect(eligible).toBeGreaterThanOrEqual(1);
      await expect(page.getByText(`Membros aptos a votar (${eligible})`)).toBeVisible();
      await expect(page.getByText(ASSEMBLY_MSG.turnout(0, eligible))).toBeVisible();
      await expect(page.getByText('Edital publicado')).toBeVisible();
      await page.screenshot({ path: `test-results/votacoes-published-${width}.png`, fullPage: true });

      // Maria: the Home banner, the ballot, her PIN set in the flow, the receipt.
      await openLoggedIn(page, maria, '/');
      await page.getByRole('link', { name: ASSEMBLY_MSG.banner(title) }).click();
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await page.getByRole('radio', { name: 'Sim' }).check();
      await page.screenshot({ path: `test-results/votacoes-ballot-${width}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Confirmar voto' }).click();
      await registerPinWhilePaying(page, '2580');
      await expect(page.getByRole('heading', { name: ASSEMBLY_MSG.voteRecorded })).toBeVisible();
      const receipt = (await page.locator('.voting-receipt .voting-code').textContent())!.trim();
      expect(receipt).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      await page.screenshot({ path: `test-results/votacoes-recorded-${width}.png`, fullPage: true });
      // A second attempt, from anywhere, is refused.
      const pin = (await (
        await request.post('/api/emitente/validarPIN', { headers: bearer(maria), data: { PIN: '2580' } })
      ).json()) as { TOKEN_PIN: string };
      const ballot = (await (
        await request.get(`/api/votacoes/${assemblyId}`, { headers: bearer(maria) })
      ).json()) as {
        voting: { questions: { id: number; options: { id: number }[] }[] };
      };
      const again = await request.post(`/api/votacoes/${assemblyId}/voto`, {
        headers: bearer(maria),
        data: {
          pinToken: pin.TOKEN_PIN,
          choices: ballot.voting.questions.map((q) => ({ questionId: q.id, optionIds: [q.options[1]!.id] })),
        },
      });
      expect(await again.json()).toEqual({ ok: false, message: ASSEMBLY_MSG.alreadyVoted });

      // Pedro, an Aspirante who owed a contribution at the cut-off, is told why he cannot vote.
      await openLoggedIn(page, pedro, `/votacoes/${assemblyId}`);
      const today = new Date(Date.now() - 3 * 3_600_000)
        .toISOString()
        .slice(0, 10)
        .split('-')
        .reverse()
        .join('/');
      await expect(
        page.getByText(
          `Apenas membros adimplentes em ${today} nas categorias Titular, Aspirante podem votar.`,
        ),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Confirmar voto' })).toHaveCount(0);
      // Paying now does not make him eligible: the list was frozen at the cut-off.
      const paid = await request.post(`/api/gestao/charges/items/${pedrosDebt}/manual-payment`, {
        headers: bearer(gestor),
        data: {
          paidOn: daySp(0),
          method: 'transferencia',
          note: 'Pago depois do corte',
        },
      });
      expect(paid.ok(), await paid.text()).toBe(true);
      await page.reload();
      await expect(page.getByText(/^Apenas membros adimplentes em /)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Confirmar voto' })).toHaveCount(0);
      await page.screenshot({ path: `test-results/votacoes-pedro-${width}.png`, fullPage: true });

      // The vote closes (the job, run now); Maria finds her code in the tally and the minutes verify.
      const closed = await request.post(`/api/sandbox/jobs/assembleias/${assemblyId}/encerrar`);
      expect(await closed.json()).toMatchObject({ closed: 1 });
      await openLoggedIn(page, maria, `/votacoes/${assemblyId}`);
      await expect(page.getByRole('heading', { name: 'Resultados' })).toBeVisible();
      await expect(page.getByText(ASSEMBLY_MSG.turnout(1, eligible))).toBeVisible();
      await expect(page.getByText('Sim: 1 voto (100,0%)')).toBeVisible();
      // Quorum 50 %: Maria's one vote reaches it only when at most one other member may vote.
      await expect(page.getByText(ASSEMBLY_MSG.noQuorum)).toHaveCount(eligible <= 2 ? 0 : 1);
      await expect(page.getByRole('heading', { name: ASSEMBLY_MSG.tallyTitle })).toBeVisible();
      await expect(page.getByRole('cell', { name: receipt })).toBeVisible();
      await page.getByRole('button', { name: 'Ata da assembleia (PDF)' }).click();
      await expect(page.getByRole('link', { name: 'Baixar Ata da assembleia (PDF)' })).toBeVisible();
      await page.screenshot({ path: `test-results/votacoes-results-${width}.png`, fullPage: true });
      await page.getByRole('link', { name: 'Verificar autenticidade' }).click();
      await expect(page.getByText('Válida')).toBeVisible();
      await expect(page.getByText(`${ASSEMBLY_MSG.minutesTitle}, emitida pelo sistema Quita.`)).toBeVisible();
      await page.screenshot({ path: `test-results/votacoes-verified-${width}.png`, fullPage: true });

      // The gestor sees the results and the minutes' code; the notice verifies too.
      await page.goto(`/gestao/assembleias/${assemblyId}`);
      await expect(page.getByRole('heading', { name: 'Resultados' })).toBeVisible();
      await expect(page.getByText('Sim: 1 voto (100,0%)')).toBeVisible();
      const detail = (await (
        await request.get(`/api/gestao/assemblies/${assemblyId}`, { headers: bearer(gestor) })
      ).json()) as { assembly: { noticeCode: string; minutesCode: string } };
      for (const code of [detail.assembly.noticeCode, detail.assembly.minutesCode]) {
        const verified = await (await request.get(`/api/verificar/${code}`)).json();
        expect(verified).toMatchObject({ valid: true, associationName: 'Sociedade Demo de Oftalmologia' });
      }
      await page.screenshot({ path: `test-results/votacoes-gestao-results-${width}.png`, fullPage: true });
    });
  });
}
