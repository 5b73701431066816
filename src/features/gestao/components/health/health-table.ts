import type { ReactNode } from 'react';
import { formatBRL, fromCentavos } from '../../../../../domain/money';

/** A cell: what the table shows, and what the CSV writes when it differs (money without "R$"). */
export type Cell = string | { text: string; csv: string };

/** A section's table: the accessible form of its chart, and what "Exportar CSV" writes. */
export interface HealthTable {
  columns: string[];
  rows: Cell[][];
  /** A last column of buttons, one a row (left out of the CSV). */
  actions?: { label: string; cells: ReactNode[] };
}

export const textOf = (cell: Cell) => (typeof cell === 'string' ? cell : cell.text);
const csvOf = (cell: Cell) => (typeof cell === 'string' ? cell : cell.csv);

/** R$ with the decimal comma on screen; "1234,56" in the CSV, as the other exports write money. */
export function money(centavos: number): Cell {
  const abs = Math.abs(centavos);
  const csv = `${centavos < 0 ? '-' : ''}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
  return { text: formatBRL(fromCentavos(centavos)), csv };
}

/** A share as "87,5 %" (one decimal), or "—" with nothing to divide by. */
export function percent(part: number, whole: number): Cell {
  if (whole === 0) return '—';
  return `${((part * 100) / whole).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} %`;
}

/** A value quoted when it must be (RFC 4180 with ';'); a formula-like text gets an apostrophe. */
function csvField(value: string): string {
  const safe = /^[=+@\t\r-]/.test(value) && !/^-\d/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The table as a CSV file's text: BOM, ';' between values, CRLF line ends. */
export function csvText(table: HealthTable): string {
  const lines = [table.columns, ...table.rows.map((row) => row.map(csvOf))].map((line) =>
    line.map(csvField).join(';'),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
