import { describe, expect, it } from 'vitest';
import { boletoDueDate } from '../../../server/payments/methods/boleto-charge';

describe('boletoDueDate', () => {
  it("is the item's own due date while it has not passed", () => {
    expect(boletoDueDate('2026-12-10', '2026-11-24')).toBe('2026-12-10');
    expect(boletoDueDate('2026-11-24', '2026-11-24')).toBe('2026-11-24');
  });

  it('gives an overdue item a slip valid for 3 days from today', () => {
    expect(boletoDueDate('2026-10-10', '2026-11-24')).toBe('2026-11-27');
  });
});
