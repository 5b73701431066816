import { useState } from 'react';
import { settleOutcome } from '../../../../lib/api-result';
import { useCancelRegistrationMutation } from '../../events-api';

interface Props {
  eventId: number;
  itemId: number;
  name: string;
  /** What confirming does, asked once more ("Estornar R$ 200,00 e revogar o ingresso?"). */
  question: string;
  /** The notice once it is done. */
  done: string;
  onNotice: (message: string, error?: boolean) => void;
}

/** "Cancelar inscrição": asks once more, then cancels (refund, boleto) as the server decides. */
export function CancelRegistrationAction({ eventId, itemId, name, question, done, onNotice }: Props) {
  const [cancel, { isLoading }] = useCancelRegistrationMutation();
  const [confirming, setConfirming] = useState(false);

  async function confirm() {
    const cancelled = await settleOutcome(cancel({ eventId, itemId, body: {} }));
    setConfirming(false);
    if (cancelled.ok) onNotice(done);
    else onNotice(cancelled.message, true);
  }

  if (!confirming)
    return (
      <button type="button" className="button" onClick={() => setConfirming(true)}>
        Cancelar inscrição
      </button>
    );
  return (
    <span className="events-actions" role="group" aria-label={`Cancelar inscrição de ${name}`}>
      <span>{question}</span>
      <button
        type="button"
        className="button button-primary"
        disabled={isLoading}
        onClick={() => void confirm()}
      >
        Confirmar cancelamento
      </button>
      <button type="button" className="button" onClick={() => setConfirming(false)}>
        Voltar
      </button>
    </span>
  );
}
