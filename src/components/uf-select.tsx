import { useId } from 'react';
import { NO_UF, UF_CODES } from '../../domain/brazil-states';

interface UfSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name?: string;
  disabled?: boolean;
}

/** The 27 UF codes, starting at "Selecione" (value 0). */
export function UfSelect({ label, value, onChange, name, disabled }: UfSelectProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value={NO_UF}>Selecione</option>
        {UF_CODES.map((uf) => (
          <option key={uf} value={uf}>
            {uf}
          </option>
        ))}
      </select>
    </div>
  );
}
