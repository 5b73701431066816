import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { APP_TIMEZONE, toWireDate } from './dates';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Remembers a pure function of a string: the busiest calls ask about the same few days. */
function memoize<T>(compute: (key: string) => T): (key: string) => T {
  const known = new Map<string, T>();
  return (key) => {
    let value = known.get(key);
    if (value === undefined) {
      value = compute(key);
      if (known.size >= 10_000) known.clear();
      known.set(key, value);
    }
    return value;
  };
}

const startOfDayMs = memoize((day) => dayjs.tz(`${day} 00:00:00`, APP_TIMEZONE).valueOf());

/** The instant a São Paulo calendar day (YYYY-MM-DD) starts. */
export const startOfDay = (day: string): Date => new Date(startOfDayMs(day));

const dayAfter = memoize((key) => {
  const [day, n] = key.split('+');
  return dayjs.tz(`${day} 12:00:00`, APP_TIMEZONE).add(Number(n), 'day').format('YYYY-MM-DD');
});

/** The São Paulo calendar day n days after the given one. */
export const addDays = (day: string, n: number): string => dayAfter(`${day}+${n}`);

export const todayInSaoPaulo = (now = new Date()): string => toWireDate(now);
