import { onlyDigits } from '../../../domain/digits';

/** A stored mobile (digits) as (00) 00000-0000, or (00) 0000-0000 for 10 digits. */
export function formatMobile(value: string): string {
  const d = onlyDigits(value);
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return value;
}

/** A CEP's 8 digits as 00000-000. */
export function formatCep(value: string): string {
  const d = onlyDigits(value);
  return d.length === 8 ? `${d.slice(0, 5)}-${d.slice(5)}` : value;
}
