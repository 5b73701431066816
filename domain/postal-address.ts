import { NO_UF } from './brazil-states';

/** A Brazilian postal address inside the app (SPEC §7's CEP, LOGRADOURO, NUMERO, … at the edges). */
export interface PostalAddress {
  /** 8 digits. */
  cep: string;
  street: string;
  number: string;
  complement: string | null;
  district: string;
  city: string;
  /** Two-letter UF. */
  state: string;
}

/** An address as a form holds it: masked texts, the state picker's "0" until one is chosen. */
export type PostalAddressInput = Record<keyof PostalAddress, string>;

export const emptyPostalAddressInput = (): PostalAddressInput => ({
  cep: '',
  street: '',
  number: '',
  complement: '',
  district: '',
  city: '',
  state: NO_UF,
});
