/** Most items one payment settles ("Pagar selecionados"). */
export const MAX_ITEMS_PER_PAYMENT = 50;

/** Largest profile photo, decoded. */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

/** Most documents one sign-up attaches. */
export const MAX_FILES = 10;
