import { describe, expect, it } from 'vitest';
import { boletoDueDate } from '../../../server/payments/methods/boleto-charge';
import { chargeOf, type LoadedItem } from '../../../server/payments/payable-charge';

describe('boletoDueDate', () => {
  it("is the item's own due date while it has not passed", () => {
    expect(boletoDueDate('2026-12-10', '2026-11-24')).toBe('2026-12-10');
    expect(boletoDueDate('2026-11-24', '2026-11-24')).toBe('2026-11-24');
  });

  it('gives an overdue item a slip valid for 3 days from today', () => {
    expect(boletoDueDate('2026-10-10', '2026-11-24')).toBe('2026-11-27');
  });

  it('never falls due on a weekend or a national holiday: the next business day instead', () => {
    // Due on a Saturday (12/12/2026) → Monday 14/12.
    expect(boletoDueDate('2026-12-12', '2026-11-24')).toBe('2026-12-14');
    // Due on Christmas (a Friday) → Monday 28/12.
    expect(boletoDueDate('2026-12-25', '2026-11-24')).toBe('2026-12-28');
    // Overdue, 3 days from Thursday 26/11/2026 is Sunday 29/11 → Monday 30/11.
    expect(boletoDueDate('2026-10-10', '2026-11-26')).toBe('2026-11-30');
    // Carnival 2027 (Monday 08/02 and Tuesday 09/02) → Wednesday 10/02.
    expect(boletoDueDate('2027-02-08', '2027-01-10')).toBe('2027-02-10');
  });

  it('gives a purchase at least the next business day, never the day it is issued', () => {
    // Sunday 29/11/2026, the case: Monday 30/11.
    expect(boletoDueDate(null, '2026-11-29')).toBe('2026-11-30');
    // Friday 20/11/2026 (Consciência Negra) → Monday 23/11; Thursday 19/11 → Monday 23/11.
    expect(boletoDueDate(null, '2026-11-19')).toBe('2026-11-23');
    expect(boletoDueDate(null, '2026-11-24')).toBe('2026-11-25');
  });
});

describe('a due on a Saturday, paid on the Monday after', () => {
  const saturdayDue: LoadedItem = {
    id: 1,
    kind: 'due',
    description: 'Contribuição de dezembro',
    dueAt: new Date('2026-12-05T15:00:00Z'),
    paidAt: null,
    amountCentavos: 10_000,
    promoCentavos: null,
    promoUntil: null,
    paidCentavos: null,
    lateFineBps: 200,
    monthlyInterestBps: 100,
    associationId: 1,
    associationName: 'Associação',
    associationCity: 'São Paulo',
    memberName: 'Sara Sábado',
    memberCpf: '10000000990',
  };

  it('is charged its price with no fine, on a slip and a PIX due that Monday, and late from Tuesday', () => {
    const monday = chargeOf([saturdayDue], '2026-12-07');
    expect(monday).toMatchObject({ amountCentavos: 10_000, dueDay: '2026-12-07' });
    expect(boletoDueDate(monday.dueDay, '2026-12-07')).toBe('2026-12-07');
    // Before it, the PSP is told the same day: its fine and interest start when the engine's do.
    expect(chargeOf([saturdayDue], '2026-12-04').dueDay).toBe('2026-12-07');
    expect(chargeOf([saturdayDue], '2026-12-08').amountCentavos).toBe(10_000 + 200 + 3);
  });
});
