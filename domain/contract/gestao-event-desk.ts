import { z } from 'zod';

const Id = z.coerce.number().int().positive().max(2_147_483_647);

export const RegistrationParams = z.object({ eventId: Id, itemId: Id });

/** "Buscar": a name or a CPF (with or without its dots), as staff type it. */
export const RegistrationQuery = z.object({ q: z.string().trim().max(100).optional() });
export type RegistrationQuery = z.infer<typeof RegistrationQuery>;

export const RegistrationStatus = z.enum(['paid', 'courtesy', 'cancelled']);
export type RegistrationStatus = z.infer<typeof RegistrationStatus>;

/** One registration of an event: its item, its ticket and the door's first scan of it. */
export const Registration = z.object({
  itemId: z.number().int(),
  ticketId: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** 529.982.247-25 */
  cpf: z.string(),
  category: z.string(),
  status: RegistrationStatus,
  /** What was paid; 0 for a Cortesia. */
  paidCentavos: z.number().int(),
  paidAt: z.string(),
  /** The entrance (the ticket's first scan), ISO; null when not checked in. */
  checkedInAt: z.string().nullable(),
  /** Presença: sessions attended (a scan on the session's day) out of the event's sessions. */
  attendedSessions: z.number().int(),
  sessions: z.number().int(),
  /** Its "Certificado de participação" was issued. */
  certified: z.boolean(),
});
export type Registration = z.infer<typeof Registration>;

export const RegistrationsResponse = z.object({ registrations: z.array(Registration) });

/**
 * A registration whose boleto is not paid yet: no ticket, its seat waiting for the payer. Cancelling
 * it (the registrations' cancel) cancels the boleto at the gateway.
 */
export const PendingRegistration = z.object({
  itemId: z.number().int(),
  name: z.string(),
  /** 529.982.247-25 */
  cpf: z.string(),
  category: z.string(),
  amountCentavos: z.number().int(),
  /** The boleto's due date, YYYY-MM-DD. */
  dueDate: z.string(),
  /** When the boleto was issued, ISO. */
  issuedAt: z.string(),
});
export type PendingRegistration = z.infer<typeof PendingRegistration>;

export const PendingRegistrationsResponse = z.object({ pending: z.array(PendingRegistration) });

/** "Cortesia": a speaker or a guest, registered without payment. */
export const CourtesyBody = z.object({
  name: z.string().trim().min(1).max(200),
  cpf: z.string().trim().max(20),
  email: z.string().trim().max(254),
});
export type CourtesyBody = z.infer<typeof CourtesyBody>;

export const RegistrationResponse = z.object({ registration: Registration });

export const CancelRegistrationBody = z.object({ reason: z.string().trim().max(500).optional() });
export type CancelRegistrationBody = z.infer<typeof CancelRegistrationBody>;

export const CancelledRegistration = z.object({
  /** Null for a registration not paid yet (a boleto waiting): it had no ticket. */
  registration: Registration.nullable(),
  /** What went back to the payer through the gateway; 0 for a Cortesia. */
  refundedCentavos: z.number().int(),
});
export type CancelledRegistration = z.infer<typeof CancelledRegistration>;

/** The events a door device may open (gestor and recepção). */
export const DoorEvent = z.object({ id: z.number().int(), name: z.string(), startsAt: z.string() });
export type DoorEvent = z.infer<typeof DoorEvent>;
export const DoorEventsResponse = z.object({ events: z.array(DoorEvent) });

/** The CSV's header line, in the order of its columns. */
export const REGISTRATIONS_CSV_COLUMNS = [
  'data',
  'nome',
  'cpf',
  'categoria',
  'valor',
  'situacao',
  'codigo',
  'entrada',
] as const;

export const REGISTRATION_STATUS_LABEL: Record<RegistrationStatus, string> = {
  paid: 'Pago',
  courtesy: 'Cortesia',
  cancelled: 'Cancelado',
};

/** POST /api/gestao/events/:eventId/certificates: what "Emitir certificados" did. */
export const CertificatesIssued = z.object({
  /** Certificates issued now. */
  issued: z.number().int(),
  /** Attendees who already had theirs (issuing again never duplicates one). */
  alreadyIssued: z.number().int(),
  /** Registrations whose attendance did not reach "Frequência mínima". */
  notEligible: z.number().int(),
});
export type CertificatesIssued = z.infer<typeof CertificatesIssued>;
