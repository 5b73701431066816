import { TextField } from '../../../components/text-field';

interface UserStepProps {
  usuario: string;
  busy: boolean;
  onChange: (value: string) => void;
  onSubmit: () => void;
}

/** Step 1: where the recovery code goes. */
export function UserStep({ usuario, busy, onChange, onSubmit }: UserStepProps) {
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
        Informe o e-mail ou o celular da sua conta. Enviaremos um código de 6 dígitos para criar uma nova
        senha.
      </p>
      <TextField
        label="E-mail ou celular"
        name="usuario"
        autoComplete="username"
        inputMode="email"
        value={usuario}
        onChange={(e) => onChange(e.target.value)}
      />
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? 'Enviando...' : 'Enviar código'}
      </button>
    </form>
  );
}
