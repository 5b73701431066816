import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { HOME_PENDING_DAYS, PENDING_TOTAL_DAYS } from '../../../domain/constants';
import { toWireDate } from '../../../domain/dates';
import type { ItemsPeriod } from './wallet-types';

/** Calendar arithmetic on São Paulo days (YYYY-MM-DD). */
const addDays = (day: string, days: number) => dayjs(day).add(days, 'day').format('YYYY-MM-DD');

/** Home: pending items from today through today + 30 (SPEC §9). */
export function upcomingPeriod(now = new Date()): ItemsPeriod {
  const today = toWireDate(now);
  return { from: today, to: addDays(today, HOME_PENDING_DAYS), status: 'pending' };
}

/** Home's overdue items: pending ones due within the 360 days before today (SPEC §9's window). */
export function overduePeriod(now = new Date()): ItemsPeriod {
  const today = toWireDate(now);
  return { from: addDays(today, -PENDING_TOTAL_DAYS), to: addDays(today, -1), status: 'pending' };
}

/** History of N days, today − N through today: items paid then, and unpaid items due then. */
export function historyPeriod(days: number, now = new Date()): ItemsPeriod {
  const today = toWireDate(now);
  return { from: addDays(today, -days), to: today, status: 'all' };
}

/** "Dezembro de 2026": the month group's title in pt-BR. */
export function monthTitle(month: number, year: number): string {
  const name = dayjs(new Date(year, month - 1, 1))
    .locale('pt-br')
    .format('MMMM');
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} de ${year}`;
}
