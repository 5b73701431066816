interface NameOrCpfFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
}

/** "Nome ou CPF": the search of the event's page and of the door's "Buscar". */
export function NameOrCpfField({ id, value, onChange }: NameOrCpfFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>Nome ou CPF</label>
      <input id={id} type="search" value={value} maxLength={100} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
