/**
 * A random key for one "Nova cobrança" form. crypto.randomUUID exists only in secure contexts
 * (HTTPS, localhost): an office that opens the back office over plain HTTP on its LAN still works,
 * so 16 random bytes from getRandomValues (available everywhere) make the key.
 */
export function newFormKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
