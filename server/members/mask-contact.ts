/** Which of a member's contacts: the e-mail address or the mobile number. */
export type ContactKind = 'email' | 'mobile';

/** "membro@exemplo.com.br" → "me***@exemplo.com.br": enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const [user = '', domain = ''] = email.split('@');
  return `${user.slice(0, 2)}***@${domain}`;
}

/** "11987654321" → "(11) *****-4321". */
export function maskMobile(digits: string): string {
  return `(${digits.slice(0, 2)}) *****-${digits.slice(-4)}`;
}

export const maskContact = (kind: ContactKind, value: string): string =>
  kind === 'email' ? maskEmail(value) : maskMobile(value);

/** E-mails go by e-mail, mobiles by SMS. */
export const messageChannel = (kind: ContactKind): 'email' | 'sms' => (kind === 'email' ? 'email' : 'sms');
