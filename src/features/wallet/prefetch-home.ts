import { walletApi } from './api';
import { upcomingPeriod } from './fluxo-dates';

type PrefetchThunk = ReturnType<typeof walletApi.util.prefetch>;

/**
 * Asks for everything Home shows at once, when the route is matched: otherwise each call waits
 * for the page's code, and most of them for the member's data, before it starts.
 */
export function prefetchHome(dispatch: (thunk: PrefetchThunk) => unknown): void {
  const { prefetch } = walletApi.util;
  dispatch(prefetch('walletMember', undefined, {}));
  dispatch(prefetch('walletAssociations', undefined, {}));
  dispatch(prefetch('walletPendingTotal', undefined, {}));
  dispatch(prefetch('walletFluxos', upcomingPeriod(), {}));
  dispatch(prefetch('walletHasPin', undefined, {}));
  dispatch(prefetch('walletTermsAccepted', undefined, {}));
  dispatch(prefetch('walletCards', undefined, {}));
  dispatch(prefetch('walletBanners', undefined, {}));
}
