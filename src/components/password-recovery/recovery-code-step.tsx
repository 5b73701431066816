import { ResendCountdown } from '../../../components/resend-countdown';
import { TextField } from '../../../components/text-field';

interface RecoveryCodeStepProps {
  sentTo: string;
  code: string;
  secondsLeft: number;
  canResend: boolean;
  busy: boolean;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onResend: () => void;
}

/** Step 2: the 6-digit code; the sixth digit (typed or pasted) checks it. */
export function RecoveryCodeStep(props: RecoveryCodeStepProps) {
  const { sentTo, code, secondsLeft, canResend, busy } = props;
  return (
    <form
      className="card form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      {sentTo && <p>{sentTo}</p>}
      <TextField
        label="Código de recuperação"
        name="codigo"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        disabled={busy}
        onChange={(e) => props.onChange(e.target.value)}
      />
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? 'Verificando...' : 'Continuar'}
      </button>
      <ResendCountdown
        secondsLeft={secondsLeft}
        canResend={canResend}
        busy={busy}
        onResend={props.onResend}
      />
    </form>
  );
}
