import { lazy, type ComponentType } from 'react';

/** How many times a person asked to try again ("Tentar novamente"): failed loads before it start over. */
let retries = 0;

/** "Tentar novamente": every screen whose code failed to load asks for it again at its next render. */
export function retryFailedLoads() {
  retries += 1;
}

/**
 * React.lazy remembers a failed load for good; this one keeps the failure (the error boundary shows
 * it) until `retryFailedLoads`, then asks for the code again.
 */
export function retryableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let failedAt: number | null = null;
  const fresh = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        failedAt = retries;
        throw error;
      }),
    );
  let Current = fresh();
  return function RetryableScreen(props: P) {
    if (failedAt !== null && retries > failedAt) {
      failedAt = null;
      Current = fresh();
    }
    return <Current {...props} />;
  };
}
