import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMON_MSG } from '../../../domain/messages';
import { PaymentRoute } from '../../../src/app/payment-route';
import { renderRoute } from '../render';
import { fakeApi } from './fake-api';
import { ITEM } from './fixtures';

const routes = [
  { path: '/pendenciaFormaPagamento', element: <PaymentRoute /> },
  { path: '/', element: <p>Início</p> },
];

afterEach(() => vi.unstubAllGlobals());

const APPROVED = {
  RESULTADO: true,
  MSG: 'Pagamento aprovado.',
  TRANSACAO: {
    ID_ZOOP_TRANSACAO: 'tx1',
    PIX_QRCODE: '',
    PIX_DATA_EXPIRACAO: '',
    HASH: 'h',
    BOLETO_CODIGO_BARRA: '',
    STATUS: 'succeeded',
  },
};

async function confirmWithPin() {
  await userEvent.click(await screen.findByRole('button', { name: 'Confirmar Transação' }));
  await userEvent.click(await screen.findByLabelText('Dígito 1'));
  await userEvent.keyboard('1234');
  await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
}

describe('PaymentPage', () => {
  it('pays the item of ?id= with the PIN token and a new Idempotency-Key per attempt', async () => {
    let attempt = 0;
    const { calls } = fakeApi({
      'fluxo/obterFluxo': () => ({ RESULTADO: true, FLUXO: ITEM }),
      'emitente/listarCartoes': () => [],
      'emitente/temPIN': () => ({ RESULTADO: true, TEM_PIN: true }),
      'emitente/validarPIN': () => ({ RESULTADO: true, MSG: 'ok', TOKEN_PIN: 'tok-pin' }),
      'fluxo/efetuarTransacao': () =>
        ++attempt === 1
          ? { RESULTADO: false, MSG: 'The card number is not a valid credit card number.' }
          : APPROVED,
    });
    renderRoute('/pendenciaFormaPagamento?id=42', routes, { session: { token: 't' } });
    expect(await screen.findByText('Contribuição mensal 12/2026')).toBeInTheDocument();
    expect(screen.getByText('Vencimento: 10/12/2026')).toBeInTheDocument();

    const fillCard = async () => {
      await userEvent.click(screen.getByRole('radio', { name: 'Cartão de Crédito' }));
      // Luhn-valid (the form lets it go), refused by the gateway in English.
      await userEvent.type(screen.getByLabelText('Número do cartão'), '4000000000000002');
      await userEvent.type(screen.getByLabelText('Nome no cartão'), 'Maria D Silva');
      await userEvent.type(screen.getByLabelText('Validade (MM/AA)'), '1230');
      await userEvent.type(screen.getByLabelText('CVV'), '123');
    };
    await fillCard();
    await confirmWithPin();
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(COMMON_MSG.cardNumberInvalid);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    // The refusal stays written on the form until the card changes.
    expect(screen.getByRole('status')).toHaveTextContent(COMMON_MSG.cardNumberInvalid);

    // The typed card is kept after a refusal: only the number is corrected.
    expect(screen.getByLabelText('Nome no cartão')).toHaveValue('MARIA D SILVA');
    await userEvent.clear(screen.getByLabelText('Número do cartão'));
    await userEvent.type(screen.getByLabelText('Número do cartão'), '4111111111111111');
    await confirmWithPin();
    expect(await screen.findByText(COMMON_MSG.cardPaid)).toBeInTheDocument();

    const payments = calls.filter((c) => c.path === 'fluxo/efetuarTransacao');
    expect(payments).toHaveLength(2);
    expect(payments[0]!.body).toMatchObject({ ID_FLUXO_DE_CAIXA: 42, TIPO: 'C', TOKEN_PIN: 'tok-pin' });
    const keys = payments.map((p) => p.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);

    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Início')).toBeInTheDocument();
    // Two card forms typed key by key: more than the default 5 s on a busy machine.
  }, 15_000);

  it('an event bought in the store ends on its ticket: "Meus ingressos" is linked', async () => {
    fakeApi({
      'fluxo/obterFluxo': () => ({ RESULTADO: true, FLUXO: ITEM }),
      'emitente/listarCartoes': () => [],
      'emitente/temPIN': () => ({ RESULTADO: true, TEM_PIN: true }),
      'emitente/validarPIN': () => ({ RESULTADO: true, MSG: 'ok', TOKEN_PIN: 'tok-pin' }),
      'fluxo/efetuarTransacao': () => APPROVED,
    });
    const { router } = renderRoute('/', routes, { session: { token: 't' } });
    await router.navigate('/pendenciaFormaPagamento?id=42', { state: { fromStore: true, event: true } });
    await userEvent.click(await screen.findByRole('radio', { name: 'Cartão de Crédito' }));
    await userEvent.type(screen.getByLabelText('Número do cartão'), '4111111111111111');
    await userEvent.type(screen.getByLabelText('Nome no cartão'), 'Maria D Silva');
    await userEvent.type(screen.getByLabelText('Validade (MM/AA)'), '1230');
    await userEvent.type(screen.getByLabelText('CVV'), '123');
    await confirmWithPin();
    const paid = await screen.findByRole('region', { name: 'Inscrição confirmada' });
    expect(paid).toHaveTextContent('Seu ingresso foi emitido e enviado em PDF para o seu e-mail.');
    expect(screen.getByRole('link', { name: 'Meus ingressos' })).toHaveAttribute('href', '/ingressos');
  }, 15_000);

  it('an id that is not one of the member items says so and goes home', async () => {
    fakeApi({ 'emitente/listarCartoes': () => [] });
    renderRoute('/pendenciaFormaPagamento?id=999', routes, { session: { token: 't' } });
    expect(await screen.findByText('Não encontramos esta pendência.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByText('Início')).toBeInTheDocument());
  });
});
