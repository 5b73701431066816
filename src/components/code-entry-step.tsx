import type { ReactNode } from 'react';
import { ResendCountdown } from './resend-countdown';
import { TextField } from './text-field';

export interface CodeEntryStepProps {
  code: string;
  secondsLeft: number;
  canResend: boolean;
  busy: boolean;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onResend: () => void;
  /** The field's label. */
  label: string;
  /** The submit button's text, and its text while the code is checked. */
  submitLabel: string;
  busyLabel?: string;
  /** Above the field: the flow's title and where the code was sent. */
  heading?: ReactNode;
  intro?: ReactNode;
  /** Below the resend countdown (a way back to the step before). */
  footer?: ReactNode;
  /** The card it sits on: the app's, or the back office's. */
  className?: string;
  maxLength?: number;
  /** The first login's confirmation leaves the field editable while the code is checked. */
  fieldEditableWhileBusy?: boolean;
}

/**
 * The 6-digit code screen of every flow that sends one (the code-entry machine behind it, read
 * through useCodeEntry); the sixth digit, typed or pasted, submits it.
 */
export function CodeEntryStep(props: CodeEntryStepProps) {
  const { code, secondsLeft, canResend, busy, submitLabel, busyLabel = 'Verificando...' } = props;
  return (
    <form
      className={props.className ?? 'card form'}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      {props.heading}
      {props.intro}
      <TextField
        label={props.label}
        name="codigo"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={props.maxLength}
        value={code}
        disabled={busy && !props.fieldEditableWhileBusy}
        onChange={(e) => props.onChange(e.target.value)}
      />
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
      <ResendCountdown
        secondsLeft={secondsLeft}
        canResend={canResend}
        busy={busy}
        onResend={props.onResend}
      />
      {props.footer}
    </form>
  );
}
