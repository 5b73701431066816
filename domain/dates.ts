import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

export const APP_TIMEZONE = 'America/Sao_Paulo';

export const WIRE_DATE_TIME_RE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/;
export const WIRE_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const PIX_EXPIRY_RE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

interface DateTimeParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isRealDateTime({ year, month, day, hour, minute, second }: DateTimeParts): boolean {
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59
  );
}

function matchParts(s: string, re: RegExp): DateTimeParts | null {
  const m = re.exec(s);
  if (!m) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = m.slice(1).map(Number);
  const parts = { year, month, day, hour, minute, second };
  return isRealDateTime(parts) ? parts : null;
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

function isoLocal(p: DateTimeParts): string {
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

function assertValidDate(d: Date): void {
  if (Number.isNaN(d.getTime())) throw new RangeError('Invalid Date');
}

// One formatter, built on first use: dayjs's timezone plugin builds a new Intl formatter on every
// call, which made formatting a list of dues the slowest step of the busiest calls; building it
// when the module loads cost every page's start ~20 ms (the zone data is read then).
let appZoneFormat: Intl.DateTimeFormat | undefined;

const appZoneFormatter = () =>
  (appZoneFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: APP_TIMEZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }));

function formatInAppZone(ms: number): DateTimeParts {
  const parts: Record<string, number> = {};
  for (const { type, value } of appZoneFormatter().formatToParts(ms)) parts[type] = Number(value);
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const HOUR_MS = 3_600_000;

function offsetAt(ms: number): number {
  const p = formatInAppZone(ms);
  const wallClock = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wallClock - (ms - (((ms % 1000) + 1000) % 1000));
}

// Zone offsets, by UTC hour. Formatting each date with Intl was the slowest step of listing dues;
// an hour whose offset changes inside it (none since 1914 in São Paulo) is never cached.
const offsetByHour = new Map<number, number | null>();

function appZoneOffset(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const atStart = offsetAt(hour * HOUR_MS);
    offset = atStart === offsetAt(hour * HOUR_MS + HOUR_MS - 1000) ? atStart : null;
    if (offsetByHour.size >= 50_000) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset ?? offsetAt(ms);
}

function partsInAppZone(d: Date): DateTimeParts {
  assertValidDate(d);
  const local = new Date(d.getTime() + appZoneOffset(d.getTime()));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

export function toWireDateTime(d: Date): string {
  const p = partsInAppZone(d);
  return `${pad(p.year, 4)}${pad(p.month)}${pad(p.day)}T${pad(p.hour)}${pad(p.minute)}${pad(p.second)}`;
}

export function fromWireDateTime(s: string): Date {
  const parts = matchParts(s, WIRE_DATE_TIME_RE);
  if (!parts) throw new Error(`Malformed wire date-time "${s}", expected YYYYMMDDTHHmmss`);
  return dayjs.tz(isoLocal(parts), APP_TIMEZONE).toDate();
}

export function toWireDate(d: Date): string {
  const p = partsInAppZone(d);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

export function isWireDate(s: string): boolean {
  return matchParts(s, WIRE_DATE_RE) !== null;
}

export function toPixExpiry(d: Date): string {
  assertValidDate(d);
  return dayjs(d).utc().format('YYYY-MM-DD HH:mm:ss');
}

export function fromPixExpiry(s: string): Date {
  const parts = matchParts(s, PIX_EXPIRY_RE);
  if (!parts) throw new Error(`Malformed PIX expiry "${s}", expected YYYY-MM-DD HH:mm:ss (UTC)`);
  return dayjs.utc(isoLocal(parts)).toDate();
}

export function formatDisplayDate(d: Date | string): string {
  if (d instanceof Date) {
    const p = partsInAppZone(d);
    return `${pad(p.day)}/${pad(p.month)}/${pad(p.year, 4)}`;
  }
  // Wire strings already carry the São Paulo calendar date, so no zone conversion is needed.
  const parts = matchParts(d, WIRE_DATE_TIME_RE) ?? matchParts(d, WIRE_DATE_RE);
  if (!parts) throw new Error(`Malformed date "${d}", expected YYYYMMDDTHHmmss or YYYY-MM-DD`);
  return `${pad(parts.day)}/${pad(parts.month)}/${pad(parts.year, 4)}`;
}
