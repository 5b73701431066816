import { createBrowserInspector } from '@statelyai/inspect';
import type { InspectionEvent, Observer } from 'xstate';

/** Asked before the app's store exists, so with fetch: does this server run as a sandbox? */
async function isSandbox(): Promise<boolean> {
  try {
    const response = await fetch('/api/auth/config');
    return response.ok && ((await response.json()) as { sandbox?: boolean }).sandbox === true;
  } catch {
    return false;
  }
}

/**
 * Opens the Stately inspector (a window on stately.ai) and returns the observer the machines
 * report to; in a build of a server that is not a sandbox, nothing.
 */
async function connectInspector(): Promise<Observer<InspectionEvent> | undefined> {
  if (!import.meta.env.DEV && !(await isSandbox())) return undefined;
  return createBrowserInspector().inspect;
}

export const inspector = await connectInspector();
