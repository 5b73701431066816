import { describe, expect, it } from 'vitest';
import { installRouteOf, type BrowserTraits } from '../../machines/install-prompt.machine';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';
const IPHONE_FIREFOX =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15';
const IPHONE_INSTAGRAM =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0.3.15.92';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

const traits = (userAgent: string, over: Partial<BrowserTraits> = {}): BrowserTraits => ({
  userAgent,
  platform: /iPhone/.test(userAgent) ? 'iPhone' : /Mac/.test(userAgent) ? 'MacIntel' : 'Linux armv8l',
  maxTouchPoints: /iPhone|Android/.test(userAgent) ? 5 : 0,
  displayModeStandalone: false,
  ...over,
});

describe('installRouteOf', () => {
  it('iOS Safari in a tab adds the app through the Share menu', () => {
    expect(installRouteOf(traits(IPHONE_SAFARI))).toBe('iosShareMenu');
  });

  it('an iPad that asks for desktop sites (Macintosh with a touch screen) is iOS Safari too', () => {
    expect(installRouteOf(traits(MAC_SAFARI, { maxTouchPoints: 5 }))).toBe('iosShareMenu');
  });

  it('iOS Safari opened from the home screen is installed already', () => {
    expect(installRouteOf(traits(IPHONE_SAFARI, { standalone: true }))).toBe('installed');
    expect(installRouteOf(traits(IPHONE_SAFARI, { displayModeStandalone: true }))).toBe('installed');
  });

  it('other browsers on iOS and apps’ own browsers are not Safari', () => {
    for (const ua of [IPHONE_CHROME, IPHONE_FIREFOX, IPHONE_INSTAGRAM]) {
      expect(installRouteOf(traits(ua)), ua).toBe('browserPrompt');
    }
  });

  it('desktop Safari and Android Chrome wait for the browser’s own offer', () => {
    expect(installRouteOf(traits(MAC_SAFARI))).toBe('browserPrompt');
    expect(installRouteOf(traits(ANDROID_CHROME))).toBe('browserPrompt');
  });

  it('an installed app in display-mode standalone is never offered installing', () => {
    expect(installRouteOf(traits(ANDROID_CHROME, { displayModeStandalone: true }))).toBe('installed');
  });
});
