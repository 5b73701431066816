/** CDC art. 49: a purchase made away from the seller may be undone within 7 days. */
export const WITHDRAWAL_DAYS = 7;
const DAY_MS = 86_400_000;

/** Until when the buyer may withdraw: 7 days after the payment, or the event's start if sooner. */
export interface WithdrawalWindow {
  /** ISO 8601. */
  until: string;
  /** The event starts before the 7 days end: the window closes then. */
  eventFirst: boolean;
}

export function withdrawalWindow(paidAt: Date, eventStartsAt: Date | null): WithdrawalWindow {
  const sevenDays = new Date(paidAt.getTime() + WITHDRAWAL_DAYS * DAY_MS);
  const eventFirst = eventStartsAt !== null && eventStartsAt < sevenDays;
  return { until: (eventFirst ? eventStartsAt : sevenDays).toISOString(), eventFirst };
}

/** Whether the window is still open at `now`. */
export const withdrawalOpen = (w: WithdrawalWindow, now: Date) => now.getTime() < Date.parse(w.until);
