import { useId } from 'react';
import { IMaskInput } from 'react-imask';
import { FieldLabel } from './field-label';

type Mask = string | readonly { mask: string }[];

interface MaskedInputFieldProps {
  label: string;
  /** imask pattern ('0' a digit) or a list of them, the first that fits wins (domain/masks.ts). */
  mask: Mask;
  definitions?: Record<string, RegExp>;
  /** Upper case as typed (alphanumeric CNPJ). */
  upperCase?: boolean;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  required?: boolean | undefined;
  inputMode?: 'numeric' | 'tel' | 'text';
  autoComplete?: string;
}

/** A masked input with its visible label; it reports what the person types, not imask's echoes. */
export function MaskedInputField({
  label,
  mask,
  definitions,
  upperCase,
  value,
  onChange,
  onBlur,
  required,
  ...input
}: MaskedInputFieldProps) {
  const id = useId();
  const maskOptions =
    typeof mask === 'string'
      ? { mask, ...(definitions ? { definitions } : {}) }
      : { mask: mask.map((m) => ({ ...m })) };
  return (
    <div className="field">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <IMaskInput
        id={id}
        {...maskOptions}
        {...(upperCase ? { prepareChar: (chars: string) => chars.toUpperCase() } : {})}
        value={value}
        // imask also reports values set from the props (a filled address); only typing counts.
        onAccept={(masked: string, _mask: unknown, event?: InputEvent) => {
          if (event) onChange(masked);
        }}
        onBlur={onBlur}
        {...input}
      />
    </div>
  );
}
