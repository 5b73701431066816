import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EVENT_MSG } from '../../../../../domain/congress-messages';
import type { GestaoEvent } from '../../../../../domain/contract/gestao-events';
import { APP_TIMEZONE } from '../../../../../domain/dates';
import { LoadProblem } from '../../../../components/load-problem';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useCategoriesQuery } from '../../categories-api';
import { useGestaoEventsQuery } from '../../events-api';
import { FormMessage, type FormNote } from '../form-message';
import { EventForm } from './event-form';
import './events.css';

const when = (iso: string) => dayjs(iso).tz(APP_TIMEZONE).format('DD/MM/YYYY HH:mm');
const seats = (e: GestaoEvent) => (e.soldOut ? EVENT_MSG.soldOut : `${e.registrations} de ${e.capacity}`);

/** Eventos: the association's congresses and courses, and "Novo evento". */
export default function EventsPage() {
  useDocumentTitle('Eventos');
  const events = useGestaoEventsQuery();
  const categories = useCategoriesQuery();
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<FormNote | null>(null);

  return (
    <>
      <h1>Eventos</h1>
      {/* Where the form closed: "Evento criado." is focused, so a phone scrolls up to it. */}
      <FormMessage note={notice} />
      {!creating && (
        <div className="events-actions">
          <button type="button" className="button button-primary" onClick={() => setCreating(true)}>
            Novo evento
          </button>
        </div>
      )}
      {creating && categories.data && (
        <EventForm
          categories={categories.data.categories}
          onDone={(message) => {
            setNotice({ error: false, text: message });
            setCreating(false);
          }}
          onCancel={() => setCreating(false)}
        />
      )}
      {events.isError && (
        <LoadProblem what="os eventos" error={events.error} onRetry={() => void events.refetch()} />
      )}
      {events.data?.length === 0 && <p className="muted">Nenhum evento ainda.</p>}
      {events.data && events.data.length > 0 && (
        <div className="gestao-card gestao-table-wrap">
          <table className="gestao-table">
            <caption className="events-caption">Eventos</caption>
            <thead>
              <tr>
                <th scope="col">Evento</th>
                <th scope="col">Início</th>
                <th scope="col">Fim</th>
                <th scope="col">Local</th>
                <th scope="col">Vagas</th>
                <th scope="col">Pontos</th>
                <th scope="col">Página pública</th>
              </tr>
            </thead>
            <tbody>
              {events.data.map((e) => (
                <tr key={e.id}>
                  <th scope="row">
                    <Link to={`/gestao/eventos/${e.id}`}>{e.name}</Link>
                  </th>
                  <td>{when(e.startsAt)}</td>
                  <td>{when(e.endsAt)}</td>
                  <td>{e.place}</td>
                  <td className={e.soldOut ? 'events-sold-out' : undefined}>{seats(e)}</td>
                  <td>{e.points}</td>
                  <td>
                    <a href={`/produto/${e.hash}`} target="_blank" rel="noopener noreferrer">
                      /produto/{e.hash}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
