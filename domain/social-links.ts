/** The member's social links, in the order and with the labels of the registration and the profile. */
export const SOCIAL_LINKS = [
  { field: 'facebook', label: 'Facebook' },
  { field: 'instagram', label: 'Instagram' },
  { field: 'x', label: 'X' },
  { field: 'linkedin', label: 'LinkedIn' },
  { field: 'lattes', label: 'Currículo Lattes' },
] as const;

export type SocialField = (typeof SOCIAL_LINKS)[number]['field'];
