import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { TICKET_MSG } from '../../domain/congress-messages';
import { PURCHASE_DONE } from '../../src/features/purchase/purchase-done-texts';
import { expectAccessible } from './support/a11y';
import { payBuyerCardInSandbox, startCongressPurchase } from './support/congress-buyer';
import { createConfirmedMember } from './support/new-member';
import { outbox } from './support/outbox';

const CONGRESS = 'Congresso Demo Brasileiro de Retina 2027';

/** The text of a PDF as poppler lays it out, spaces collapsed. */
function pdfText(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'quita-ingresso-')), 'ingresso.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );
}

for (const width of [390, 1280]) {
  test(`a buyer with no login buys the demo congress by card and gets the ticket on screen and by e-mail (${width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    // Someone with an account who does not log in: the purchase ends at "Compra concluída".
    const buyer = await createConfirmedMember(request, { firstName: 'Ingresso' });
    const typed = `ingresso.${Date.now().toString(36)}${width}@exemplo.com.br`;

    await startCongressPurchase(page, {
      name: 'Irene Ingresso Teste',
      cpf: buyer.cpf,
      celular: buyer.celular,
      email: typed,
    });
    await payBuyerCardInSandbox(page, 'IRENE I TESTE');

    // The success screen: the ticket with its QR, the code, the date and the place.
    await expect(page.getByRole('heading', { name: PURCHASE_DONE.title })).toBeVisible();
    const ticket = page.getByRole('region', { name: PURCHASE_DONE.ticket });
    await expect(ticket.getByRole('heading', { name: CONGRESS })).toBeVisible();
    await expect(ticket.getByText('19/08/2027 08:00 a 21/08/2027 13:00')).toBeVisible();
    await expect(ticket.getByText(/São Paulo - SP/)).toBeVisible();
    const code = (await ticket.locator('.ticket-code strong').textContent()) ?? '';
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    const qr = ticket.getByAltText(`QR do ingresso ${code}`);
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(ticket.getByText(new RegExp(`Enviamos o ingresso em PDF para ${typed}`))).toBeVisible();
    await expectAccessible(page, 'purchase: Compra concluída with the ticket');
    const noSideways = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(noSideways).toBe(true);
    await page.screenshot({ path: `/tmp/tickets-shots/ticket-${width}.png`, fullPage: true });

    // The e-mail with the ticket's PDF, in the sandbox outbox: read back with pdftotext.
    let attachment = '';
    await expect
      .poll(async () => {
        const mail = (await outbox(request, typed)).find(
          (m) => m.assunto === TICKET_MSG.emailSubject(CONGRESS),
        );
        attachment = mail?.anexo?.url ?? '';
        return attachment;
      })
      .toContain('/anexo');
    const pdf = await request.get(attachment);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const text = pdfText(await pdf.body());
    expect(text).toContain(CONGRESS);
    expect(text).toContain('Participante: Irene Ingresso Teste');
    expect(text).toContain('Código do ingresso');
    expect(text).toContain(code);
  });
}
