/** "membro@exemplo.com.br" → "me***@exemplo.com.br": enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const [user = '', domain = ''] = email.split('@');
  return `${user.slice(0, 2)}***@${domain}`;
}

/** "11987654321" → "(11) *****-4321". */
export function maskMobile(digits: string): string {
  return `(${digits.slice(0, 2)}) *****-${digits.slice(-4)}`;
}
