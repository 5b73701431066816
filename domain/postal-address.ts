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
