import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEBITO_MSG } from '../../../domain/debito-automatico-messages';
import { PaymentRoute } from '../../../src/app/payment-route';
import { buildPixBrCode } from '../../../server/gateways/payment/brcode';
import { renderRoute } from '../render';
import { fakeApi } from '../wallet/fake-api';
import { ITEM } from '../wallet/fixtures';

const routes = [{ path: '/pendenciaFormaPagamento', element: <PaymentRoute /> }];
const QR = buildPixBrCode({
  url: 'pix.example/qr/v2/rec/1',
  amountCentavos: 6_500,
  merchantName: 'Sociedade Demo',
  merchantCity: 'SAO PAULO',
  txid: '***',
});

afterEach(() => vi.unstubAllGlobals());

const member = (offered: boolean, extra: Record<string, (body: unknown) => unknown> = {}) =>
  fakeApi({
    'fluxo/obterFluxo': () => ({ RESULTADO: true, FLUXO: ITEM }),
    'emitente/listarCartoes': () => [],
    'emitente/temPIN': () => ({ RESULTADO: true, TEM_PIN: true }),
    'emitente/validarPIN': () => ({ RESULTADO: true, MSG: 'ok', TOKEN_PIN: 'tok-pin' }),
    'debito-automatico/oferta/42': () => ({ offered, reason: offered ? null : DEBITO_MSG.alreadyLive }),
    ...extra,
  });

describe('Pix Automático in the member checkout', () => {
  it('is not listed when the server does not offer it for the item', async () => {
    const { calls } = member(false);
    renderRoute('/pendenciaFormaPagamento?id=42', routes, { session: { token: 't' } });
    expect(await screen.findByRole('radio', { name: /Boleto/ })).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'debito-automatico/oferta/42')).toBe(true);
    expect(screen.queryByRole('radio', { name: /Pix Automático/ })).not.toBeInTheDocument();
  });

  it('when offered, pays with TIPO A and shows the QR that also authorizes', async () => {
    const { calls } = member(true, {
      'fluxo/efetuarTransacao': () => ({
        RESULTADO: true,
        MSG: 'PIX gerado.',
        TRANSACAO: {
          ID_ZOOP_TRANSACAO: 'tx-a',
          PIX_QRCODE: QR,
          PIX_DATA_EXPIRACAO: '2099-01-01 00:00:00',
          HASH: 'h',
          BOLETO_CODIGO_BARRA: '',
          STATUS: 'pending',
        },
      }),
    });
    renderRoute('/pendenciaFormaPagamento?id=42', routes, { session: { token: 't' } });
    const option = await screen.findByRole('radio', { name: /Pix Automático/ });
    expect(within(option.closest('label')!).getByText(DEBITO_MSG.checkoutHint)).toBeInTheDocument();
    await userEvent.click(option);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar Transação' }));
    await userEvent.click(await screen.findByLabelText('Dígito 1'));
    await userEvent.keyboard('1234');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(await screen.findByText(DEBITO_MSG.checkoutQrHint)).toBeInTheDocument();
    expect(screen.getByLabelText('Código PIX')).toHaveValue(QR);
    const payment = calls.find((call) => call.path === 'fluxo/efetuarTransacao');
    expect(payment?.body).toMatchObject({
      ID_FLUXO_DE_CAIXA: 42,
      TIPO: 'A',
      PARCELAS: 1,
      TOKEN_PIN: 'tok-pin',
    });
  });
});
