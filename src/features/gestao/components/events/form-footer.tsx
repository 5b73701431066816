interface FormFooterProps {
  error: string | null;
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
}

/** The events' forms end alike: the refusal, if any, then the submit and "Cancelar". */
export function FormFooter({ error, busy, submitLabel, onCancel }: FormFooterProps) {
  return (
    <>
      {error && (
        <p role="alert" className="events-error">
          {error}
        </p>
      )}
      <div className="events-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {submitLabel}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancelar
        </button>
      </div>
    </>
  );
}
