const checkDigit = (digits: readonly number[], firstWeight: number) => {
  const rest = (digits.reduce((sum, d, i) => sum + d * (firstWeight - i), 0) * 10) % 11;
  return rest === 10 ? 0 : rest;
};

/** A fresh valid CPF (masked ###.###.###-##): 9 random digits, not all equal, and their check digits. */
export function freshCpf(): string {
  let digits: number[];
  do digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  while (new Set(digits).size === 1);
  digits.push(checkDigit(digits, 10));
  digits.push(checkDigit(digits, 11));
  const s = digits.join('');
  return `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}`;
}
