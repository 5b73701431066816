import type { PostalAddress } from '../postal-address';

/** The address fields SPEC §7 shares between a member's Endereco and the store's prefill. */
export interface WireAddress {
  CEP: string;
  LOGRADOURO: string;
  NUMERO: string;
  COMPLEMENTO: string | null;
  BAIRRO: string;
  CIDADE: string;
  ESTADO: string;
}

/** A wire address as the app reads it. */
export const postalAddressOf = (a: WireAddress): PostalAddress => ({
  cep: a.CEP,
  street: a.LOGRADOURO,
  number: a.NUMERO,
  complement: a.COMPLEMENTO,
  district: a.BAIRRO,
  city: a.CIDADE,
  state: a.ESTADO,
});
