/** What the CEP directory knows of a postal code; any part may be '' (a city-wide CEP has no street). */
export interface CepAddress {
  street: string;
  complement: string;
  neighbourhood: string;
  city: string;
  /** The UF, two letters. */
  state: string;
}
