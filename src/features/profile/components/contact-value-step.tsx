import { PHONE_MASKS } from '../../../../domain/masks';
import type { ContactKind } from '../../../../machines/contact-change.machine';
import { MaskedField } from '../../../components/masked-field';
import { TextField } from '../../../components/text-field';

interface ContactValueStepProps {
  kind: ContactKind;
  current: string;
  value: string;
  busy: boolean;
  onChange: (value: string) => void;
  onSubmit: () => void;
}

/** The new e-mail or mobile; the code then goes to the current one. */
export function ContactValueStep({ kind, current, value, busy, onChange, onSubmit }: ContactValueStepProps) {
  const noun = kind === 'email' ? 'e-mail' : 'celular';
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
        {kind === 'email' ? 'E-mail atual' : 'Celular atual'}: <strong>{current}</strong>
      </p>
      {kind === 'email' ? (
        <TextField
          label="Novo e-mail"
          name="valor"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={value}
          disabled={busy}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <MaskedField
          label="Novo celular"
          name="valor"
          mask={PHONE_MASKS[1]}
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(00) 00000-0000"
          value={value}
          disabled={busy}
          onChange={onChange}
        />
      )}
      <p className="muted">
        Para confirmar que é você, enviaremos um código de 6 dígitos para o seu {noun} atual.
      </p>
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? 'Enviando...' : 'Enviar código'}
      </button>
    </form>
  );
}
