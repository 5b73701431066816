import { expect, test } from '@playwright/test';
import { nextBusinessDay } from '../../domain/business-days';
import { parseBoleto } from '../../server/gateways/payment/boleto';
import { expectAccessible } from './support/a11y';
import { createConfirmedMember } from './support/new-member';
import { acceptTerms, issueBoleto, openLoggedIn, registerPin, storeItemFor } from './support/wallet';

const PIN = '2468';
/** Today in São Paulo, YYYY-MM-DD. */
const todayInSaoPaulo = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const displayed = (day: string) => day.split('-').reverse().join('/');
const shots = 'test-results/boleto-business-day';

/**
 * Issue 38 item 4: a purchase's boleto falls due on the next business day (never on the day it is
 * issued, nor on a weekend or a national holiday); the screen, the slip and the PSP's line agree.
 */
for (const width of [390, 1280]) {
  test(`at ${width} px a purchase's boleto is due on the next business day, on the screen, the line and the slip`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const member = await createConfirmedMember(request, { firstName: `Util${width}` });
    await registerPin(request, member.token, PIN);
    await acceptTerms(request, member.token);
    const itemId = await storeItemFor(request, member.token, 'webinar-glaucoma');
    await openLoggedIn(page, member.token, `/pendenciaFormaPagamento?id=${itemId}`);

    const today = todayInSaoPaulo();
    const due = nextBusinessDay(today);
    expect(due > today).toBe(true);
    const shown = displayed(due);

    const TRANSACAO = await issueBoleto(page, PIN);
    // The PSP's line carries the due date…
    const parsed = parseBoleto(TRANSACAO.BOLETO_CODIGO_BARRA);
    expect(parsed.ok && parsed.dueDate).toBe(due);
    // …the screen shows it…
    const boleto = page.getByRole('region', { name: 'Boleto' });
    await expect(boleto.getByText('Vencimento', { exact: true })).toBeVisible();
    await expect(boleto.getByText(shown, { exact: true })).toBeVisible();
    await expect(boleto.getByText(`Boletos vencem em dia útil: este vence em ${shown}.`)).toBeVisible();
    await expectAccessible(page, `boleto due on a business day at ${width}`);
    await page.screenshot({ path: `${shots}/boleto-${width}.png`, fullPage: true });

    // …and so does the slip.
    const slip = await request.get(`/api/access/acessarBoleto/${TRANSACAO.HASH}`);
    expect(await slip.text()).toContain(shown);
  });
}
