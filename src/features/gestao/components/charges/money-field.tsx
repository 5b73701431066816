import { useId } from 'react';

/** "1.234,56" (or "1234.56", "R$ 10") as centavos; null when it is not an amount. */
export function parseBrl(text: string): number | null {
  const plain = text.replace(/R\$|\s/g, '');
  const normalized = plain.includes(',') ? plain.replace(/\./g, '').replace(',', '.') : plain;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(normalized)) return null;
  return Math.round(Number(normalized) * 100);
}

/** Centavos as the field shows them: "1234,56". */
export const brlInput = (centavos: number) => (centavos / 100).toFixed(2).replace('.', ',');

interface MoneyFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  error?: string | null;
}

/** A BRL amount typed as people write it ("780,00"); the form sends centavos. */
export function MoneyField({ label, value, onChange, error }: MoneyFieldProps) {
  const id = useId();
  const errorId = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        aria-invalid={!!error}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
