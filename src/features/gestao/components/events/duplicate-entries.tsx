import dayjs from 'dayjs';
import { APP_TIMEZONE } from '../../../../../domain/dates';
import { useDuplicateEntriesQuery } from '../../checkin-api';
import { TableRegion } from '../table-region';

const at = (iso: string) => dayjs(iso).tz(APP_TIMEZONE).format('DD/MM/YYYY HH:mm:ss');

/**
 * "Entradas em duplicidade": a ticket scanned by another device after its entrance (two doors
 * offline took the same ticket); shown only when there is one.
 */
export function DuplicateEntries({ eventId }: { eventId: number }) {
  const { data } = useDuplicateEntriesQuery(eventId);
  if (!data || data.length === 0) return null;
  return (
    <div className="gestao-card">
      <TableRegion label="Entradas em duplicidade">
        <table className="gestao-table">
          <caption className="events-caption">Entradas em duplicidade ({data.length})</caption>
          <thead>
            <tr>
              <th scope="col">Nome</th>
              <th scope="col">Código</th>
              <th scope="col">Entrada</th>
              <th scope="col">Leitura repetida</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={`${d.ticketId}-${d.deviceId}-${d.scannedAt}`}>
                <td>{d.name}</td>
                <td>{d.code}</td>
                <td>
                  {at(d.firstScannedAt)} · {d.firstDeviceId}
                </td>
                <td>
                  {at(d.scannedAt)} · {d.deviceId}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    </div>
  );
}
