import type {
  DoorBook,
  DuplicateEntry,
  ScanResult,
  ScansBody,
} from '../../../domain/contract/gestao-checkin';
import type { DoorEvent, Registration } from '../../../domain/contract/gestao-event-desk';
import { gestaoApi } from './api';

/**
 * Check-in (gestor and recepção): the events a door may open, "Buscar" by name or CPF, and the
 * door's scans sent to the server (one now, or a queue after a time offline).
 */
const checkinApi = gestaoApi.injectEndpoints({
  endpoints: (b) => ({
    doorEvents: b.query<DoorEvent[], void>({
      query: () => 'gestao/checkin/events',
      transformResponse: (r: { events: DoorEvent[] }) => r.events,
    }),
    searchRegistrations: b.query<Registration[], { eventId: number; q: string }>({
      query: ({ eventId, q }) => ({ url: `gestao/checkin/events/${eventId}/search`, params: { q } }),
      transformResponse: (r: { registrations: Registration[] }) => r.registrations,
      keepUnusedDataFor: 0,
    }),
    recordScans: b.mutation<ScanResult[], { eventId: number; body: ScansBody }>({
      query: ({ eventId, body }) => ({ url: `gestao/checkin/events/${eventId}/scans`, method: 'POST', body }),
      transformResponse: (r: { results: ScanResult[] }) => r.results,
    }),
    /** What the device keeps to check people in offline; fetched anew each time the event is opened. */
    doorBook: b.query<DoorBook, number>({
      query: (eventId) => `gestao/checkin/events/${eventId}/book`,
      keepUnusedDataFor: 0,
    }),
    duplicateEntries: b.query<DuplicateEntry[], number>({
      query: (eventId) => `gestao/checkin/events/${eventId}/duplicates`,
      transformResponse: (r: { duplicates: DuplicateEntry[] }) => r.duplicates,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useDoorBookQuery,
  useDoorEventsQuery,
  useDuplicateEntriesQuery,
  useLazySearchRegistrationsQuery,
  useRecordScansMutation,
} = checkinApi;
