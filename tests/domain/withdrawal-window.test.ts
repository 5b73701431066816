import { describe, expect, it } from 'vitest';
import { withdrawalOpen, withdrawalWindow } from '../../domain/withdrawal-window';

describe('withdrawalWindow (CDC art. 49)', () => {
  const paidAt = new Date('2026-11-29T13:00:00.000Z');

  it('7 days after the payment, to the millisecond', () => {
    const w = withdrawalWindow(paidAt, null);
    expect(w).toEqual({ until: '2026-12-06T13:00:00.000Z', eventFirst: false });
    expect(withdrawalOpen(w, new Date('2026-12-06T12:59:59.999Z'))).toBe(true);
    expect(withdrawalOpen(w, new Date('2026-12-06T13:00:00.000Z'))).toBe(false);
  });

  it("an event that starts sooner closes it at its start; a later one doesn't", () => {
    expect(withdrawalWindow(paidAt, new Date('2026-12-01T11:00:00.000Z'))).toEqual({
      until: '2026-12-01T11:00:00.000Z',
      eventFirst: true,
    });
    expect(withdrawalWindow(paidAt, new Date('2027-04-10T11:00:00.000Z')).eventFirst).toBe(false);
  });
});

describe('WITHDRAWAL_MSG dates', () => {
  it('are in Brasília time, DD/MM/AAAA às HH:mm', async () => {
    const { WITHDRAWAL_MSG } = await import('../../domain/withdrawal-messages');
    expect(WITHDRAWAL_MSG.expired('2026-12-06T02:05:00.000Z')).toBe(
      'O prazo para desistir desta compra terminou em 05/12/2026 às 23:05.',
    );
    expect(WITHDRAWAL_MSG.already('2026-12-06T02:05:00.000Z')).toBe(
      'Você já desistiu desta compra em 05/12/2026.',
    );
  });
});
