import { yieldToBrowser } from '../lib/yield-to-browser';

/** A second pause in the app's evaluation (see yield-to-browser.ts), after the router library. */
await yieldToBrowser();

export {};
