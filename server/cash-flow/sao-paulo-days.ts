import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { APP_TIMEZONE, toWireDate } from '../../domain/dates';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The instant a São Paulo calendar day (YYYY-MM-DD) starts. */
export const startOfDay = (day: string): Date => dayjs.tz(`${day} 00:00:00`, APP_TIMEZONE).toDate();

/** The São Paulo calendar day n days after the given one. */
export const addDays = (day: string, n: number): string =>
  dayjs.tz(`${day} 12:00:00`, APP_TIMEZONE).add(n, 'day').format('YYYY-MM-DD');

export const todayInSaoPaulo = (now = new Date()): string => toWireDate(now);
