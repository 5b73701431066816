import { Link } from 'react-router-dom';
import { CPF_MASK } from '../../../../domain/masks';
import { MaskedField } from '../../../components/masked-field';

interface CpfStepProps {
  cpf: string;
  busy: boolean;
  onChange: (value: string) => void;
  onSubmit: () => void;
}

/** First step: the CPF, looked up by Buscar or as soon as it is complete. */
export function CpfStep({ cpf, busy, onChange, onSubmit }: CpfStepProps) {
  return (
    <form
      className="card form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <p>Informe seu CPF para começar.</p>
      <MaskedField
        label="CPF"
        name="cpf"
        mask={CPF_MASK}
        inputMode="numeric"
        autoComplete="off"
        value={cpf}
        onChange={onChange}
        disabled={busy}
      />
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? 'Buscando...' : 'Buscar'}
      </button>
      <p className="muted">
        Já tem uma conta?{' '}
        <Link to="/login" className="link">
          Entrar
        </Link>
      </p>
    </form>
  );
}
