import type { AssociationRequest } from '../../../../../domain/contract/gestao-requests';
import { REQUESTS_MSG } from '../../../../../domain/gestao-requests-messages';
import { settleOutcome } from '../../../../lib/api-result';
import { useRefuseRequestMutation } from '../../requests-api';
import { ReasonDialog } from '../reason-dialog';

interface RefuseDialogProps {
  request: AssociationRequest;
  onRefused: () => void;
  onClose: () => void;
}

/** Recusar: the reason is required (the member reads it in "Minhas associações" and by e-mail). */
export function RefuseDialog({ request, onRefused, onClose }: RefuseDialogProps) {
  const [refuse] = useRefuseRequestMutation();
  return (
    <ReasonDialog
      title="Recusar solicitação"
      intro={
        <>
          Solicitação de <strong>{request.memberName}</strong>. O motivo será enviado por e-mail e mostrado em
          &quot;Minhas associações&quot;.
        </>
      }
      label="Motivo"
      rows={4}
      maxLength={1000}
      closeLabel="Cancelar"
      confirmLabel="Confirmar recusa"
      check={(reason) => (reason ? null : REQUESTS_MSG.reasonRequired)}
      submit={(reason) => settleOutcome(refuse({ id: request.id, reason }))}
      onDone={onRefused}
      onClose={onClose}
    />
  );
}
