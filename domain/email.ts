/** An e-mail address as the app checks one: something, @, something with a dot, no spaces. */
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
