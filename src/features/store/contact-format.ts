import { onlyDigits } from '../../../domain/digits';
import type { PostalAddress } from '../../../domain/postal-address';

/** (##) #####-#### or (##) ####-####, as the masks of SPEC §5 show a phone. */
export function formatPhone(phone: string): string {
  const d = onlyDigits(phone);
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return phone;
}

/** One line: street, number - complement, district, city/UF, CEP #####-###. */
export function formatAddress(address: PostalAddress): string {
  const cep = onlyDigits(address.cep);
  const street = [address.street, address.number].filter(Boolean).join(', ');
  return [
    address.complement ? `${street} - ${address.complement}` : street,
    address.district,
    `${address.city}/${address.state}`,
    cep.length === 8 ? `CEP ${cep.slice(0, 5)}-${cep.slice(5)}` : '',
  ]
    .filter(Boolean)
    .join(', ');
}
