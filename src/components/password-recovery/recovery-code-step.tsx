import { CodeEntryStep, type CodeEntryStepProps } from '../code-entry-step';

type RecoveryCodeStepProps = Omit<CodeEntryStepProps, 'label' | 'submitLabel' | 'intro'> & {
  sentTo: string;
  /** The field's label; a recovery's by default. */
  label?: string;
};

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
