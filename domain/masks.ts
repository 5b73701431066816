// Plain data for imask, kept free of the imask import so the server can share it. '0' is imask's digit placeholder.
export const CPF_MASK = '000.000.000-00';
export const DATE_MASK = '00/00/0000';

export const CNPJ_MASK = {
  mask: 'AA.AAA.AAA/AAAA-00',
  definitions: { A: /[0-9A-Za-z]/ },
} as const;

export const CEP_MASK = '00000-000';

export const PHONE_MASKS = ['(00) 0000-0000', '(00) 00000-0000'] as const;

// Ready for imask's dynamic `mask` option (landline first, then mobile).
export const PHONE_DYNAMIC_MASK = PHONE_MASKS.map((mask) => ({ mask }));

// Up to 19 digits: Hipercard's 3841 numbers and some Elo and Hipercard 606282 ones are that long.
export const CARD_NUMBER_MASK = '0000 0000 0000 0000 000';

// The card's month and year as printed on it, MM/AA, typed on every device.
export const CARD_EXPIRY_MASK = '00/00';
