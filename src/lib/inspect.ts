import type { InspectionEvent, Observer } from 'xstate';

/**
 * Opening the app with ?inspect connects every machine actor to the Stately inspector: in
 * development, and in a build whose server runs as a sandbox. The inspector is a chunk of its
 * own that only ?inspect downloads; this check is all a page carries.
 */
export const inspect: Observer<InspectionEvent> | undefined = /[?&]inspect\b/.test(location.search)
  ? (await import('./stately-inspector')).inspector
  : undefined;
