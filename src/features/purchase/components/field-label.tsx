interface FieldLabelProps {
  htmlFor: string;
  label: string;
  /** Marked for the eye only: the checks on Comprar say what is really required. */
  required?: boolean | undefined;
}

/** The label, with the required mark beside it rather than inside it: the field's name stays its label. */
export function FieldLabel({ htmlFor, label, required }: FieldLabelProps) {
  return (
    <span className="field-label">
      <label htmlFor={htmlFor}>{label}</label>
      {required && (
        <span className="required-mark" aria-hidden="true">
          *
        </span>
      )}
    </span>
  );
}
