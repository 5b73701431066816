import type { InspectionEvent, Observer } from 'xstate';

/**
 * In development, opening the app with ?inspect connects every machine actor to the
 * Stately inspector. Production builds drop the import entirely.
 */
async function createInspect(): Promise<Observer<InspectionEvent> | undefined> {
  if (!import.meta.env.DEV || typeof window === 'undefined') return undefined;
  if (!new URLSearchParams(window.location.search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}

export const inspect = await createInspect();
