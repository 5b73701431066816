/** Only web addresses become links; anything else (a handle, a javascript: text) stays text. */
export const isWebAddress = (value: string) => /^https?:\/\/[^\s]+$/i.test(value.trim());
