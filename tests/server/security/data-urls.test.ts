import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Uploads arrive as base64 data URLs. Their handling by content and size is proven through the
 * routes in tests/server/members/document-upload.test.ts, tests/server/auth/registration.test.ts
 * ("refuses a file over 15 MB from its length, before decoding it") and
 * tests/server/profile/personal-data.test.ts ("judged before decoding"). This guard finds every
 * place the server decodes base64 or lets a body grow past the global 1 MB, so a new one cannot
 * slip in without its size bound.
 */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'migrations' ? [] : sources(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}
const files = sources('server').map((path) => ({ path, text: readFileSync(path, 'utf8') }));

/** Each decoding site and what bounds the input before it is decoded. */
const BOUNDED_DECODES: Record<string, RegExp> = {
  'server/members/document-upload.ts': /base64DecodedSize\(base64\) > maxBytes/,
  'server/members/profile-photo.ts': /base64DecodedSize\(base64\) > maxBytes/,
  'server/associations/association-qr.ts': /\{43\}\$\/\.test\(qr\.assinatura\)/,
  'server/gestao/store/product-images.ts': /base64DecodedSize\(base64\) > MAX_IMAGE_BYTES/,
  // The logo's body: the route's bodyLimit (a 1 MB file in base64) and its schema's max length.
  'server/routes/gestao/association.ts': /bodyLimit: Math\.ceil\(\(LOGO_MAX_BYTES \* 4\) \/ 3\)/,
  // A scanned ticket: readTicketPayload matches the signature to 86 base64url characters first.
  'server/congress/ticket-signature.ts': /readTicketPayload\(text\)/,
  // The tickets' private key: opened by the secret box (authenticated) before it is decoded.
  'server/congress/ticket-keys.ts': /box\.open\(row!\.privateKeySealed/,
  // Our own sealed secrets, read from the database: four dot-separated parts, checked first.
  'server/secrets/secret-box.ts': /if \(version !== VERSION/,
  'server/secrets/secrets-key.ts': /\{43\}=\?\$\/\.test\(value\)/,
};

describe('base64 and data URLs', () => {
  it('every base64 decode in the server is a known one, bounded before it decodes', () => {
    const decoding = files.filter((f) => /Buffer\.from\([^)]*,\s*'base64(url)?'\)/.test(f.text));
    expect(decoding.map((f) => f.path).sort()).toEqual(Object.keys(BOUNDED_DECODES).sort());
    for (const { path, text } of decoding) {
      const bound = BOUNDED_DECODES[path]!.exec(text);
      expect(bound, path).not.toBeNull();
      expect(bound!.index, `${path}: the bound comes before the decode`).toBeLessThan(
        text.search(/Buffer\.from\([^)]*,\s*'base64(url)?'\)/),
      );
    }
  });

  it('only the routes that take data URLs, a logo or a door’s batch of scans accept bodies above the global limit', () => {
    const raised = files
      .filter((f) => f.path !== 'server/app.ts' && /^\s+bodyLimit:/m.test(f.text))
      .map((f) => f.path);
    expect(readFileSync('server/app.ts', 'utf8')).toContain('bodyLimit: 1024 * 1024,');
    expect(raised.sort()).toEqual([
      'server/routes/auth/registrar-conta.ts',
      'server/routes/emitente/dados-pessoais.ts',
      'server/routes/gestao/association.ts',
      // A door device's queue synced at once (up to 2 000 scans).
      'server/routes/gestao/checkin.ts',
      // The event's image, as a data URL like a store product's.
      'server/routes/gestao/events.ts',
    ]);
  });
});
