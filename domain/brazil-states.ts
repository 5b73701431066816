/** The 26 states and the Distrito Federal, by their two-letter code (UF). */
export const UF_CODES = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
export type UfCode = (typeof UF_CODES)[number];

/** The state pickers' "Selecione" entry: nothing chosen yet. */
export const NO_UF = '0';
