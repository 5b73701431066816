import { expect, test, type APIRequestContext } from '@playwright/test';
import { EVENT_DESK_MSG } from '../../domain/congress-messages';
import { expectAccessible } from './support/a11y';
import { doorCourse } from './support/door-tickets';
import { GESTOR, staffLoginThroughForm, staffToken } from './support/gestao-staff';
import { newPerson } from './support/people';
import { openGestaoSection } from './support/gestao';

const SHOTS = process.env.E2E_SCREENSHOTS;

/** A buyer with no login registers on the course's public page and takes a boleto, not paid yet. */
async function boletoRegistration(request: APIRequestContext, hash: string, nome: string) {
  const person = newPerson('Boleto');
  const opened = await request.post('/api/access/incluirFluxoProjetoDireto', {
    data: {
      HASH: hash,
      EMITENTE: {
        idCategoriaEmitente: 601,
        nome,
        cpf: person.cpf,
        dataNascimento: '1988-05-17',
        orgaoClasse: 'CRM',
        instituicaoOrganizacaoTrabalha: '',
        profissaoEspecialidade: '',
        cep: '01310-100',
        logradouro: 'Avenida Paulista',
        logradouroNumero: '1000',
        logradouroComplemento: '',
        bairro: 'Bela Vista',
        cidade: 'São Paulo',
        estado: 'SP',
        pais: 'BR',
        telefone: '',
        celular: person.celular,
        email: person.email,
        senha: 'Compra@2027',
        senhaRepeticao: 'Compra@2027',
        nomeRecibo: '',
        cnpjRecibo: '',
      },
    },
  });
  const body = (await opened.json()) as {
    RESULTADO: boolean;
    FLUXO: { ID_FLUXO_DE_CAIXA: number };
    REFERENCIA: string;
  };
  expect(body.RESULTADO, JSON.stringify(body)).toBe(true);
  const boleto = await request.post('/api/access/efetuarTransacaoDireta', {
    data: {
      ID_FLUXO_DE_CAIXA: body.FLUXO.ID_FLUXO_DE_CAIXA,
      HASH: hash,
      REFERENCIA: body.REFERENCIA,
      ID_EMITENTE_ML: 428,
      TIPO: 'B',
      PARCELAS: 1,
    },
  });
  expect(((await boleto.json()) as { RESULTADO: boolean }).RESULTADO).toBe(true);
}

for (const width of [1280, 390]) {
  test(`the event's page lists who has a boleto still to pay, and cancels one (${width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const gestor = await staffToken(request, GESTOR);
    const name = `Curso Boletos E2E ${Date.now().toString(36)}${width}`;
    const course = await doorCourse(request, gestor, name);
    await boletoRegistration(request, course.hash, 'Bruno Boleto Pendente');

    await page.setViewportSize({ width, height: 900 });
    await staffLoginThroughForm(page, GESTOR);
    await openGestaoSection(page, 'Eventos');
    await page.getByRole('link', { name, exact: true }).click();
    const waiting = page.getByRole('region', { name: EVENT_DESK_MSG.pendingTitle });
    await expect(waiting.getByText(`${EVENT_DESK_MSG.pendingTitle} (1)`)).toBeVisible();
    const row = waiting.getByRole('row', { name: /Bruno Boleto Pendente/ });
    await expect(row).toContainText(/Aguardando pagamento \(boleto\) · vence em \d{2}\/\d{2}\/\d{4}/);
    await expect(row).toContainText(/R\$\s200,00/);
    await expect(page.getByText(EVENT_DESK_MSG.searchEmpty)).toBeVisible();
    await expectAccessible(page, `event page: Aguardando pagamento (${width} px)`);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/evento-aguardando-${width}.png`, fullPage: true });

    await row.getByRole('button', { name: 'Cancelar inscrição' }).click();
    await expect(row.getByText(EVENT_DESK_MSG.pendingConfirm)).toBeVisible();
    await row.getByRole('button', { name: 'Confirmar cancelamento' }).click();
    await expect(page.getByText(EVENT_DESK_MSG.pendingCancelled('Bruno Boleto Pendente'))).toBeVisible();
    await expect(waiting).toHaveCount(0);
  });
}
