import { shortName } from '../../lib/short-name';

/** Up to two initials of the short name, without a "Dr."/"Dra." title. */
export function initialsOf(name: string, presentationName?: string | null): string {
  const words = shortName(name, presentationName)
    .replace(/^(Dra?\.)\s*/i, '')
    .split(/\s+/)
    .filter(Boolean);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : '';
  return `${first}${last}`.toUpperCase();
}
