import type { Outcome } from '../../../../../domain/outcome';
import { REQUESTS_MSG } from '../../../../../domain/gestao-requests-messages';
import { ReasonDialog } from '../reason-dialog';

interface RefuseDialogProps {
  memberName: string;
  /** What is refused and where the member reads the reason (a membership request unless said). */
  note?: string;
  /** The refusal's call with the trimmed reason, read with `settleOutcome`. */
  refuse: (reason: string) => Promise<Outcome<unknown>>;
  onRefused: () => void;
  onClose: () => void;
}

/** Recusar: the reason is required (the member reads it in "Minhas associações" and by e-mail). */
export function RefuseDialog({ memberName, note, refuse, onRefused, onClose }: RefuseDialogProps) {
  return (
    <ReasonDialog
      title="Recusar solicitação"
      intro={
        <>
          Solicitação de <strong>{memberName}</strong>.{' '}
          {note ?? 'O motivo será enviado por e-mail e mostrado em "Minhas associações".'}
        </>
      }
      label="Motivo"
      rows={4}
      maxLength={1000}
      closeLabel="Cancelar"
      confirmLabel="Confirmar recusa"
      check={(reason) => (reason ? null : REQUESTS_MSG.reasonRequired)}
      submit={refuse}
      onDone={onRefused}
      onClose={onClose}
    />
  );
}
