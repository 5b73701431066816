import { TextField } from '../../../components/text-field';
import { ResendCountdown } from '../../../components/resend-countdown';

interface CodeStepProps {
  sentTo: string;
  code: string;
  secondsLeft: number;
  canResend: boolean;
  busy: boolean;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onResend: () => void;
}

/** The 6-digit code: typing or pasting the sixth digit confirms it. */
export function CodeStep({
  sentTo,
  code,
  secondsLeft,
  canResend,
  busy,
  onChange,
  onSubmit,
  onResend,
}: CodeStepProps) {
  return (
    <form
      className="card form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2>Digite o código</h2>
      {sentTo && <p>{sentTo}</p>}
      <TextField
        label="Código de confirmação"
        name="codigo"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        disabled={busy}
        onChange={(e) => onChange(e.target.value)}
      />
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? 'Verificando...' : 'Confirmar'}
      </button>
      <ResendCountdown secondsLeft={secondsLeft} canResend={canResend} busy={busy} onResend={onResend} />
    </form>
  );
}
