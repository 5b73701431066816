import { useId } from 'react';
import { IMaskInput } from 'react-imask';

interface MaskedFieldProps {
  label: string;
  /** imask pattern, '0' for a digit (domain/masks.ts). */
  mask: string;
  /** imask's own placeholders beyond '0' (the alphanumeric CNPJ's 'A'). */
  definitions?: Readonly<Record<string, RegExp>>;
  /** Letters typed in lower case go in upper case. */
  upperCase?: boolean;
  value: string;
  onChange: (value: string) => void;
  name?: string;
  inputMode?: 'numeric' | 'tel' | 'text';
  autoComplete?: string;
  placeholder?: string;
  readOnly?: boolean;
  disabled?: boolean;
}

/** A masked input with its visible label; it reports what the person types, not its own echoes. */
export function MaskedField({
  label,
  mask,
  definitions,
  upperCase,
  value,
  onChange,
  ...input
}: MaskedFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <IMaskInput
        id={id}
        mask={mask}
        {...(definitions ? { definitions: { ...definitions } } : {})}
        {...(upperCase ? { prepareChar: (chars: string) => chars.toUpperCase() } : {})}
        value={value}
        // imask also reports values set from the props (prefill); only typing (with an event) counts.
        onAccept={(masked: string, _mask: unknown, event?: InputEvent) => {
          if (event) onChange(masked);
        }}
        {...input}
      />
    </div>
  );
}
