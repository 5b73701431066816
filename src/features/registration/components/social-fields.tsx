import { SOCIAL_LINKS } from '../../../../domain/social-links';
import { TextField } from '../../../components/text-field';
import type { SectionProps } from './form-types';

export function SocialFields({ fields, onField }: SectionProps) {
  return (
    <fieldset className="registration-section">
      <legend>Redes sociais (opcional)</legend>
      {SOCIAL_LINKS.map(({ field, label }) => (
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
