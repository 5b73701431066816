/**
 * For data someone else changes — staff refund a member's payment or accept an activity, members pay
 * while staff look at Pagamentos: while the screen is open its live channel (src/lib/live-changes.ts)
 * invalidates its tags; if that channel was down, the screen asks again when it comes back into
 * view (refetchOnFocus; main.tsx calls setupListeners) and when it opens on data older than
 * `maxAgeSeconds` (true: always). The person's own changes reach it through the cache tags.
 */
export const freshOnReturn = (maxAgeSeconds: number | true = true) =>
  ({ refetchOnFocus: true, refetchOnMountOrArgChange: maxAgeSeconds }) as const;

/**
 * Home's figures are its busiest query, already asked for beside the screen's code
 * (src/app/first-screens.ts): opening Home asks again only when they are older than this.
 */
export const HOME_MAX_AGE_SECONDS = 30;
