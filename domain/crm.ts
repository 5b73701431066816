/** Non-alphanumerics go, and the leading "52" some CRM numbers carry is stripped (spec §5). */
export function normalizeCrm(input: string): string {
  return input
    .replace(/[^0-9a-z]/gi, '')
    .toUpperCase()
    .replace(/^52/, '');
}

/** A specialty text containing OFTALMOLOGIA gives the RQE after its colon ("OFTALMOLOGIA: 12345"). */
export function ophthalmologyRqe(especialidade: string | null | undefined): { hasRqe: boolean; rqe: string } {
  if (!especialidade || !/OFTALMOLOGIA/i.test(especialidade)) return { hasRqe: false, rqe: '' };
  const colon = especialidade.indexOf(':');
  return { hasRqe: true, rqe: colon >= 0 ? especialidade.slice(colon + 1).trim() : '' };
}
