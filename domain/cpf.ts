const CPF_SHAPE_RE = /^\d{11}$/;

function stripCpfPunctuation(input: string): string {
  return input.replace(/[.\-\s]/g, '');
}

function checkDigit(digits: readonly number[], firstWeight: number): number {
  const sum = digits.reduce((acc, digit, i) => acc + digit * (firstWeight - i), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

export function isValidCpf(input: string): boolean {
  const cpf = stripCpfPunctuation(input);
  if (!CPF_SHAPE_RE.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  const digits = [...cpf].map(Number);
  return (
    checkDigit(digits.slice(0, 9), 10) === digits[9] && checkDigit(digits.slice(0, 10), 11) === digits[10]
  );
}

export function formatCpf(input: string): string {
  const cpf = stripCpfPunctuation(input);
  if (!CPF_SHAPE_RE.test(cpf)) return input;
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}
