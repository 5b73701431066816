import { deleteRowsOf, memberRows, type PersonalDataSource } from '../db/personal-data-source';
import { eventSeats, eventTickets } from '../db/schema-congress';

/** The member's places in events: seats held and tickets. */
export const CONGRESS_DATA: PersonalDataSource[] = [
  memberRows('ingressos', eventTickets, {
    keptBecause:
      'Ingresso: evento e código, ligados ao pagamento guardado (CTN art. 173 e 174); não guarda nome nem contato.',
  }),
  memberRows('lugaresReservados', eventSeats, deleteRowsOf(eventSeats)),
];
