import { ResendCountdown } from '../resend-countdown';
import { TextField } from '../text-field';

interface RecoveryCodeStepProps {
  sentTo: string;
  code: string;
  secondsLeft: number;
  canResend: boolean;
  busy: boolean;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onResend: () => void;
  /** The card it sits on: the app's, or the back office's. */
  className?: string;
}

/** Step 2: the 6-digit code; the sixth digit (typed or pasted) checks it. */
export function RecoveryCodeStep(props: RecoveryCodeStepProps) {
  const { sentTo, code, secondsLeft, canResend, busy, className = 'card form' } = props;
  return (
    <form
      className={className}
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
