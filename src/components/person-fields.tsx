import { useId } from 'react';
import { DATE_MASK } from '../../domain/masks';
import { SOCIAL_LINKS, type SocialField } from '../../domain/social-links';
import { MaskedField } from './masked-field';
import { TextField } from './text-field';

interface PersonFieldProps {
  /** The input's name (each form posts its own). */
  name: string;
  value: string;
  onChange: (value: string) => void;
}

/** Data de nascimento, typed DD/MM/AAAA (the sign-up's and the profile's). */
export function BirthDateField({ name, value, onChange }: PersonFieldProps) {
  return (
    <MaskedField
      label="Data de nascimento"
      name={name}
      mask={DATE_MASK}
      inputMode="numeric"
      autoComplete="bday"
      placeholder="DD/MM/AAAA"
      value={value}
      onChange={onChange}
    />
  );
}

/** Sexo: F, M or not said. */
export function SexField({ name, value, onChange }: PersonFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Sexo</label>
      <select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Prefiro não informar</option>
        <option value="F">Feminino</option>
        <option value="M">Masculino</option>
      </select>
    </div>
  );
}

/** "Redes sociais (opcional)": one URL field per link of `SOCIAL_LINKS`. */
export function SocialLinkFields({
  className,
  values,
  onChange,
}: {
  /** The fieldset's class in the form it sits in. */
  className: string;
  values: Record<SocialField, string>;
  onChange: (field: SocialField, value: string) => void;
}) {
  return (
    <fieldset className={className}>
      <legend>Redes sociais (opcional)</legend>
      {SOCIAL_LINKS.map(({ field, label }) => (
        <TextField
          key={field}
          label={label}
          name={field}
          inputMode="url"
          autoComplete="url"
          value={values[field]}
          onChange={(e) => onChange(field, e.target.value)}
        />
      ))}
    </fieldset>
  );
}
