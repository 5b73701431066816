import { PasswordStrength } from '../../../components/password-strength';
import { TextField } from '../../../components/text-field';
import type { SectionProps } from './form-types';

export function PasswordFields({ fields, onField }: SectionProps) {
  return (
    <fieldset className="registration-section">
      <legend>Senha de acesso</legend>
      <TextField
        label="Senha"
        name="senha"
        type="password"
        autoComplete="new-password"
        value={fields.password}
        onChange={(e) => onField('password', e.target.value)}
      />
      <PasswordStrength password={fields.password} />
      <p className="muted registration-hint">
        No mínimo 8 caracteres, com letra maiúscula, letra minúscula, número e caractere especial.
      </p>
      <TextField
        label="Repetição da senha"
        name="senhaRepeticao"
        type="password"
        autoComplete="new-password"
        value={fields.passwordRepeat}
        onChange={(e) => onField('passwordRepeat', e.target.value)}
      />
    </fieldset>
  );
}
