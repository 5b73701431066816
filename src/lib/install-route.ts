import type { InstallRoute } from '../../machines/install-prompt.machine';

/** What the install route needs of `navigator` (navigator.standalone is Safari's own). */
export interface BrowserTraits {
  userAgent: string;
  platform: string;
  maxTouchPoints: number;
  /** Safari's navigator.standalone: true when opened from the home screen. */
  standalone?: boolean | undefined;
  /** matchMedia('(display-mode: standalone)').matches */
  displayModeStandalone: boolean;
}

// Browsers on iOS other than Safari, and apps' built-in browsers: their UA still says Safari.
const NOT_SAFARI =
  /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\/|YaBrowser|DuckDuckGo|Brave|FBAN|FBAV|Instagram|Line\//;

/** iPhone, iPod and iPad; an iPad asking for desktop sites says "Macintosh" but has a touch screen. */
const isAppleMobile = (t: BrowserTraits) =>
  /iPhone|iPad|iPod/.test(t.userAgent) || (t.platform === 'MacIntel' && t.maxTouchPoints > 1);

export function isIosSafari(t: BrowserTraits): boolean {
  return isAppleMobile(t) && /Safari\//.test(t.userAgent) && !NOT_SAFARI.test(t.userAgent);
}

/** How this browser installs the app (see InstallRoute). */
export function installRouteOf(t: BrowserTraits): InstallRoute {
  if (t.standalone === true || t.displayModeStandalone) return 'installed';
  return isIosSafari(t) ? 'iosShareMenu' : 'browserPrompt';
}

/** The traits of the browser this runs in. */
export function currentBrowserTraits(): BrowserTraits {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    platform: nav.platform,
    maxTouchPoints: nav.maxTouchPoints,
    standalone: nav.standalone,
    displayModeStandalone: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
  };
}
