import { PasswordStrength } from '../../../components/password-strength';
import { TextField } from '../../../components/text-field';

interface NewPasswordStepProps {
  senha: string;
  senhaRepeticao: string;
  busy: boolean;
  onChange: (field: 'senha' | 'senhaRepeticao', value: string) => void;
  onSubmit: () => void;
}

/** Step 3: the new password, twice. */
export function NewPasswordStep({ senha, senhaRepeticao, busy, onChange, onSubmit }: NewPasswordStepProps) {
  return (
    <form
      className="card form"
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
        value={senha}
        onChange={(e) => onChange('senha', e.target.value)}
      />
      <PasswordStrength password={senha} />
      <TextField
        label="Repetição da nova senha"
        name="senhaRepeticao"
        type="password"
        autoComplete="new-password"
        value={senhaRepeticao}
        onChange={(e) => onChange('senhaRepeticao', e.target.value)}
      />
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? 'Salvando...' : 'Salvar nova senha'}
      </button>
    </form>
  );
}
