import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompletedPurchase as Done } from '../../../domain/contract/access';
import { CompletedPurchase } from '../../../src/features/purchase/components/completed-purchase';
import { PURCHASE_DONE } from '../../../src/features/purchase/purchase-done-texts';
import { fakeApi } from '../profile/fake-api';
import { renderRoute } from '../render';

afterEach(() => vi.unstubAllGlobals());

const paid = {
  itemId: 41,
  reference: 'ref-do-comprador',
  hash: 'congresso-retina-2027',
  issuerId: 428,
  amountCentavos: 90_000,
  description: 'Congresso Demo Brasileiro de Retina 2027 - Titular',
  dueDate: '28/11/2026',
};

const done: Done = {
  description: 'Congresso Demo Brasileiro de Retina 2027 - Titular',
  issuerName: 'Sociedade Demo',
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
};

const show = (bought: typeof paid & { account?: { kind: 'new'; token: string } } = paid) =>
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

  it('with no ticket to show, the new account goes Home', async () => {
    fakeApi({ 'access/compra-concluida': () => ({ ...done, ticket: null }) });
    show(opened);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Início' })).toBeVisible());
  });
});
