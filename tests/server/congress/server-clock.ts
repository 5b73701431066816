import { vi } from 'vitest';

/**
 * The server judges each door scan by its own clock (domain/door-window.ts serverTimeOfScan): these
 * tests of an event in 2027 set it, Date only, to a moment after their scans.
 */
export const serverClockAt = (at: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(at) });
