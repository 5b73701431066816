/**
 * Set to true before the app starts (a test's page.addInitScript) to get, in a browser that has a
 * month picker, the typed MM/AAAA box that desktop Firefox and Safari get.
 */
export const NO_MONTH_PICKER_FLAG = 'QUITA_NO_MONTH_PICKER';

/**
 * Whether `<input type="month">` has a picker here, checked the standard way: a browser that does
 * not know the type turns it back into "text" (desktop Firefox and Safari, where "12/2028" typed by
 * hand is no month at all).
 */
export function hasMonthPicker(): boolean {
  if ((window as unknown as Record<string, unknown>)[NO_MONTH_PICKER_FLAG] === true) return false;
  const input = document.createElement('input');
  input.setAttribute('type', 'month');
  return input.type === 'month';
}
