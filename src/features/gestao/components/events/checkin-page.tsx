import { useId, useState } from 'react';
import { DOOR_MSG } from '../../../../../domain/door-messages';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useDoorEventsQuery } from '../../checkin-api';
import { DoorDesk } from './door-desk';
import { useDoorSync } from './use-door-sync';
import './checkin.css';

/** Check-in: choose the event, then the camera, "Digitar código" or "Buscar" for each person at the door. */
export default function CheckinPage() {
  useDocumentTitle('Check-in');
  const id = useId();
  const events = useDoorEventsQuery();
  const [eventId, setEventId] = useState<number | null>(null);
  const sync = useDoorSync();

  return (
    <>
      <h1>Check-in</h1>
      <div className="gestao-card">
        <div className="field">
          <label htmlFor={`${id}-event`}>Evento</label>
          <select
            id={`${id}-event`}
            value={eventId ?? ''}
            onChange={(e) => setEventId(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">Escolha o evento</option>
            {events.data?.map((e) => (
              <option key={e.id} value={e.id}>
                {e.name}
              </option>
            ))}
          </select>
        </div>
        <div className="door-network" role="status">
          {!sync.online && <p className="door-offline">{DOOR_MSG.offline}</p>}
          {sync.pending > 0 && <p>{DOOR_MSG.pending(sync.pending)}</p>}
        </div>
        {eventId !== null && <DoorDesk key={eventId} eventId={eventId} onChecked={sync.recount} />}
      </div>
    </>
  );
}
