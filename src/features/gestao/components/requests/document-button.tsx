import { useState } from 'react';
import { settleOutcome } from '../../../../lib/api-result';
import { openInNewTab, useStaffFileMutation } from '../../staff-files-api';

/**
 * A member's document, fetched with the staff token and shown in a new tab from a blob: URL;
 * when the browser blocks the tab, a link to the same bytes takes its place.
 */
export function DocumentButton({ fileName, url }: { fileName: string; url: string }) {
  const [fetchFile, { isLoading }] = useStaffFileMutation();
  const [fallback, setFallback] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function view() {
    setError(null);
    const file = await settleOutcome(fetchFile(url));
    if (!file.ok) return setError(file.message);
    if (!openInNewTab(file.value)) setFallback(file.value);
  }

  return (
    <span className="requests-document">
      <button
        type="button"
        className="button requests-document-button"
        title={fileName}
        disabled={isLoading}
        onClick={() => void view()}
      >
        Ver {fileName}
      </button>
      {fallback && (
        <a href={fallback} target="_blank" rel="noreferrer">
          Abrir {fileName}
        </a>
      )}
      {error && (
        <span role="alert" className="field-error">
          {error}
        </span>
      )}
    </span>
  );
}
