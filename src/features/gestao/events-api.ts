import type {
  CancelledRegistration,
  CancelRegistrationBody,
  CertificatesIssued,
  CourtesyBody,
  PendingRegistration,
  Registration,
} from '../../../domain/contract/gestao-event-desk';
import type { EventBody, GestaoEvent } from '../../../domain/contract/gestao-events';
import { gestaoApi } from './api';

const EVENTS = { type: 'GestaoEvent', id: 'LIST' } as const;
const registrationsOf = (eventId: number) => ({ type: 'Registration' as const, id: `event-${eventId}` });

/** The event's CSV, fetched with the staff token by the export button. */
export const registrationsCsvUrl = (eventId: number) => `gestao/events/${eventId}/registrations.csv`;

/** Eventos (congressos e cursos): our own API, answers as they come, refusals as one Failure. */
const eventsApi = gestaoApi
  .enhanceEndpoints({ addTagTypes: ['GestaoEvent', 'Registration'] })
  .injectEndpoints({
    endpoints: (b) => ({
      gestaoEvents: b.query<GestaoEvent[], void>({
        query: () => 'gestao/events',
        transformResponse: (r: { events: GestaoEvent[] }) => r.events,
        providesTags: (r) => [EVENTS, ...(r ?? []).map((e) => ({ type: 'GestaoEvent' as const, id: e.id }))],
      }),
      createEvent: b.mutation<GestaoEvent, EventBody>({
        query: (body) => ({ url: 'gestao/events', method: 'POST', body }),
        transformResponse: (r: { event: GestaoEvent }) => r.event,
        invalidatesTags: [EVENTS],
      }),
      updateEvent: b.mutation<GestaoEvent, { eventId: number; body: EventBody }>({
        query: ({ eventId, body }) => ({ url: `gestao/events/${eventId}`, method: 'PUT', body }),
        transformResponse: (r: { event: GestaoEvent }) => r.event,
        invalidatesTags: (_r, _e, { eventId }) => [EVENTS, { type: 'GestaoEvent', id: eventId }],
      }),
      registrations: b.query<Registration[], { eventId: number; q: string }>({
        query: ({ eventId, q }) => ({
          url: `gestao/events/${eventId}/registrations`,
          params: q ? { q } : {},
        }),
        transformResponse: (r: { registrations: Registration[] }) => r.registrations,
        providesTags: (_r, _e, { eventId }) => [registrationsOf(eventId)],
      }),
      pendingRegistrations: b.query<PendingRegistration[], { eventId: number; q: string }>({
        query: ({ eventId, q }) => ({
          url: `gestao/events/${eventId}/pending-registrations`,
          params: q ? { q } : {},
        }),
        transformResponse: (r: { pending: PendingRegistration[] }) => r.pending,
        providesTags: (_r, _e, { eventId }) => [registrationsOf(eventId)],
      }),
      addCourtesy: b.mutation<Registration, { eventId: number; body: CourtesyBody }>({
        query: ({ eventId, body }) => ({ url: `gestao/events/${eventId}/courtesies`, method: 'POST', body }),
        transformResponse: (r: { registration: Registration }) => r.registration,
        invalidatesTags: (_r, _e, { eventId }) => [registrationsOf(eventId), EVENTS],
      }),
      cancelRegistration: b.mutation<
        CancelledRegistration,
        { eventId: number; itemId: number; body: CancelRegistrationBody }
      >({
        query: ({ eventId, itemId, body }) => ({
          url: `gestao/events/${eventId}/registrations/${itemId}/cancel`,
          method: 'POST',
          body,
        }),
        invalidatesTags: (_r, _e, { eventId }) => [registrationsOf(eventId), EVENTS],
      }),
      issueCertificates: b.mutation<CertificatesIssued, number>({
        query: (eventId) => ({ url: `gestao/events/${eventId}/certificates`, method: 'POST' }),
        invalidatesTags: (_r, _e, eventId) => [registrationsOf(eventId)],
      }),
    }),
  });

export const {
  useGestaoEventsQuery,
  useCreateEventMutation,
  useUpdateEventMutation,
  useRegistrationsQuery,
  usePendingRegistrationsQuery,
  useAddCourtesyMutation,
  useCancelRegistrationMutation,
  useIssueCertificatesMutation,
} = eventsApi;
