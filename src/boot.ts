import { matchFirstScreen, SESSION_CHECK } from './app/first-screens';
import { afterNextPaint } from './lib/after-paint';
import { startEarlyRequest } from './lib/early-requests';
import { readStoredToken, takeTokenFromAddress } from './lib/stored-token';

/**
 * The page's only inline script (scripts/paint-first.ts writes it, with its configuration, into
 * index.html). Once the splash has been painted, it asks for the app's code and, beside it, for
 * the first screen's code and calls, which would otherwise wait for the app to run.
 */
interface BootConfig {
  /** The app's entry module. */
  entry: string;
  /** Code every screen needs, and the first screens' own code and styles, by route path. */
  modules: string[];
  screens: Record<string, { modules: string[]; styles: string[] }>;
}

const config = JSON.parse(document.getElementById('boot-config')!.textContent!) as BootConfig;

takeTokenFromAddress();
const token = readStoredToken();
const api = (path: string) => `${location.origin}/api/${path}`;
const match = matchFirstScreen(location.pathname);

function addLink(rel: 'modulepreload' | 'preload', href: string): void {
  const link = document.createElement('link');
  link.rel = rel;
  if (rel === 'preload') link.as = 'style';
  link.href = href;
  link.crossOrigin = '';
  document.head.append(link);
}

function startApp(): void {
  const screen = match && config.screens[match.screen.path];
  // Longest first: the app, the screen's calls, then its smaller code and its styles. The styles
  // are fetched now and applied by the app when the screen's code asks for them (no unstyled flash).
  for (const href of config.modules) addLink('modulepreload', href);
  void import(config.entry);
  if (token) startEarlyRequest(api(SESSION_CHECK), token);
  for (const path of match?.screen.requests?.(match.params, Boolean(token)) ?? [])
    startEarlyRequest(api(path), token);
  for (const href of screen?.modules ?? []) addLink('modulepreload', href);
  for (const href of screen?.styles ?? []) addLink('preload', href);
}

afterNextPaint(startApp);
