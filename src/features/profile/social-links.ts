/** The member's social links, in the registration form's order and with its labels. */
export const SOCIAL_LINKS = [
  { field: 'facebook', label: 'Facebook' },
  { field: 'instagram', label: 'Instagram' },
  { field: 'x', label: 'X' },
  { field: 'linkedin', label: 'LinkedIn' },
  { field: 'lattes', label: 'Currículo Lattes' },
] as const;

export type SocialField = (typeof SOCIAL_LINKS)[number]['field'];

/** Only web addresses become links; anything else (a handle, a javascript: text) stays text. */
export const isWebAddress = (value: string) => /^https?:\/\/[^\s]+$/i.test(value.trim());
