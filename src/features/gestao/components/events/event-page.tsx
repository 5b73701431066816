import dayjs from 'dayjs';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { EVENT_DESK_MSG, EVENT_MSG } from '../../../../../domain/congress-messages';
import { APP_TIMEZONE } from '../../../../../domain/dates';
import { partOfTotalText } from '../../../../../domain/item-count';
import { LoadProblem } from '../../../../components/load-problem';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useCategoriesQuery } from '../../categories-api';
import { registrationsCsvUrl, useGestaoEventsQuery, useRegistrationsQuery } from '../../events-api';
import { CsvExportButton } from '../csv-export-button';
import { TableRegion } from '../table-region';
import { CourtesyForm } from './courtesy-form';
import { DuplicateEntries } from './duplicate-entries';
import { FormMessage, type FormNote } from '../form-message';
import { EventForm } from './event-form';
import { IssueCertificatesButton } from './issue-certificates-button';
import { NameOrCpfField } from './name-or-cpf-field';
import { PendingRegistrations } from './pending-registrations';
import { RegistrationRow } from './registration-rows';
import './events.css';

const when = (iso: string) => dayjs(iso).tz(APP_TIMEZONE).format('DD/MM/YYYY HH:mm');

/**
 * The event's page: its registrations (with each one's "Presença"), those whose boleto is still
 * waiting ("Aguardando pagamento"), search, CSV, "Cortesia",
 * cancellations with refund and "Emitir certificados".
 */
export default function EventPage() {
  const eventId = Number(useParams().eventId);
  const event = useGestaoEventsQuery().data?.find((e) => e.id === eventId);
  useDocumentTitle(event?.name ?? 'Evento');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState(false);
  const categories = useCategoriesQuery(undefined, { skip: !editing });
  const [notice, setNotice] = useState<FormNote | null>(null);
  const registrations = useRegistrationsQuery({ eventId, q }, { skip: !Number.isInteger(eventId) });

  function search(e: FormEvent) {
    e.preventDefault();
    setQ(typed.trim());
  }

  return (
    <section>
      <p>
        <Link className="gestao-back-link" to="/gestao/eventos">
          ← Eventos
        </Link>
      </p>
      <h1>{event?.name ?? 'Evento'}</h1>
      {event && (
        <p className="muted">
          {when(event.startsAt)} a {when(event.endsAt)} · {event.place} ·{' '}
          {event.soldOut
            ? EVENT_MSG.soldOut
            : partOfTotalText(event.registrations, event.capacity, 'vaga', 'vagas')}
        </p>
      )}
      {event && !editing && (
        <div className="events-actions">
          <button type="button" className="button" onClick={() => setEditing(true)}>
            Editar evento
          </button>
        </div>
      )}
      {event && editing && categories.data && (
        <EventForm
          categories={categories.data.categories}
          event={event}
          onDone={(text) => {
            setNotice({ error: false, text });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      )}
      <FormMessage note={notice} />
      <form className="gestao-toolbar gestao-card" role="search" onSubmit={search}>
        <NameOrCpfField id="event-registrations-q" value={typed} onChange={setTyped} />
        <button type="submit" className="button button-primary">
          Buscar
        </button>
        <CsvExportButton url={registrationsCsvUrl(eventId)} fileName={`inscricoes-${eventId}.csv`} />
        {!adding && (
          <button type="button" className="button" onClick={() => setAdding(true)}>
            Nova cortesia
          </button>
        )}
        <IssueCertificatesButton
          eventId={eventId}
          endsAt={event?.endsAt}
          onNotice={(text, error) => setNotice({ error: error === true, text })}
        />
      </form>
      {adding && (
        <CourtesyForm
          eventId={eventId}
          onDone={(text) => {
            setNotice({ error: false, text });
            setAdding(false);
          }}
          onCancel={() => setAdding(false)}
        />
      )}
      {registrations.error && (
        <LoadProblem
          what="as inscrições"
          error={registrations.error}
          onRetry={() => void registrations.refetch()}
        />
      )}
      <div className="gestao-card" aria-busy={registrations.isFetching}>
        {registrations.data?.length === 0 && <p className="muted">{EVENT_DESK_MSG.searchEmpty}</p>}
        {registrations.data && registrations.data.length > 0 && (
          <TableRegion label="Inscrições">
            <table className="gestao-table">
              <caption className="events-caption">Inscrições ({registrations.data.length})</caption>
              <thead>
                <tr>
                  <th scope="col">Nome</th>
                  <th scope="col">CPF</th>
                  <th scope="col">Categoria</th>
                  <th scope="col">Pago</th>
                  <th scope="col">Check-in</th>
                  <th scope="col">Presença</th>
                  <th scope="col">Ações</th>
                </tr>
              </thead>
              <tbody>
                {registrations.data.map((r) => (
                  <RegistrationRow
                    key={r.itemId}
                    eventId={eventId}
                    registration={r}
                    onNotice={(text, error) => setNotice({ error: error === true, text })}
                  />
                ))}
              </tbody>
            </table>
          </TableRegion>
        )}
        {!registrations.data && !registrations.error && <p className="muted">Carregando...</p>}
      </div>
      <PendingRegistrations
        eventId={eventId}
        q={q}
        onNotice={(text, error) => setNotice({ error: error === true, text })}
      />
      <DuplicateEntries eventId={eventId} />
    </section>
  );
}
