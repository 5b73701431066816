/** When the app last reloaded itself for a missing chunk (sessionStorage: once a tab). */
export const RELOADED_AT_KEY = 'quita:reloaded-for-missing-chunk';
/** A second missing chunk within this time after the reload is not fixed by another one. */
const ONCE_WITHIN_MS = 60_000;

interface Surroundings {
  online: boolean;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: number;
  reload: () => void;
}

/**
 * `vite:preloadError`: a screen's chunk is missing. Online, that is a new deploy that removed the
 * old chunks: the app reloads once (the new index names the new ones). Offline, or again right
 * after that reload, the error goes on to the screen's boundary ("Sem conexão", "Tentar novamente").
 * Answers whether it reloads.
 */
export function reloadOnMissingChunk(event: Pick<Event, 'preventDefault'>, around: Surroundings): boolean {
  if (!around.online) return false;
  const last = Number(around.storage.getItem(RELOADED_AT_KEY) ?? 0);
  if (around.now - last < ONCE_WITHIN_MS) return false;
  around.storage.setItem(RELOADED_AT_KEY, String(around.now));
  event.preventDefault();
  around.reload();
  return true;
}

export function listenForMissingChunks() {
  window.addEventListener('vite:preloadError', (event) => {
    reloadOnMissingChunk(event, {
      online: navigator.onLine,
      storage: sessionStorage,
      now: Date.now(),
      reload: () => window.location.reload(),
    });
  });
}
