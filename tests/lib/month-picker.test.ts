// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasMonthPicker, NO_MONTH_PICKER_FLAG } from '../../src/lib/month-picker';

const flags = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete flags[NO_MONTH_PICKER_FLAG];
  vi.restoreAllMocks();
});

describe('hasMonthPicker', () => {
  it('is true where an input keeps type="month"', () => {
    expect(hasMonthPicker()).toBe(true);
  });

  it('is false where the browser turns the type back into text (desktop Firefox, Safari)', () => {
    const create = document.createElement.bind(document);
    vi.spyOn(document, 'createElement').mockImplementation((tag: string) => {
      const element = create(tag);
      if (element instanceof HTMLInputElement) Object.defineProperty(element, 'type', { get: () => 'text' });
      return element;
    });
    expect(hasMonthPicker()).toBe(false);
  });

  it('is false when a test asks for the typed box', () => {
    flags[NO_MONTH_PICKER_FLAG] = true;
    expect(hasMonthPicker()).toBe(false);
  });
});
