import { describe, expect, it, vi } from 'vitest';
import { RELOADED_AT_KEY, reloadOnMissingChunk } from '../../src/app/reload-on-missing-chunk';

function surroundings(online: boolean, stored: Record<string, string> = {}) {
  const storage = {
    getItem: (key: string) => stored[key] ?? null,
    setItem: (key: string, value: string) => void (stored[key] = value),
  };
  return { online, storage, now: 1_000_000, reload: vi.fn(), stored };
}

describe('vite:preloadError (a chunk missing after a deploy)', () => {
  it('reloads the app once, online, and keeps the error from reaching the screen', () => {
    const around = surroundings(true);
    const event = { preventDefault: vi.fn() };
    expect(reloadOnMissingChunk(event, around)).toBe(true);
    expect(around.reload).toHaveBeenCalledTimes(1);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(around.stored[RELOADED_AT_KEY]).toBe('1000000');
  });

  it('does not reload again right after that reload: the screen shows its error instead', () => {
    const around = surroundings(true, { [RELOADED_AT_KEY]: String(1_000_000 - 5_000) });
    const event = { preventDefault: vi.fn() };
    expect(reloadOnMissingChunk(event, around)).toBe(false);
    expect(around.reload).not.toHaveBeenCalled();
    expect(event.preventDefault).not.toHaveBeenCalled();
  });

  it('reloads again for a later deploy', () => {
    const around = surroundings(true, { [RELOADED_AT_KEY]: String(1_000_000 - 3_600_000) });
    expect(reloadOnMissingChunk({ preventDefault: vi.fn() }, around)).toBe(true);
  });

  it('does not reload offline: "Sem conexão" is the answer there', () => {
    const around = surroundings(false);
    expect(reloadOnMissingChunk({ preventDefault: vi.fn() }, around)).toBe(false);
    expect(around.reload).not.toHaveBeenCalled();
  });
});
