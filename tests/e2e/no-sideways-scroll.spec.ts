import { expect, test, type Page } from '@playwright/test';
import { everyScreen, memberSetup, openScreen } from './support/routes';

const WIDTHS = [320, 360, 390, 430];

/** What sticks out at the current width: the page itself, or an open dialog. */
async function overflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) return `page ${root.scrollWidth} px wide`;
    for (const dialog of document.querySelectorAll('dialog[open]')) {
      const box = dialog.getBoundingClientRect();
      if (box.right > window.innerWidth || box.left < 0) return `dialog reaches ${Math.round(box.right)} px`;
      if (dialog.scrollWidth > dialog.clientWidth) return `dialog content ${dialog.scrollWidth} px wide`;
    }
    return null;
  });
}

test('no route scrolls sideways at 320, 360, 390 or 430 px', async ({ page, request }) => {
  test.setTimeout(240_000);
  const setup = await memberSetup(request);
  const { token } = setup;
  // Two saved cards: the cards panel lists them with "Tornar Principal" beside one.
  for (const number of ['378282246310005', '6011111111111117']) {
    await request.post('/api/emitente/salvarCartao', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        NUMERO_CARTAO: number,
        NOME_CARTAO: 'MARIA D SILVA',
        DATA_EXPIRACAO: '2031-05',
        CODIGO_SEGURANCA: number.length === 15 ? '1234' : '123',
      },
    });
  }
  const wide: string[] = [];
  for (const screen of everyScreen(setup)) {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 780 });
    await openScreen(page, screen, token);
    // The same screen at each width, as a phone turned or a window narrowed would show it.
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 780 });
      const problem = await overflow(page);
      if (problem) wide.push(`${screen.name} at ${width}: ${problem}`);
    }
  }
  expect(wide).toEqual([]);
});
