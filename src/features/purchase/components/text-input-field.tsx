import { useId, type InputHTMLAttributes } from 'react';
import { FieldLabel } from './field-label';

interface TextInputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean | undefined;
}

/** A text input with its visible label; `required` only marks it. */
export function TextInputField({ label, value, onChange, required, ...input }: TextInputFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input id={id} value={value} onChange={(e) => onChange(e.target.value)} {...input} />
    </div>
  );
}
