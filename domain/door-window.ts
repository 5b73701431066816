import dayjs from 'dayjs';
import { APP_TIMEZONE } from './dates';

/** The door opens an hour before the event's start (people queue) and closes at its end. */
export const DOOR_OPENS_BEFORE_MS = 60 * 60 * 1000;

export type DoorWindow = 'open' | 'notYet' | 'ended';

/** Whether a ticket read at `at` may enter an event from `startsAt` to `endsAt` (ISO or Date). */
export function doorWindow(startsAt: string | Date, endsAt: string | Date, at: string | Date): DoorWindow {
  const time = new Date(at).getTime();
  if (time < new Date(startsAt).getTime() - DOOR_OPENS_BEFORE_MS) return 'notYet';
  if (time > new Date(endsAt).getTime()) return 'ended';
  return 'open';
}

/**
 * When a scan happened by the server's clock: the device's time moved by how far its clock was
 * from the server's as it sent (`sentAt`), and never later than now. A door whose clock runs a year
 * ahead cannot let anyone in before the event, nor one set back after it ends.
 */
export function serverTimeOfScan(scannedAt: string, sentAt: string | undefined, now: Date): Date {
  const offset = sentAt ? now.getTime() - new Date(sentAt).getTime() : 0;
  return new Date(Math.min(new Date(scannedAt).getTime() + offset, now.getTime()));
}

/** Certificates are for what happened: only once the event has ended. */
export const eventHasEnded = (endsAt: string | Date, now: Date) =>
  now.getTime() >= new Date(endsAt).getTime();

/** "10/04/2027 às 18:00", in São Paulo. */
export const doorTime = (at: string | Date) => dayjs(at).tz(APP_TIMEZONE).format('DD/MM/YYYY [às] HH:mm');
