const KEY = 'quita-door-device';

/** This device's name in the check-in records: made once and kept, so its scans stay its own. */
export function doorDeviceId(): string {
  const kept = localStorage.getItem(KEY);
  if (kept) return kept;
  const made = `porta-${crypto.randomUUID().slice(0, 8)}`;
  localStorage.setItem(KEY, made);
  return made;
}
