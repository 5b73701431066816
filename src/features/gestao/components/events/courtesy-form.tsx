import { useId, useState, type FormEvent } from 'react';
import { EVENT_DESK_MSG } from '../../../../../domain/congress-messages';
import { settleOutcome } from '../../../../lib/api-result';
import { useAddCourtesyMutation } from '../../events-api';
import { FormFooter } from './form-footer';

interface CourtesyFormProps {
  eventId: number;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** "Cortesia": a speaker or a guest (name, CPF, e-mail), registered without payment. */
export function CourtesyForm({ eventId, onDone, onCancel }: CourtesyFormProps) {
  const id = useId();
  const [add, { isLoading }] = useAddCourtesyMutation();
  const [name, setName] = useState('');
  const [cpf, setCpf] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const added = await settleOutcome(add({ eventId, body: { name, cpf, email } }));
    if (added.ok) onDone(EVENT_DESK_MSG.courtesyAdded(added.value.name));
    else setError(added.message);
  }

  return (
    <form className="gestao-card events-form" aria-label="Nova cortesia" onSubmit={(e) => void submit(e)}>
      <h2>Cortesia</h2>
      <p className="muted">Palestrante ou convidado: o ingresso é emitido sem pagamento.</p>
      <div className="events-row">
        <div className="field">
          <label htmlFor={`${id}-name`}>Nome</label>
          <input id={`${id}-name`} value={name} maxLength={200} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-cpf`}>CPF</label>
          <input
            id={`${id}-cpf`}
            value={cpf}
            inputMode="numeric"
            maxLength={14}
            onChange={(e) => setCpf(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>E-mail</label>
          <input
            id={`${id}-email`}
            type="email"
            value={email}
            maxLength={254}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
      </div>
      <FormFooter error={error} busy={isLoading} submitLabel="Registrar cortesia" onCancel={onCancel} />
    </form>
  );
}
