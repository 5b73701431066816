import { useId } from 'react';
import { IMaskInput } from 'react-imask';

interface MoneyFieldProps {
  label: string;
  /** As shown, "1.234,56"; read with parseReaisInput, written with centavosToInput (domain/gestao-money-input). */
  value: string;
  onChange: (value: string) => void;
  error?: string | null | undefined;
}

/**
 * The back office's one amount-in-reais field, with its visible label: imask writes the thousands
 * and the comma, and an amount always shows its centavos ("900,00", also when it comes back saved).
 */
export function MoneyField({ label, value, onChange, error }: MoneyFieldProps) {
  const id = useId();
  const errorId = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <IMaskInput
        id={id}
        mask={Number}
        scale={2}
        radix=","
        thousandsSeparator="."
        mapToRadix={[]}
        padFractionalZeros
        normalizeZeros
        min={0}
        max={9_999_999}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        aria-invalid={!!error}
        aria-describedby={error ? errorId : undefined}
        // imask also reports values set from the props; only typing (with an event) counts.
        onAccept={(masked: string, _mask: unknown, event?: InputEvent) => {
          if (event) onChange(masked);
        }}
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
