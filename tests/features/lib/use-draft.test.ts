import { act, renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useDraft } from '../../../src/lib/use-draft';

it('keeps a form as one object: one field changes, the others stay, and the setter is stable', () => {
  const { result } = renderHook(() => useDraft({ name: '', email: 'a@b.c', role: 'financeiro' }));
  const field = result.current.field;
  act(() => field('name')('Ana'));
  expect(result.current.draft).toEqual({ name: 'Ana', email: 'a@b.c', role: 'financeiro' });
  act(() => result.current.setDraft((d) => ({ ...d, name: '', email: '' })));
  expect(result.current.draft).toEqual({ name: '', email: '', role: 'financeiro' });
  expect(result.current.field).toBe(field);
});
