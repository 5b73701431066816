export const REQUIRED_PASSWORD_SCORE = 4;
const MIN_PASSWORD_LENGTH = 8;

// The spec's set: space ! @ # $ % ^ & * + ? ~ (the full stop after it ends the sentence).
const SPECIAL_CHARACTER_RE = /[ !@#$%^&*+?~]/;

export function passwordScore(pw: string): number {
  let score = 0;
  if ([...pw].length >= MIN_PASSWORD_LENGTH) score++;
  // Unicode-aware so accented pt-BR letters (e.g. 'É', 'ç') count as upper/lower case.
  if (/\p{Lu}/u.test(pw) && /\p{Ll}/u.test(pw)) score++;
  if (/\d/.test(pw)) score++;
  if (SPECIAL_CHARACTER_RE.test(pw)) score++;
  return score;
}

export function isStrongPassword(pw: string): boolean {
  return passwordScore(pw) >= REQUIRED_PASSWORD_SCORE;
}
