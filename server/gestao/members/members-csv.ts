import type { MemberRow } from '../../../domain/contract/gestao-members';
import { formatDisplayDate } from '../../../domain/dates';
import { MEMBERS_CSV_COLUMNS, SITUATION_LABEL } from '../../../domain/gestao-members-messages';

/** Excel pt-BR reads a file as UTF-8 only when it starts with the byte order mark, and splits on ';'. */
const BOM = '\uFEFF';
const SEPARATOR = ';';

/**
 * A value quoted as RFC 4180 says (quotes doubled). A value that starts like a formula gets a
 * leading apostrophe, so that a member's name never runs as a formula in the staff's spreadsheet.
 */
export function csvValue(value: string | null): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

const csvLine = (values: (string | null)[]) => values.map(csvValue).join(SEPARATOR) + '\r\n';

/** The export's text, the header first, one line per member as the rows arrive. */
export async function* membersCsv(rows: AsyncIterable<MemberRow>): AsyncGenerator<string> {
  yield BOM + csvLine([...MEMBERS_CSV_COLUMNS]);
  for await (const m of rows) {
    yield csvLine([
      m.name,
      m.cpf,
      m.email,
      m.mobile,
      m.categoryName,
      SITUATION_LABEL[m.situation],
      formatDisplayDate(m.since),
    ]);
  }
}
