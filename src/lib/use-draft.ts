import { useCallback, useState } from 'react';

/**
 * A form's typed values as one object instead of a `useState` per field: `field('name')` is the
 * setter of one value, `setDraft` changes several at once.
 */
export function useDraft<T extends object>(initial: T | (() => T)) {
  const [draft, setDraft] = useState(initial);
  const field = useCallback(
    <K extends keyof T>(key: K) =>
      (value: T[K]) =>
        setDraft((current) => ({ ...current, [key]: value })),
    [],
  );
  return { draft, field, setDraft };
}
