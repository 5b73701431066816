import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets kept in the database (a PSP's client secret, a certificate's private key) are sealed
 * with AES-256-GCM: a random 96-bit IV per seal, the 128-bit tag checked on open, and the place
 * the secret belongs to (e.g. "issuer_pix_settings:428:client_secret") as additional data, so a
 * ciphertext copied into another row or column does not open either.
 */
export interface SecretBox {
  seal(plain: string, context: string): string;
  /** Throws SecretRefused when the ciphertext, its tag or its context was altered, or the key differs. */
  open(sealed: string, context: string): string;
}

export class SecretRefused extends Error {
  constructor() {
    super('A stored secret could not be opened (altered, or sealed under another SECRETS_KEY).');
  }
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const SECRETS_KEY_BYTES = 32;

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== SECRETS_KEY_BYTES) throw new Error(`SECRETS_KEY must be ${SECRETS_KEY_BYTES} bytes.`);
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed, context) {
      const [version, iv, tag, body, ...rest] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined || rest.length)
        throw new SecretRefused();
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
          authTagLength: TAG_BYTES,
        });
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new SecretRefused();
      }
    },
  };
}

/**
 * The app's box: under SECRETS_KEY (or the key generated into DATA_DIR, see secrets-key.ts). A
 * config built by hand without one (the server tests) gets a key derived from its JWT secret.
 */
export function secretBoxOf(config: { secretsKey?: Buffer | undefined; jwtSecret: string }): SecretBox {
  const key =
    config.secretsKey ??
    Buffer.from(hkdfSync('sha256', config.jwtSecret, 'quita', 'secrets-key', SECRETS_KEY_BYTES));
  return createSecretBox(key);
}
