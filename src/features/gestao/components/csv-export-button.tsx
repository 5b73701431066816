import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { saveAs, useStaffFileMutation } from '../staff-files-api';

interface CsvExportButtonProps {
  /** The export's address under gestao/ (fetched with the staff token). */
  url: string;
  fileName: string;
  className?: string;
}

/** "Exportar CSV": the file is fetched with the staff token and saved from a blob: URL. */
export function CsvExportButton({ url, fileName, className }: CsvExportButtonProps) {
  const [fetchFile, { isLoading }] = useStaffFileMutation();
  const [error, setError] = useState<string | null>(null);
  async function exportCsv() {
    setError(null);
    const result = await fetchFile(url);
    if ('error' in result) return setError(errorMessage(result.error));
    saveAs(result.data, fileName);
  }
  return (
    <>
      <button
        type="button"
        className={`button ${className ?? ''}`}
        disabled={isLoading}
        onClick={() => void exportCsv()}
      >
        {isLoading ? 'Exportando…' : 'Exportar CSV'}
      </button>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
    </>
  );
}
