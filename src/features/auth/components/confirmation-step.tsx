import { useState } from 'react';
import { ResendCountdown } from '../../../components/resend-countdown';
import { TextField } from '../../../components/text-field';

interface ConfirmationStepProps {
  sentTo: string;
  secondsLeft: number;
  canResend: boolean;
  busy: boolean;
  onSubmit: (code: string) => void;
  onResend: () => void;
}

/** Confirmation of a new account at its first login: a 6-digit code sent to the member. */
export function ConfirmationStep({
  sentTo,
  secondsLeft,
  canResend,
  busy,
  onSubmit,
  onResend,
}: ConfirmationStepProps) {
  const [code, setCode] = useState('');
  const change = (value: string) => {
    const digits = value.replace(/\D/g, '').slice(0, 6);
    setCode(digits);
    // Pasting (or finishing) the six digits submits at once.
    if (digits.length === 6 && !busy) onSubmit(digits);
  };

  return (
    <form
      className="card form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(code);
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
        onChange={(e) => change(e.target.value)}
      />
      <button type="submit" className="button button-primary" disabled={busy}>
        Confirmar
      </button>
      <ResendCountdown secondsLeft={secondsLeft} canResend={canResend} busy={busy} onResend={onResend} />
    </form>
  );
}
