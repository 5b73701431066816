const checkDigit = (digits: number[], firstWeight: number) => {
  const rest = (digits.reduce((sum, d, i) => sum + d * (firstWeight - i), 0) * 10) % 11;
  return rest === 10 ? 0 : rest;
};

/** A valid CPF nobody in the demo data has, masked (###.###.###-##). */
function randomCpf(): string {
  let digits: number[];
  do digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  while (new Set(digits).size === 1);
  digits.push(checkDigit(digits, 10));
  digits.push(checkDigit(digits, 11));
  const s = digits.join('');
  return `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}`;
}

/** A unique e-mail and mobile for a new person. */
export function newPerson(firstName: string) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const mobile = `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  return {
    cpf: randomCpf(),
    nome: `${firstName} Teste Souza`,
    email: `${firstName.toLowerCase()}.${tag}@exemplo.com.br`,
    celular: mobile,
    senha: 'Cadastro@2026',
  };
}
