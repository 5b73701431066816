import { ResendCountdown } from '../../../components/resend-countdown';
import { TextField } from '../../../components/text-field';

interface ConfirmationStepProps {
  sentTo: string;
  code: string;
  secondsLeft: number;
  canResend: boolean;
  busy: boolean;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onResend: () => void;
}

/**
 * Confirmation of a new account at its first login: a 6-digit code sent to the member; the sixth
 * digit (typed or pasted) submits it.
 */
export function ConfirmationStep({
  sentTo,
  code,
  secondsLeft,
  canResend,
  busy,
  onChange,
  onSubmit,
  onResend,
}: ConfirmationStepProps) {
  return (
    <form
      className="card form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h1>Confirme sua conta</h1>
      <p>
        Enviamos um código de 6 dígitos para <strong>{sentTo}</strong>. Digite-o abaixo para confirmar sua
        conta.
      </p>
      <TextField
        label="Código de confirmação"
        name="codigo"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(e) => onChange(e.target.value)}
      />
      <button type="submit" className="button button-primary" disabled={busy}>
        Confirmar
      </button>
      <ResendCountdown secondsLeft={secondsLeft} canResend={canResend} busy={busy} onResend={onResend} />
    </form>
  );
}
