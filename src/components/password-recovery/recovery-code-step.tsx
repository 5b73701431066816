import { CodeEntryStep } from '../code-entry-step';

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
  /** The field's label; a recovery's by default. */
  label?: string;
}

/** Step 2 of a password recovery (the member's and the staff's): the code screen with its texts. */
export function RecoveryCodeStep({ sentTo, label, ...step }: RecoveryCodeStepProps) {
  return (
    <CodeEntryStep
      {...step}
      label={label ?? 'Código de recuperação'}
      submitLabel="Continuar"
      intro={sentTo && <p>{sentTo}</p>}
    />
  );
}
