/** "AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE": the digitable line as banks print it. */
export function formatDigitableLine(line: string): string {
  const d = line.replace(/\D/g, '');
  if (!/^\d{47}$/.test(d)) throw new RangeError('Linha digitável inválida.');
  return `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ${d.slice(21, 26)}.${d.slice(26, 32)} ${d.slice(32, 33)} ${d.slice(33)}`;
}
