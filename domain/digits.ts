export function onlyDigits(s: string): string {
  return s.replace(/\D/g, '');
}
