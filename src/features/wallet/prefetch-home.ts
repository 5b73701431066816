import { yieldToBrowser } from '../../lib/yield-to-browser';
import { walletApi } from './api';
import { overduePeriod, upcomingPeriod } from './fluxo-dates';
import { pinApi } from './pin-api';

type PrefetchThunk = ReturnType<typeof walletApi.util.prefetch>;

/**
 * Asks for everything Home shows at once, when the route is matched: otherwise each call waits
 * for the page's code, and most of them for the member's data, before it starts. Each request is
 * dispatched in a task of its own (on a slow phone the eight made one long task at start-up);
 * listarFluxos goes first, as the only call the boot script could not start.
 */
export async function prefetchHome(dispatch: (thunk: PrefetchThunk) => unknown): Promise<void> {
  const { prefetch } = walletApi.util;
  const thunks = [
    prefetch('walletFluxos', upcomingPeriod(), {}),
    prefetch('walletFluxos', overduePeriod(), {}),
    prefetch('walletMember', undefined, {}),
    pinApi.util.prefetch('walletHasPin', undefined, {}),
    prefetch('walletTermsAccepted', undefined, {}),
    prefetch('walletPendingTotal', undefined, {}),
    prefetch('walletAssociations', undefined, {}),
    prefetch('walletCards', undefined, {}),
    prefetch('walletBanners', undefined, {}),
  ];
  for (const thunk of thunks) {
    dispatch(thunk);
    await yieldToBrowser();
  }
}
