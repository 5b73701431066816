import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toWireDate } from '../../../domain/dates';
import { addDays } from '../../../domain/sao-paulo-days';
import { formatDigitableLine, parseBoleto } from '../../../server/gateways/payment/boleto';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { memberIdOf, pay, pinToken, post, unpaidItems, amountTodayOf } from '../support/wallet';

let t: TestContext;
let maria: string;
let pin: string;
let mariaId: number;

beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login(DEMO.maria);
  pin = await pinToken(t, maria);
  mariaId = await memberIdOf(t, DEMO.maria.usuario);
});
afterAll(() => t.close());

describe('boleto', () => {
  it('creates a valid FEBRABAN line for the item amount, due in 3 days; the slip page shows it', async () => {
    const [item] = await unpaidItems(t, mariaId);
    // Overdue: its price plus the fine and interest of today.
    const amountCentavos = await amountTodayOf(t, maria, item!.id);
    expect(amountCentavos).toBeGreaterThan(item!.amountCentavos);
    const res = await pay(t, maria, { ID_FLUXO_DE_CAIXA: item!.id, TIPO: 'B', PARCELAS: 3, TOKEN_PIN: pin });
    const body = res.json();
    expect(body).toMatchObject({ RESULTADO: true, MSG: 'Boleto gerado com sucesso.' });
    const tx = body.TRANSACAO;
    expect(tx).toMatchObject({ PIX_QRCODE: '', PIX_DATA_EXPIRACAO: '', STATUS: 'pending' });
    expect(tx.BOLETO_CODIGO_BARRA).toMatch(/^\d{47}$/);
    const parsed = parseBoleto(tx.BOLETO_CODIGO_BARRA);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const dueDate = addDays(toWireDate(new Date()), 3);
    expect(parsed).toMatchObject({ bank: '001', amountCentavos, dueDate });

    const page = await t.app.inject({ method: 'GET', url: `/api/access/acessarBoleto/${tx.HASH}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    );
    const html = page.body;
    expect(html).toContain('lang="pt-BR"');
    expect(html).toContain('Sociedade Demo de Oftalmologia');
    expect(html).toContain('Maria Demo Silva');
    expect(html).toContain(dueDate.split('-').reverse().join('/'));
    expect(html).toMatch(new RegExp(`R\\$\\s${(amountCentavos / 100).toFixed(2).replace('.', ',')}`));
    expect(html).toContain(formatDigitableLine(tx.BOLETO_CODIGO_BARRA));
    expect(html).toContain('<svg');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('52998224725');

    const pending = await post(t, maria, '/api/fluxo/obterTransacaoPendenteBoleto', {
      ID_FLUXO_DE_CAIXA: item!.id,
    });
    expect(pending.json()).toEqual({ RESULTADO: true, TRANSACAO: tx });

    // Asking again gives the same boleto.
    const again = (await pay(t, maria, { ID_FLUXO_DE_CAIXA: item!.id, TIPO: 'B', TOKEN_PIN: pin })).json();
    expect(again.TRANSACAO).toEqual(tx);

    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/boleto/${tx.ID_ZOOP_TRANSACAO}/pagar`,
    });
    expect(paid.json()).toEqual({ RESULTADO: true, STATUS: 'succeeded' });
    const after = await post(t, maria, '/api/fluxo/obterTransacaoPendenteBoleto', {
      ID_FLUXO_DE_CAIXA: item!.id,
    });
    expect(after.json()).toEqual({ RESULTADO: true, TRANSACAO: null });
    const slip = await t.app.inject({ method: 'GET', url: `/api/access/acessarBoleto/${tx.HASH}` });
    expect(slip.body).toContain('PAGO');
  });

  it('no pending boleto → null', async () => {
    const [item] = await unpaidItems(t, mariaId);
    const res = await post(t, maria, '/api/fluxo/obterTransacaoPendenteBoleto', {
      ID_FLUXO_DE_CAIXA: item!.id,
    });
    expect(res.json()).toEqual({ RESULTADO: true, TRANSACAO: null });
  });

  it('an unknown or malformed hash is 404', async () => {
    for (const hash of ['A'.repeat(32), 'x', '<script>']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/access/acessarBoleto/${encodeURIComponent(hash)}`,
      });
      expect(res.statusCode, hash).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, hash).toBeLessThan(500);
    }
  });

  it('a PIX transaction has no slip', async () => {
    const [item] = await unpaidItems(t, mariaId);
    const { TRANSACAO } = (
      await pay(t, maria, { ID_FLUXO_DE_CAIXA: item!.id, TIPO: 'P', TOKEN_PIN: pin })
    ).json();
    const res = await t.app.inject({ method: 'GET', url: `/api/access/acessarBoleto/${TRANSACAO.HASH}` });
    expect(res.statusCode).toBe(404);
  });
});
