import type { StateValue } from 'xstate';

/** A state value as dotted paths of its leaves: `{ code: 'canResend' }` → `code.canResend`. */
export function stateLabel(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => {
      const inner = child === undefined || Object.keys(child).length === 0 ? '' : stateLabel(child);
      return inner
        ? inner
            .split(' · ')
            .map((leaf) => `${key}.${leaf}`)
            .join(' · ')
        : key;
    })
    .join(' · ');
}
