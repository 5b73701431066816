import { z } from 'zod';

const Id = z.coerce.number().int().positive().max(2_147_483_647);
export const CheckinEventParams = z.object({ eventId: Id });
export const BadgeParams = z.object({ eventId: Id, ticketId: Id });

/** One reading at the door: the QR's text or the typed code, when the device took it. */
const Scan = z.object({
  payload: z.string().max(300).optional(),
  code: z.string().max(20).optional(),
  /** ISO timestamp of the device. */
  scannedAt: z.string().datetime({ offset: true }),
});
export type Scan = z.infer<typeof Scan>;

export const ScansBody = z.object({
  deviceId: z.string().trim().min(1).max(100),
  scans: z.array(Scan).min(1).max(5_000),
  /** The device's clock as it sends: how far it is from the server's corrects each scan's time. */
  sentAt: z.string().datetime({ offset: true }).optional(),
});
export type ScansBody = z.infer<typeof ScansBody>;

/** notYet / ended: a valid ticket read outside the door's hours (domain/door-window.ts). */
const ScanVerdict = z.enum(['confirmed', 'alreadyUsed', 'invalid', 'otherEvent', 'notYet', 'ended']);
export type ScanVerdict = z.infer<typeof ScanVerdict>;

export const ScanResult = z.object({
  verdict: ScanVerdict,
  ticketId: z.number().int().nullable(),
  name: z.string().nullable(),
  category: z.string().nullable(),
  /** The entrance that counts (the first scan): when and by which device. */
  firstScannedAt: z.string().nullable(),
  firstDeviceId: z.string().nullable(),
  /** notYet: when the door opens; ended: when the event ended (ISO). */
  opensAt: z.string().optional(),
  endedAt: z.string().optional(),
});
export type ScanResult = z.infer<typeof ScanResult>;

export const ScansResponse = z.object({ results: z.array(ScanResult) });

export const DuplicateEntry = z.object({
  ticketId: z.number().int(),
  name: z.string(),
  code: z.string(),
  firstScannedAt: z.string(),
  firstDeviceId: z.string(),
  scannedAt: z.string(),
  deviceId: z.string(),
});
export type DuplicateEntry = z.infer<typeof DuplicateEntry>;

export const DuplicatesResponse = z.object({ duplicates: z.array(DuplicateEntry) });

/** A ticket as a door device keeps it to check people in offline (no CPF, no e-mail). */
export const DoorTicket = z.object({
  ticketId: z.number().int(),
  code: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  status: z.string(),
});
export type DoorTicket = z.infer<typeof DoorTicket>;

/** A ticket's entrance already recorded when the device downloaded the list. */
export const DoorEntry = z.object({
  ticketId: z.number().int(),
  scannedAt: z.string(),
  deviceId: z.string(),
});
export type DoorEntry = z.infer<typeof DoorEntry>;

/** What a door device keeps of an event to verify scans with no network. */
export const DoorBook = z.object({
  eventId: z.number().int(),
  /** Raw Ed25519 public key, base64url (WebCrypto 'raw'). */
  publicKey: z.string(),
  /** The event's start and end (ISO): the door's hours, checked on the device too. */
  startsAt: z.string(),
  endsAt: z.string(),
  tickets: z.array(DoorTicket),
  entries: z.array(DoorEntry),
  downloadedAt: z.string(),
});
export type DoorBook = z.infer<typeof DoorBook>;
