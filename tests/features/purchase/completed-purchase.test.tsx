import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompletedPurchase as Done } from '../../../domain/contract/access';
import { CompletedPurchase } from '../../../src/features/purchase/components/completed-purchase';
import { PURCHASE_DONE } from '../../../src/features/purchase/purchase-done-texts';
import { PURCHASE_ACCOUNT_OFFER, PURCHASE_ACCOUNT_OFFER_LINK } from '../../../domain/purchase-messages';
import { PIX_KEY_MSG } from '../../../domain/pix-key';
import type { AccountOffer } from '../../../domain/buyer-form';
import { KNOWN_CPF_MSG } from '../../../domain/known-cpf-messages';
import { WITHDRAWAL_MSG } from '../../../domain/withdrawal-messages';
import { fakeApi } from '../profile/fake-api';
import { renderRoute } from '../render';

afterEach(() => vi.unstubAllGlobals());

const paid = {
  itemId: 41,
  reference: 'ref-do-comprador',
  hash: 'congresso-retina-2027',
  associationId: 428,
  amountCentavos: 90_000,
  description: 'Congresso Demo Brasileiro de Retina 2027 - Titular',
  dueDate: '28/11/2026',
};

const done: Done = {
  description: 'Congresso Demo Brasileiro de Retina 2027 - Titular',
  associationName: 'Sociedade Demo',
  amountCentavos: 90_000,
  paidWith: 'Cartão de crédito à vista',
  paidAt: '2026-11-28T12:00:00.000Z',
  receiptUrl: '/api/access/recibo/abc',
  receiptSentTo: ['bia@exemplo.com.br'],
  ticket: {
    id: 9,
    eventName: 'Congresso Demo Brasileiro de Retina 2027',
    startsAt: '2027-08-19T11:00:00.000Z',
    endsAt: '2027-08-21T21:00:00.000Z',
    place: 'Centro de Convenções Frei Caneca, São Paulo - SP',
    code: 'K7M2Q9XA',
    qrPayload: `QT1.9.1.K7M2Q9XA.${'A'.repeat(86)}`,
    status: 'valid',
  },
  invoice: null,
  withdrawal: { open: null, withdrawnAt: null, returnPending: false },
};

const show = (
  bought: typeof paid & { account?: { kind: 'new'; token: string }; accountOffer?: AccountOffer } = paid,
) =>
  renderRoute('/produtoCheckout/congresso-retina-2027', [
    { path: '/produtoCheckout/:hash', element: <CompletedPurchase paid={bought} /> },
    { path: '/', element: <h1>Início</h1> },
  ]);
const opened = { ...paid, account: { kind: 'new' as const, token: 'token-da-conta-nova' } };

describe('Compra concluída of an event', () => {
  it("shows the ticket (QR, Código do ingresso, date and place), asked by the buyer's own reference", async () => {
    const { calls } = fakeApi({ 'access/compra-concluida': () => done });
    show();
    expect(await screen.findByRole('heading', { name: done.ticket!.eventName })).toBeVisible();
    expect(screen.getByText('19/08/2027 08:00 a 21/08/2027 18:00')).toBeVisible();
    expect(screen.getByText(done.ticket!.place)).toBeVisible();
    expect(screen.getByText('K7M2Q9XA')).toBeVisible();
    expect(await screen.findByAltText('QR do ingresso K7M2Q9XA')).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    expect(screen.getByText(/Enviamos o ingresso em PDF para bia@exemplo.com.br/)).toBeVisible();
    expect(calls.find((c) => c.path === 'access/compra-concluida')?.body).toEqual({
      itemId: 41,
      hash: 'congresso-retina-2027',
      reference: 'ref-do-comprador',
    });
  });

  it('a product that is not an event shows no ticket', async () => {
    fakeApi({ 'access/compra-concluida': () => ({ ...done, ticket: null }) });
    show();
    expect(await screen.findByText('Sociedade Demo')).toBeVisible();
    expect(screen.queryByText(/Código do ingresso/)).toBeNull();
    expect(screen.queryByText(/Enviamos o ingresso/)).toBeNull();
  });

  it('a buyer whose purchase opened their account sees the ticket too, with Meus ingressos', async () => {
    fakeApi({ 'access/compra-concluida': () => done });
    show(opened);
    expect(await screen.findByRole('heading', { name: done.ticket!.eventName })).toBeVisible();
    expect(screen.getByText('K7M2Q9XA')).toBeVisible();
    expect(screen.getByText(PURCHASE_DONE.accountOpened)).toBeVisible();
    expect(screen.getByRole('link', { name: PURCHASE_DONE.myTickets })).toHaveAttribute('href', '/ingressos');
    expect(screen.getByRole('link', { name: PURCHASE_DONE.home })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: PURCHASE_DONE.login })).toBeNull();
  });

  it('with no ticket to show, the new account stays on "Compra concluída" with its receipt, never Home', async () => {
    fakeApi({ 'access/compra-concluida': () => ({ ...done, ticket: null }) });
    show(opened);
    expect(await screen.findByRole('link', { name: PURCHASE_DONE.receipt })).toBeVisible();
    expect(screen.getByRole('heading', { name: PURCHASE_DONE.title })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Início' })).toBeNull();
  });

  it('a buyer with a new CPF and no account is offered one, optional', async () => {
    fakeApi({ 'access/compra-concluida': () => ({ ...done, ticket: null }) });
    show({ ...paid, accountOffer: 'create' });
    expect(await screen.findByText(PURCHASE_ACCOUNT_OFFER, { exact: false })).toBeVisible();
    expect(screen.getByRole('link', { name: PURCHASE_ACCOUNT_OFFER_LINK })).toHaveAttribute(
      'href',
      '/register/428',
    );
    expect(screen.queryByRole('link', { name: PURCHASE_DONE.login })).toBeNull();
  });
});

describe('Compra concluída of a purchase that opened no account (issue #38 item 8)', () => {
  it('a CPF that already has an account is told to log in ("Entrar"), never offered a new one', async () => {
    fakeApi({ 'access/compra-concluida': () => ({ ...done, ticket: null }) });
    show({ ...paid, accountOffer: 'login' });
    expect(await screen.findByRole('link', { name: PURCHASE_DONE.login })).toHaveAttribute('href', '/login');
    expect(screen.getByText(KNOWN_CPF_MSG.hasAccount)).toBeVisible();
    expect(screen.queryByText(PURCHASE_ACCOUNT_OFFER, { exact: false })).toBeNull();
    expect(screen.queryByRole('link', { name: PURCHASE_ACCOUNT_OFFER_LINK })).toBeNull();
  });

  it('a buyer with no CPF (from abroad) is offered neither', async () => {
    fakeApi({ 'access/compra-concluida': () => ({ ...done, ticket: null }) });
    show({ ...paid, accountOffer: null });
    expect(await screen.findByRole('link', { name: PURCHASE_DONE.receipt })).toBeVisible();
    expect(screen.queryByText(PURCHASE_ACCOUNT_OFFER, { exact: false })).toBeNull();
    expect(screen.queryByRole('link', { name: PURCHASE_ACCOUNT_OFFER_LINK })).toBeNull();
    expect(screen.queryByRole('link', { name: PURCHASE_DONE.login })).toBeNull();
    expect(screen.queryByText(KNOWN_CPF_MSG.hasAccount)).toBeNull();
  });
});

describe('Compra concluída of a product that issues a service invoice', () => {
  it('links the invoice PDF once authorized', async () => {
    fakeApi({
      'access/compra-concluida': () => ({
        ...done,
        ticket: null,
        invoice: { status: 'authorized', pdfUrl: 'https://nfse.exemplo/nota.pdf' },
      }),
    });
    show();
    expect(await screen.findByRole('link', { name: 'Nota fiscal (PDF)' })).toHaveAttribute(
      'href',
      'https://nfse.exemplo/nota.pdf',
    );
  });

  it('says the invoice is on its way while the city hall has not authorized it, and why it failed', async () => {
    fakeApi({
      'access/compra-concluida': () => ({
        ...done,
        ticket: null,
        invoice: { status: 'scheduled', pdfUrl: null },
      }),
    });
    const first = show();
    expect(await screen.findByText(/nota fiscal de serviço foi agendada/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Nota fiscal (PDF)' })).toBeNull();
    first.unmount();
    fakeApi({
      'access/compra-concluida': () => ({
        ...done,
        ticket: null,
        invoice: { status: 'error', pdfUrl: null },
      }),
    });
    show();
    expect(await screen.findByText(/não pôde ser emitida/)).toBeVisible();
  });
});

describe('Compra concluída paid by boleto: "Desistir da compra" with a PIX key (CDC art. 49)', () => {
  const open = {
    until: '2026-12-05T12:00:00.000Z',
    eventFirst: false,
    method: 'boleto' as const,
    amountCentavos: 90_000,
  };

  it('asks for the key and its type, refuses a bad one before sending, sends the checked one', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'access/compra-concluida': () => ({
        ...done,
        paidWith: 'Boleto',
        withdrawal: { ...done.withdrawal, open },
      }),
      'access/desistir-compra': () => ({
        refundedCentavos: 90_000,
        method: 'boleto',
        withdrawnAt: '2026-11-29T12:00:00.000Z',
        returnedBy: 'staff',
      }),
    });
    show();
    const panel = await screen.findByRole('region', { name: WITHDRAWAL_MSG.title });
    await user.click(within(panel).getByRole('button', { name: WITHDRAWAL_MSG.button }));
    expect(within(panel).getByText(WITHDRAWAL_MSG.how.boleto)).toBeVisible();
    const type = within(panel).getByLabelText(PIX_KEY_MSG.typeLabel);
    const key = within(panel).getByLabelText(PIX_KEY_MSG.keyLabel);
    await user.click(within(panel).getByRole('button', { name: WITHDRAWAL_MSG.confirm }));
    expect(within(panel).getByRole('alert')).toHaveTextContent(PIX_KEY_MSG.chooseType);
    await user.selectOptions(type, 'CPF');
    await user.type(key, '529.982.247-35');
    await user.click(within(panel).getByRole('button', { name: WITHDRAWAL_MSG.confirm }));
    expect(within(panel).getByRole('alert')).toHaveTextContent(PIX_KEY_MSG.invalid.cpf);
    expect(key).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.path === 'access/desistir-compra')).toBe(false);

    await user.clear(key);
    await user.type(key, '529.982.247-25');
    await user.click(within(panel).getByRole('button', { name: WITHDRAWAL_MSG.confirm }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      /a associação vai devolver R\$\s900,00 por PIX/,
    );
    expect(calls.find((c) => c.path === 'access/desistir-compra')?.body).toEqual({
      itemId: 41,
      hash: 'congresso-retina-2027',
      reference: 'ref-do-comprador',
      refundPixKey: { type: 'cpf', key: '52998224725' },
    });
  });

  it('withdrawn, and the association still to send it back: says so', async () => {
    fakeApi({
      'access/compra-concluida': () => ({
        ...done,
        withdrawal: { open: null, withdrawnAt: '2026-11-29T12:00:00.000Z', returnPending: true },
      }),
    });
    show();
    expect(
      await screen.findByText(WITHDRAWAL_MSG.withdrawnReturnPending('2026-11-29T12:00:00.000Z')),
    ).toBeVisible();
  });
});
