/**
 * Verification codes of issued documents: 15 characters of Crockford's base32 (75 random bits),
 * shown in groups of five. Typing is forgiving: case, dashes and spaces do not matter, and the
 * letters people confuse with digits (O, I, L) read as 0 and 1.
 */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 15;

const CODE_RE = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

/** The stored form of a typed or scanned code, or null when it cannot be one. */
export function normalizeVerificationCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return CODE_RE.test(code) ? code : null;
}

/** ABCDE-FGHJK-MNPQR */
export function formatVerificationCode(code: string): string {
  return code.match(/.{1,5}/g)?.join('-') ?? code;
}

/** The CPF as the public verification page shows it: ***.456.789-** */
export function maskCpfForVerification(cpf: string): string {
  const digits = cpf.replace(/\D/g, '');
  if (digits.length !== 11) return '***.***.***-**';
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}
