import { yieldToBrowser } from '../../lib/yield-to-browser';
import { memberDataApi } from '../../lib/member-data-api';
import { walletApi } from './api';
import { overduePeriod, upcomingPeriod } from './item-periods';
import { pinApi } from './pin-api';

type PrefetchThunk =
  ReturnType<typeof walletApi.util.prefetch> | ReturnType<typeof memberDataApi.util.prefetch>;

/**
 * Asks for everything Home shows at once, when the route is matched: otherwise each call waits
 * for the page's code, and most of them for the member's data, before it starts. Each request is
 * dispatched in a task of its own (on a slow phone the eight made one long task at start-up);
 * listarFluxos goes first, as the only call the boot script could not start.
 */
export async function prefetchHome(dispatch: (thunk: PrefetchThunk) => unknown): Promise<void> {
  const { prefetch } = walletApi.util;
  const shared = memberDataApi.util.prefetch;
  const thunks = [
    prefetch('walletItems', upcomingPeriod(), {}),
    prefetch('walletItems', overduePeriod(), {}),
    prefetch('walletMember', undefined, {}),
    pinApi.util.prefetch('walletHasPin', undefined, {}),
    prefetch('walletTermsAccepted', undefined, {}),
    shared('pendingTotal', undefined, {}),
    shared('memberAssociations', undefined, {}),
    shared('savedCards', undefined, {}),
    prefetch('walletBanners', undefined, {}),
  ];
  for (const thunk of thunks) {
    dispatch(thunk);
    await yieldToBrowser();
  }
}
