import { useState } from 'react';
import type { RequestDocument } from '../../../../../domain/contract/gestao-requests';
import { settleOutcome } from '../../../../lib/api-result';
import { documentUrl } from '../../requests-api';
import { openInNewTab, useStaffFileMutation } from '../../staff-files-api';

/**
 * A member's document, fetched with the staff token and shown in a new tab from a blob: URL;
 * when the browser blocks the tab, a link to the same bytes takes its place.
 */
export function DocumentButton({ document: doc }: { document: RequestDocument }) {
  const [fetchFile, { isLoading }] = useStaffFileMutation();
  const [fallback, setFallback] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function view() {
    setError(null);
    const file = await settleOutcome(fetchFile(documentUrl(doc.id)));
    if (!file.ok) return setError(file.message);
    if (!openInNewTab(file.value)) setFallback(file.value);
  }

  return (
    <span className="requests-document">
      <button
        type="button"
        className="button requests-document-button"
        title={doc.fileName}
        disabled={isLoading}
        onClick={() => void view()}
      >
        Ver {doc.fileName}
      </button>
      {fallback && (
        <a href={fallback} target="_blank" rel="noreferrer">
          Abrir {doc.fileName}
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
