import { PasswordStrength } from '../password-strength';
import { TextField } from '../text-field';

interface NewPasswordStepProps {
  password: string;
  passwordRepeat: string;
  busy: boolean;
  onChange: (field: 'password' | 'passwordRepeat', value: string) => void;
  onSubmit: () => void;
  /** The card it sits on: the app's, or the back office's. */
  className?: string;
}

/** Step 3: the new password, twice. */
export function NewPasswordStep({
  password,
  passwordRepeat,
  busy,
  onChange,
  onSubmit,
  className = 'card form',
}: NewPasswordStepProps) {
  return (
    <form
      className={className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <p>
        Crie sua nova senha: no mínimo 8 caracteres, com letra maiúscula, letra minúscula, número e caractere
        especial.
      </p>
      <TextField
        label="Nova senha"
        name="senha"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => onChange('password', e.target.value)}
      />
      <PasswordStrength password={password} />
      <TextField
        label="Repetição da nova senha"
        name="senhaRepeticao"
        type="password"
        autoComplete="new-password"
        value={passwordRepeat}
        onChange={(e) => onChange('passwordRepeat', e.target.value)}
      />
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? 'Salvando...' : 'Salvar nova senha'}
      </button>
    </form>
  );
}
