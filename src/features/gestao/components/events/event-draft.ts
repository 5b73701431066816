import { htmlToPlainText, plainTextToHtml } from '../../../../../domain/plain-text-html';
import dayjs from 'dayjs';
import { EVENT_MSG } from '../../../../../domain/congress-messages';
import type { EventBody, GestaoEvent } from '../../../../../domain/contract/gestao-events';
import { APP_TIMEZONE } from '../../../../../domain/dates';
import { centavosToInput, parseReaisInput } from '../../../../../domain/gestao-money-input';
import { STORE_MESSAGES } from '../../../../../domain/gestao-store-messages';
import { failed, succeeded, type Outcome } from '../../../../../domain/outcome';

export interface SessionDraft {
  day: string;
  startsAt: string;
  endsAt: string;
}

/** A lot: its last day and a price per category id (typed reais; blank: no lot price there). */
export interface LotDraft {
  lastDay: string;
  prices: Record<number, string>;
}

/** "Novo evento" as typed: texts as the inputs hold them, turned into a body on submit. */
export interface EventDraft {
  name: string;
  description: string;
  /** datetime-local values, São Paulo time. */
  startsAt: string;
  endsAt: string;
  place: string;
  capacity: string;
  hours: string;
  points: string;
  minAttendancePercent: string;
  sessions: SessionDraft[];
  prices: Record<number, string>;
  lots: LotDraft[];
  inStore: boolean;
}

export const emptySession = (): SessionDraft => ({ day: '', startsAt: '08:00', endsAt: '18:00' });
export const emptyLot = (): LotDraft => ({ lastDay: '', prices: {} });

export const emptyEventDraft = (): EventDraft => ({
  name: '',
  description: '',
  startsAt: '',
  endsAt: '',
  place: '',
  capacity: '',
  hours: '',
  points: '0',
  minAttendancePercent: '75',
  sessions: [emptySession()],
  prices: {},
  lots: [],
  inStore: true,
});

const localOf = (iso: string) => dayjs(iso).tz(APP_TIMEZONE).format('YYYY-MM-DDTHH:mm');
const typedPrices = (prices: readonly { categoryId: number; amountCentavos: number }[]) =>
  Object.fromEntries(prices.map((p) => [p.categoryId, centavosToInput(p.amountCentavos)]));

/** "Editar evento" starts from the event as saved: its lots grouped by last day, as they were typed. */
export function draftOfEvent(event: GestaoEvent): EventDraft {
  const lastDays = [...new Set(event.lots.map((lot) => lot.lastDay))].sort();
  return {
    name: event.name,
    description: htmlToPlainText(event.description),
    startsAt: localOf(event.startsAt),
    endsAt: localOf(event.endsAt),
    place: event.place,
    capacity: String(event.capacity),
    hours: String(event.hours),
    points: String(event.points),
    minAttendancePercent: String(event.minAttendancePercent),
    sessions: event.sessions.map((s) => ({ ...s })),
    prices: typedPrices(event.prices),
    lots: lastDays.map((lastDay) => ({
      lastDay,
      prices: typedPrices(event.lots.filter((lot) => lot.lastDay === lastDay)),
    })),
    inStore: event.inStore,
  };
}

const wholeNumber = (text: string) => (/^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : null);
const isoOf = (local: string) => {
  const at = dayjs.tz(local, APP_TIMEZONE);
  return local && at.isValid() ? at.format('YYYY-MM-DDTHH:mm:ssZ') : null;
};

/** Typed prices of the categories that have one; null when one is not an amount above zero. */
function pricesOf(typed: Record<number, string>) {
  const entries = Object.entries(typed).filter(([, text]) => text.trim() !== '');
  const prices = entries.map(([id, text]) => ({
    categoryId: Number(id),
    amountCentavos: parseReaisInput(text) ?? 0,
  }));
  return prices.some((p) => p.amountCentavos <= 0) ? null : prices;
}

/** The body the server judges, or the first thing the form must say before sending. */
export function eventBodyOf(draft: EventDraft): Outcome<EventBody> {
  if (!draft.name.trim()) return failed('Informe o nome do evento.');
  const startsAt = isoOf(draft.startsAt);
  const endsAt = isoOf(draft.endsAt);
  if (!startsAt || !endsAt) return failed(EVENT_MSG.datesInvalid);
  if (!draft.place.trim()) return failed('Informe o local do evento.');
  const capacity = wholeNumber(draft.capacity);
  if (!capacity) return failed('Informe quantas vagas o evento tem.');
  const hours = wholeNumber(draft.hours);
  const points = wholeNumber(draft.points);
  if (hours === null || points === null)
    return failed('Informe a carga horária e os pontos em números inteiros.');
  const minAttendancePercent = wholeNumber(draft.minAttendancePercent);
  if (minAttendancePercent === null || minAttendancePercent > 100) return failed(EVENT_MSG.percentInvalid);
  const prices = pricesOf(draft.prices);
  if (!prices || prices.length === 0) return failed(STORE_MESSAGES.priceInvalid);
  const lots = [];
  for (const lot of draft.lots) {
    const lotPrices = pricesOf(lot.prices);
    if (!lot.lastDay || !lotPrices || lotPrices.length === 0) return failed(EVENT_MSG.lotInvalid);
    lots.push(...lotPrices.map((p) => ({ ...p, lastDay: lot.lastDay })));
  }
  return succeeded({
    name: draft.name.trim(),
    description: plainTextToHtml(draft.description),
    startsAt,
    endsAt,
    place: draft.place.trim(),
    capacity,
    hours,
    points,
    minAttendancePercent,
    sessions: draft.sessions,
    prices,
    lots,
    inStore: draft.inStore,
  });
}
