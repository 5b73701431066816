import { memberRows, type PersonalDataSource } from '../db/personal-data-source';
import { eventSeats, eventTickets } from '../db/schema-congress';

/** The member's places in events: seats held and tickets. */
export const CONGRESS_DATA: PersonalDataSource[] = [
  memberRows('ingressos', eventTickets),
  memberRows('lugaresReservados', eventSeats),
];
