import { TextField } from '../../../components/text-field';
import type { SectionProps } from './form-types';

const LINKS = [
  { field: 'facebook', label: 'Facebook' },
  { field: 'instagram', label: 'Instagram' },
  { field: 'x', label: 'X' },
  { field: 'linkedin', label: 'LinkedIn' },
  { field: 'lattes', label: 'Currículo Lattes' },
] as const;

export function SocialFields({ fields, onField }: SectionProps) {
  return (
    <fieldset className="registration-section">
      <legend>Redes sociais (opcional)</legend>
      {LINKS.map(({ field, label }) => (
        <TextField
          key={field}
          label={label}
          name={field}
          inputMode="url"
          autoComplete="url"
          value={fields[field]}
          onChange={(e) => onField(field, e.target.value)}
        />
      ))}
    </fieldset>
  );
}
