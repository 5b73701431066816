import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMON_MSG } from '../../../domain/messages';
import { WALLET_MSG } from '../../../domain/wallet-messages';
import { PaymentPinStep } from '../../../src/features/wallet/components/payment-pin-step';
import { PinEntry } from '../../../src/features/wallet/components/pin-entry';
import { PinRegistrationPanel } from '../../../src/features/wallet/components/pin-registration-panel';
import { renderRoute } from '../render';
import { fakeApi } from './fake-api';

const typePin = async (pin: string) => {
  await userEvent.click(screen.getByLabelText('Dígito 1'));
  await userEvent.keyboard(pin);
};

/** The boxes under one legend (the recovery shows two sets: Novo PIN, Repita o PIN). */
const typePinIn = async (legend: string, pin: string) => {
  await userEvent.click(within(screen.getByRole('group', { name: legend })).getByLabelText('Dígito 1'));
  await userEvent.keyboard(pin);
};

afterEach(() => vi.unstubAllGlobals());

/** A member with no PIN yet: cadastrarPIN registers it, and temPIN answers true from then on. */
function fakePinServer(more: Parameters<typeof fakeApi>[0] = {}) {
  let hasPin = false;
  return fakeApi({
    'emitente/temPIN': () => ({ RESULTADO: true, TEM_PIN: hasPin }),
    'emitente/cadastrarPIN': () => {
      hasPin = true;
      return { RESULTADO: true, MSG: COMMON_MSG.pinRegistered };
    },
    ...more,
  });
}

describe('PIN registration panel', () => {
  it('registers the PIN and leaves once temPIN answers true', async () => {
    const { calls } = fakePinServer();
    renderRoute('/', [{ path: '/', element: <PinRegistrationPanel /> }], { session: { token: 't' } });

    expect(await screen.findByRole('heading', { name: 'Cadastre seu PIN' })).toBeInTheDocument();
    expect(
      screen.getByText('O PIN de 4 dígitos será solicitado antes de cada pagamento.'),
    ).toBeInTheDocument();
    await typePin('12');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(COMMON_MSG.pinInvalid)).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'emitente/cadastrarPIN')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));

    await typePin('1234');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { name: 'Confirme seu PIN' })).toBeInTheDocument();
    await typePin('1234');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(COMMON_MSG.pinRegistered)).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'emitente/cadastrarPIN')?.body).toEqual({ PIN: '1234' });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Cadastre seu PIN' })).toBeNull());
  });
});

describe('PinEntry in validate mode', () => {
  it("shows the server's message and clears the boxes on a wrong PIN, then hands over the token", async () => {
    let tries = 0;
    fakeApi({
      'emitente/validarPIN': () =>
        ++tries === 1
          ? { RESULTADO: false, MSG: 'PIN inválido. Restam 4 tentativas.', TENTATIVAS_RESTANTES: 4 }
          : { RESULTADO: true, MSG: 'PIN validado com sucesso.', TOKEN_PIN: 'tok-pin' },
    });
    const onConfirmed = vi.fn();
    renderRoute('/', [{ path: '/', element: <PinEntry mode="validate" onConfirmed={onConfirmed} /> }], {
      session: { token: 't' },
    });

    await typePin('9999');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('PIN inválido. Restam 4 tentativas.')).toBeInTheDocument();
    for (const n of [1, 2, 3, 4]) expect(screen.getByLabelText(`Dígito ${n}`)).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));

    await typePin('1234');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledWith('tok-pin'));
  });

  it('a locked PIN offers the recovery by code', async () => {
    const { calls } = fakeApi({
      'emitente/validarPIN': () => ({ RESULTADO: false, MSG: 'PIN bloqueado.', BLOQUEADO: true }),
      'emitente/enviarCodigoPinTransacao': () => ({
        RESULTADO: true,
        MSG: 'Enviado.',
        ENVIADO_PARA: 'me***@exemplo.com.br',
      }),
      'emitente/verificarCodigoPinTransacao': () => ({ RESULTADO: true, MSG: 'PIN alterado com sucesso!' }),
    });
    renderRoute('/', [{ path: '/', element: <PinEntry mode="validate" /> }], { session: { token: 't' } });

    await typePin('0000');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await userEvent.click(screen.getByRole('button', { name: 'Esqueci meu PIN' }));

    expect(
      await screen.findByText('Enviamos um código de 6 dígitos para me***@exemplo.com.br.'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Código de verificação'), '123456');
    await typePinIn('Novo PIN', '4321');
    await typePinIn('Repita o PIN', '4321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('PIN alterado com sucesso!')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'emitente/verificarCodigoPinTransacao')?.body).toEqual({
      CODIGO: '123456',
      PIN: '4321',
    });
    expect(screen.getByRole('heading', { name: 'Digite seu PIN' })).toBeInTheDocument();
  });
});

describe('the PIN step of a payment (issue 28 item 14)', () => {
  it('a member with no PIN types it twice and pays with it: no third entry', async () => {
    const { calls } = fakePinServer({
      'emitente/validarPIN': () => ({
        RESULTADO: true,
        MSG: 'PIN validado com sucesso.',
        TOKEN_PIN: 'tok-new',
      }),
    });
    const onConfirmed = vi.fn();
    renderRoute(
      '/',
      [{ path: '/', element: <PaymentPinStep onConfirmed={onConfirmed} onCancel={vi.fn()} /> }],
      {
        session: { token: 't' },
      },
    );

    expect(await screen.findByRole('heading', { name: 'Cadastre seu PIN' })).toBeInTheDocument();
    await typePin('2468');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { name: 'Confirme seu PIN' })).toBeInTheDocument();
    await typePin('2468');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));

    await waitFor(() => expect(onConfirmed).toHaveBeenCalledWith('tok-new'));
    expect(calls.find((c) => c.path === 'emitente/validarPIN')?.body).toEqual({ PIN: '2468' });
    expect(screen.queryByRole('heading', { name: 'Digite seu PIN' })).toBeNull();
  });

  it('the recovery asks the new PIN twice and refuses two that differ', async () => {
    const { calls } = fakeApi({
      'emitente/enviarCodigoPinTransacao': () => ({ RESULTADO: true, MSG: 'Enviado.' }),
      'emitente/verificarCodigoPinTransacao': () => ({ RESULTADO: true, MSG: 'PIN alterado com sucesso!' }),
    });
    renderRoute('/', [{ path: '/', element: <PinEntry mode="validate" /> }], { session: { token: 't' } });
    await userEvent.click(screen.getByRole('button', { name: 'Esqueci meu PIN' }));
    await userEvent.type(await screen.findByLabelText('Código de verificação'), '123456');
    await typePinIn('Novo PIN', '4321');
    await typePinIn('Repita o PIN', '4312');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(WALLET_MSG.pinMismatch)).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'emitente/verificarCodigoPinTransacao')).toBe(false);
  });
});
