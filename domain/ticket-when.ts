import dayjs from 'dayjs';
import { APP_TIMEZONE } from './dates';

/** An event's date and time as its ticket prints them (Brasília time). */
export function ticketWhen(startsAt: string | Date, endsAt: string | Date): string {
  const starts = dayjs(startsAt).tz(APP_TIMEZONE);
  const ends = dayjs(endsAt).tz(APP_TIMEZONE);
  return starts.isSame(ends, 'day')
    ? `${starts.format('DD/MM/YYYY')}, das ${starts.format('HH:mm')} às ${ends.format('HH:mm')}`
    : `${starts.format('DD/MM/YYYY HH:mm')} a ${ends.format('DD/MM/YYYY HH:mm')}`;
}
