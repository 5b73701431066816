/** SPEC §2 Home: the presentation name, else the first and last words of the name. */
export function shortName(name: string, presentationName?: string | null): string {
  if (presentationName?.trim()) return presentationName.trim();
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return words[0] ?? '';
  return `${words[0]} ${words[words.length - 1]}`;
}
