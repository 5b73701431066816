const mmss = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

interface ResendCountdownProps {
  secondsLeft: number;
  canResend: boolean;
  busy: boolean;
  onResend: () => void;
}

/** The 60 s wait before another code may be asked for, then the resend link. */
export function ResendCountdown({ secondsLeft, canResend, busy, onResend }: ResendCountdownProps) {
  return canResend ? (
    <button type="button" className="link" onClick={onResend} disabled={busy}>
      Reenviar código
    </button>
  ) : (
    <p className="muted">Reenviar código em {mmss(secondsLeft)}</p>
  );
}
