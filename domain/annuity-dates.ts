/**
 * A category's annuity calendar, as the association sets it (Categorias e anuidades) and the
 * server bills it: the annuity's due day of each year, and from which month a member accepted is
 * billed next year's annuity instead of this one's (by default, from November: someone who joins
 * on 29/11 owes next year's, not a whole year's annuity for one month, followed by next year's).
 */

export interface AnnuityDates {
  /** 'MM-DD' of each year. */
  dueDay: string;
  /** 1–12: joining in this month or later is billed next year's annuity. */
  nextYearFromMonth: number;
}

export const DEFAULT_ANNUITY_DATES: AnnuityDates = { dueDay: '03-31', nextYearFromMonth: 11 };

/** Two annuities of different years billed to one member this close need staff to confirm. */
export const ANNUITY_GAP_DAYS = 60;

export const ANNUITY_DATES_MESSAGES = {
  dueDayInvalid: 'Informe o dia e o mês do vencimento (DD/MM), uma data que exista todo ano.',
  monthInvalid: 'Escolha o mês (de janeiro a dezembro).',
  saved: 'Datas da anuidade salvas.',
} as const;

export const MONTH_NAMES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** 'MM-DD' of a day every year has (29/02 is not one). */
export function isAnnuityDueDay(dueDay: string): boolean {
  const match = /^(\d{2})-(\d{2})$/.exec(dueDay);
  if (!match) return false;
  const month = Number(match[1]);
  const day = Number(match[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1]!;
}

/** What is wrong with the dates, or null. */
export function annuityDatesProblem(d: AnnuityDates): string | null {
  if (!isAnnuityDueDay(d.dueDay)) return ANNUITY_DATES_MESSAGES.dueDayInvalid;
  if (!Number.isInteger(d.nextYearFromMonth) || d.nextYearFromMonth < 1 || d.nextYearFromMonth > 12)
    return ANNUITY_DATES_MESSAGES.monthInvalid;
  return null;
}

/** "31/03" as staff type it → '03-31'; null when it is no day of every year. */
export function dueDayOfTyped(typed: string): string | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\s*$/.exec(typed);
  if (!match) return null;
  const dueDay = `${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  return isAnnuityDueDay(dueDay) ? dueDay : null;
}

/** '03-31' → "31/03". */
export const typedOfDueDay = (dueDay: string) => `${dueDay.slice(3, 5)}/${dueDay.slice(0, 2)}`;

/** The year of the first annuity of a member accepted on `today` (YYYY-MM-DD, São Paulo). */
export function firstAnnuityYear(today: string, dates: AnnuityDates): number {
  const year = Number(today.slice(0, 4));
  return Number(today.slice(5, 7)) >= dates.nextYearFromMonth ? year + 1 : year;
}
