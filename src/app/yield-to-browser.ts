import { yieldToBrowser } from '../lib/yield-to-browser';

/**
 * Evaluating the app's code is the page's longest task. main.tsx imports this module right after
 * React: its top-level await ends that task there, and the code after it in the bundle (router,
 * store, the app itself) runs in a later one.
 */
await yieldToBrowser();
