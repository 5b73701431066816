import countries from './countries.json';

/** One entry of the world list (SPEC §2 buyer form), names in pt-BR. */
export interface Country {
  codigo: string;
  fone: string;
  iso: string;
  iso3: string;
  nome: string;
  nomeFormal: string;
}

export const COUNTRIES: readonly Country[] = countries;

const ISO_CODES = new Set(COUNTRIES.map((c) => c.iso));

export const isCountryCode = (iso: string): boolean => ISO_CODES.has(iso);
