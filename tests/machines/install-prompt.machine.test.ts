import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  installPromptMachine,
  type BrowserTraits,
  type InstallRoute,
} from '../../machines/install-prompt.machine';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

/** A browser of each install route. */
const BROWSERS: Record<InstallRoute, BrowserTraits> = {
  browserPrompt: {
    userAgent: DESKTOP_CHROME,
    platform: 'Linux x86_64',
    maxTouchPoints: 0,
    displayModeStandalone: false,
  },
  iosShareMenu: {
    userAgent: IPHONE_SAFARI,
    platform: 'iPhone',
    maxTouchPoints: 5,
    displayModeStandalone: false,
  },
  installed: {
    userAgent: IPHONE_SAFARI,
    platform: 'iPhone',
    maxTouchPoints: 5,
    standalone: true,
    displayModeStandalone: false,
  },
};

function start(
  lastShownOn: string | null,
  today = '2026-11-21',
  route: InstallRoute = 'browserPrompt',
  held = false,
) {
  const remembered: string[] = [];
  const prompted = vi.fn(async (): Promise<void> => undefined);
  const actor = createActor(
    installPromptMachine.provide({
      actions: { rememberShown: ({ context }) => void remembered.push(context.today) },
      actors: { browserPrompt: fromPromise<void>(prompted) },
    }),
    { input: { lastShownOn, today, browser: BROWSERS[route], held } },
  ).start();
  return { actor, remembered, prompted };
}

describe('install prompt machine', () => {
  it('waits for the browser to offer installation', () => {
    const { actor } = start(null);
    expect(actor.getSnapshot().value).toBe('waiting');
  });

  it('asks once and stamps the day', () => {
    const { actor, remembered } = start('2026-11-20');
    actor.send({ type: 'prompt.available' });
    expect(actor.getSnapshot().value).toBe('asking');
    expect(remembered).toEqual(['2026-11-21']);
  });

  it('does not ask again on the same day', () => {
    const { actor, remembered } = start('2026-11-21');
    actor.send({ type: 'prompt.available' });
    expect(actor.getSnapshot().value).toBe('done');
    expect(remembered).toEqual([]);
  });

  it('Autorizar opens the browser prompt', async () => {
    const { actor, prompted } = start(null);
    actor.send({ type: 'prompt.available' });
    actor.send({ type: 'install.accepted' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('done'));
    expect(prompted).toHaveBeenCalledOnce();
  });

  it('Não Autorizar closes without prompting', () => {
    const { actor, prompted } = start(null);
    actor.send({ type: 'prompt.available' });
    actor.send({ type: 'install.declined' });
    expect(actor.getSnapshot().value).toBe('done');
    expect(prompted).not.toHaveBeenCalled();
  });

  describe('on iOS Safari, which never offers installing by itself', () => {
    it('shows the Share-menu steps at once and stamps the day', () => {
      const { actor, remembered } = start('2026-11-20', '2026-11-21', 'iosShareMenu');
      expect(actor.getSnapshot().value).toBe('showingIosSteps');
      expect(remembered).toEqual(['2026-11-21']);
    });

    it('Entendi closes the steps without any browser prompt', () => {
      const { actor, prompted } = start(null, '2026-11-21', 'iosShareMenu');
      actor.send({ type: 'steps.dismissed' });
      expect(actor.getSnapshot().value).toBe('done');
      expect(prompted).not.toHaveBeenCalled();
    });

    it('shows them at most once a day', () => {
      const { actor, remembered } = start('2026-11-21', '2026-11-21', 'iosShareMenu');
      expect(actor.getSnapshot().value).toBe('done');
      expect(remembered).toEqual([]);
    });

    it('shows them again the next day', () => {
      const { actor } = start('2026-11-21', '2026-11-22', 'iosShareMenu');
      expect(actor.getSnapshot().value).toBe('showingIosSteps');
    });
  });

  it('an app already running installed (standalone) is never asked', () => {
    const { actor, remembered } = start(null, '2026-11-21', 'installed');
    actor.send({ type: 'prompt.available' });
    expect(actor.getSnapshot().value).toBe('done');
    expect(remembered).toEqual([]);
  });

  it('a browser that offers installing does not get the iOS steps', () => {
    const { actor } = start(null, '2026-11-21', 'browserPrompt');
    expect(actor.getSnapshot().value).toBe('waiting');
  });
});

describe('install prompt held behind another dialog (issue 28 item 15)', () => {
  const startHeld = (route: InstallRoute) => start(null, '2026-11-21', route, true);

  it('on iOS shows the steps only once the terms are gone, and stamps the day then', () => {
    const { actor, remembered } = startHeld('iosShareMenu');
    expect(actor.getSnapshot().value).toBe('holding');
    expect(remembered).toEqual([]);
    actor.send({ type: 'screen.freed' });
    expect(actor.getSnapshot().value).toBe('showingIosSteps');
    expect(remembered).toEqual(['2026-11-21']);
  });

  it("keeps the browser's offer made while held and asks when freed", () => {
    const { actor, remembered } = startHeld('browserPrompt');
    actor.send({ type: 'prompt.available' });
    expect(actor.getSnapshot().value).toBe('holding');
    expect(remembered).toEqual([]);
    actor.send({ type: 'screen.freed' });
    expect(actor.getSnapshot().value).toBe('asking');
  });

  it('freed with no offer yet, waits for one', () => {
    const { actor } = startHeld('browserPrompt');
    actor.send({ type: 'screen.freed' });
    expect(actor.getSnapshot().value).toBe('waiting');
  });
});
