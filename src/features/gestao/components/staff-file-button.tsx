import { useState } from 'react';
import { settleOutcome } from '../../../lib/api-result';
import { saveAs, useStaffFileMutation } from '../staff-files-api';

interface StaffFileButtonProps {
  /** The file's address under gestao/ (fetched with the staff token). */
  url: string;
  fileName: string;
  label: string;
  busyLabel: string;
  className?: string;
  ariaLabel?: string;
}

/** A button that fetches a gestão file with the staff token and saves it from a blob: URL. */
export function StaffFileButton({
  url,
  fileName,
  label,
  busyLabel,
  className,
  ariaLabel,
}: StaffFileButtonProps) {
  const [fetchFile, { isLoading }] = useStaffFileMutation();
  const [error, setError] = useState<string | null>(null);
  async function download() {
    setError(null);
    const file = await settleOutcome(fetchFile(url));
    if (!file.ok) return setError(file.message);
    saveAs(file.value, fileName);
  }
  return (
    <>
      <button
        type="button"
        className={`button ${className ?? ''}`}
        aria-label={ariaLabel}
        disabled={isLoading}
        onClick={() => void download()}
      >
        {isLoading ? busyLabel : label}
      </button>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
    </>
  );
}
