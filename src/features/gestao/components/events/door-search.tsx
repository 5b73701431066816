import { useId, useState, type FormEvent } from 'react';
import { EVENT_DESK_MSG } from '../../../../../domain/congress-messages';
import { useLazySearchRegistrationsQuery } from '../../checkin-api';
import { NameOrCpfField } from './name-or-cpf-field';

interface DoorSearchProps {
  eventId: number;
  busy: boolean;
  onCheckIn: (code: string) => void;
}

/** "Buscar": the person by name or CPF, for a manual check-in by their ticket's code. */
export function DoorSearch({ eventId, busy, onCheckIn }: DoorSearchProps) {
  const id = useId();
  const [q, setQ] = useState('');
  const [search, found] = useLazySearchRegistrationsQuery();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (q.trim().length >= 2) void search({ eventId, q: q.trim() });
  }

  return (
    <div className="checkin-search">
      <form role="search" aria-label="Buscar inscrição" onSubmit={submit}>
        <NameOrCpfField id={`${id}-q`} value={q} onChange={setQ} />
        <button type="submit" className="button">
          Buscar
        </button>
      </form>
      {found.data?.length === 0 && <p className="muted">{EVENT_DESK_MSG.searchEmpty}</p>}
      {found.data && found.data.length > 0 && (
        <ul className="checkin-found" aria-label="Inscrições encontradas">
          {found.data.map((r) => (
            <li key={r.ticketId}>
              <span>
                <strong>{r.name}</strong> · {r.cpf} · {r.category}
                {r.status === 'cancelled' ? ' · Cancelada' : ''}
              </span>
              {r.status !== 'cancelled' && (
                <button
                  type="button"
                  className="button button-primary"
                  disabled={busy}
                  aria-label={`Confirmar entrada de ${r.name}`}
                  onClick={() => onCheckIn(r.code)}
                >
                  Confirmar entrada
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
