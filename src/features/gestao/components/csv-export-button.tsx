import { StaffFileButton } from './staff-file-button';

interface CsvExportButtonProps {
  /** The export's address under gestao/ (fetched with the staff token). */
  url: string;
  fileName: string;
  className?: string;
}

/** "Exportar CSV": the file is fetched with the staff token and saved from a blob: URL. */
export function CsvExportButton(props: CsvExportButtonProps) {
  return <StaffFileButton {...props} label="Exportar CSV" busyLabel="Exportando…" />;
}
