/**
 * Brazil's banking business days: no Saturday, no Sunday, no national holiday. A boleto falls due
 * on one of them (FEBRABAN: one due on another day is paid on the next business day without fine,
 * so a slip dated on it would promise what the bank does not do). Days are São Paulo calendar
 * days, YYYY-MM-DD.
 *
 * The national holidays are the fixed ones of Leis 662/1949, 6.802/1980 and 14.759/2023 (20/11,
 * from 2024) and the Easter-based days on which banks do not clear: Carnival's Monday and
 * Tuesday, Good Friday and Corpus Christi (FEBRABAN's banking calendar). Local holidays (a city's,
 * a state's) are not known here.
 */

const FIXED_HOLIDAYS: readonly { monthDay: string; since?: number }[] = [
  { monthDay: '01-01' }, // Confraternização Universal
  { monthDay: '04-21' }, // Tiradentes
  { monthDay: '05-01' }, // Dia do Trabalho
  { monthDay: '09-07' }, // Independência
  { monthDay: '10-12' }, // Nossa Senhora Aparecida
  { monthDay: '11-02' }, // Finados
  { monthDay: '11-15' }, // Proclamação da República
  { monthDay: '11-20', since: 2024 }, // Dia Nacional de Zumbi e da Consciência Negra
  { monthDay: '12-25' }, // Natal
];

/** Days from Easter Sunday of the banking holidays that move with it. */
const EASTER_OFFSETS = [-48, -47, -2, 60]; // Carnival Monday and Tuesday, Good Friday, Corpus Christi

const DAY_MS = 86_400_000;

const utcDay = (day: string) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, "Meeus/Jones/Butcher"). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const holidaysByYear = new Map<number, ReadonlySet<string>>();

/** The national (banking) holidays of a year, as YYYY-MM-DD. */
export function nationalHolidays(year: number): ReadonlySet<string> {
  let days = holidaysByYear.get(year);
  if (!days) {
    const easter = utcDay(easterSunday(year));
    days = new Set([
      ...FIXED_HOLIDAYS.filter((h) => h.since === undefined || year >= h.since).map(
        (h) => `${String(year).padStart(4, '0')}-${h.monthDay}`,
      ),
      ...EASTER_OFFSETS.map((offset) => isoOf(easter + offset * DAY_MS)),
    ]);
    holidaysByYear.set(year, days);
  }
  return days;
}

export function isBusinessDay(day: string): boolean {
  const weekday = new Date(utcDay(day)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !nationalHolidays(Number(day.slice(0, 4))).has(day);
}

/** The day itself when it is a business day, else the first business day after it. */
export function businessDayOnOrAfter(day: string): string {
  let ms = utcDay(day);
  while (!isBusinessDay(isoOf(ms))) ms += DAY_MS;
  return isoOf(ms);
}

/** The first business day after the given day. */
export const nextBusinessDay = (day: string): string => businessDayOnOrAfter(isoOf(utcDay(day) + DAY_MS));
