import { formatCnpj, isValidCnpj } from '../../../domain/cnpj';

/** A fresh valid CNPJ, alphanumeric (a letter in its base) and masked: its check digits found by the domain's own rule. */
export function freshAlphanumericCnpj(): string {
  const chars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const base = `${'ABCDEFGHJK'[Math.floor(Math.random() * 10)]}${Array.from({ length: 7 }, () => chars[Math.floor(Math.random() * 36)]).join('')}0001`;
  for (let dv = 0; dv < 100; dv++) {
    const cnpj = `${base}${String(dv).padStart(2, '0')}`;
    if (isValidCnpj(cnpj)) return formatCnpj(cnpj);
  }
  throw new Error(`no check digits for ${base}`);
}
