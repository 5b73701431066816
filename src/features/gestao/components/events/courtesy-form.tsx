import { useState, type FormEvent } from 'react';
import { EVENT_DESK_MSG } from '../../../../../domain/congress-messages';
import { TextField } from '../../../../components/text-field';
import { settleOutcome } from '../../../../lib/api-result';
import { useDraft } from '../../../../lib/use-draft';
import { useAddCourtesyMutation } from '../../events-api';
import { FormFooter } from './form-footer';

interface CourtesyFormProps {
  eventId: number;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** "Cortesia": a speaker or a guest (name, CPF, e-mail), registered without payment. */
export function CourtesyForm({ eventId, onDone, onCancel }: CourtesyFormProps) {
  const [add, { isLoading }] = useAddCourtesyMutation();
  const { draft, field } = useDraft({ name: '', cpf: '', email: '' });
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const added = await settleOutcome(add({ eventId, body: draft }));
    if (added.ok) onDone(EVENT_DESK_MSG.courtesyAdded(added.value.name));
    else setError(added.message);
  }

  return (
    <form className="gestao-card events-form" aria-label="Nova cortesia" onSubmit={(e) => void submit(e)}>
      <h2>Cortesia</h2>
      <p className="muted">Palestrante ou convidado: o ingresso é emitido sem pagamento.</p>
      <div className="events-row">
        <TextField
          label="Nome"
          value={draft.name}
          maxLength={200}
          onChange={(e) => field('name')(e.target.value)}
        />
        <TextField
          label="CPF"
          value={draft.cpf}
          inputMode="numeric"
          maxLength={14}
          onChange={(e) => field('cpf')(e.target.value)}
        />
        <TextField
          label="E-mail"
          type="email"
          value={draft.email}
          maxLength={254}
          onChange={(e) => field('email')(e.target.value)}
        />
      </div>
      <FormFooter error={error} busy={isLoading} submitLabel="Registrar cortesia" onCancel={onCancel} />
    </form>
  );
}
