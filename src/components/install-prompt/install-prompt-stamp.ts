import dayjs from 'dayjs';

const KEY = 'quita.installPrompt';

export const todayStamp = () => dayjs().format('YYYY-MM-DD');

/** The stored value is date-stamped ({ day }) so that it is valid for that day only. */
export function lastInstallPromptDay(): string | null {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { day?: unknown } | null;
    return typeof stored?.day === 'string' ? stored.day : null;
  } catch {
    return null;
  }
}

export function rememberInstallPromptDay(day: string) {
  localStorage.setItem(KEY, JSON.stringify({ day }));
}
