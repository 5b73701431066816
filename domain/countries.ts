import names from './country-names.json';

/** One country of the buyer form (SPEC §2): its ISO code and its pt-BR name, in pt-BR order. */
export interface CountryName {
  iso: string;
  nome: string;
}

export const COUNTRIES: readonly CountryName[] = (names as [string, string][]).map(([iso, nome]) => ({
  iso,
  nome,
}));

const ISO_CODES = new Set(COUNTRIES.map((c) => c.iso));

export const isCountryCode = (iso: string): boolean => ISO_CODES.has(iso);
