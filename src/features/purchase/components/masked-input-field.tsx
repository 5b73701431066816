import { useId, useMemo, useRef } from 'react';
import { loadMaskLibrary, useLazyMask } from '../use-lazy-mask';
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
  const element = useRef<HTMLInputElement>(null);
  const options = useMemo(
    () => ({
      ...(typeof mask === 'string'
        ? { mask, ...(definitions ? { definitions } : {}) }
        : { mask: mask.map((m) => ({ ...m })) }),
      ...(upperCase ? { prepareChar: (chars: string) => chars.toUpperCase() } : {}),
    }),
    [mask, definitions, upperCase],
  );
  useLazyMask(element, options, value, onChange);
  return (
    <div className="field">
      <FieldLabel htmlFor={id} label={label} required={required} />
      {/* Uncontrolled: once the mask is on, it writes the value and reports what is typed. */}
      <input
        ref={element}
        id={id}
        type="text"
        defaultValue={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onFocus={() => void loadMaskLibrary()}
        onBlur={onBlur}
        {...input}
      />
    </div>
  );
}
