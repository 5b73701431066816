/** Where the login token is kept between visits (SPEC §2). */
export const TOKEN_KEY = 'quita.token';

export function readStoredToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** SPEC §2: a token query parameter in the page address is saved as the login token. */
export function takeTokenFromAddress(): void {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (!token) return;
  try {
    localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Storage refused (a private window, a full quota): the visitor signs in by the form instead.
  }
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}
