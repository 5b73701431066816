import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSecretBox, SecretRefused, secretBoxOf } from '../../../server/secrets/secret-box';
import { parseSecretsKey, secretsKeyFrom } from '../../../server/secrets/secrets-key';

const key = randomBytes(32);
const box = createSecretBox(key);
const CONTEXT = 'issuer_pix_settings:428:client_secret';
const SECRET = 'client-secret-do-psp-ção';

/** Flips one bit of the given part (1 IV, 2 tag, 3 ciphertext) of a sealed value. */
function tampered(sealed: string, part: 1 | 2 | 3): string {
  const parts = sealed.split('.');
  const bytes = Buffer.from(parts[part]!, 'base64url');
  bytes[0]! ^= 1;
  parts[part] = bytes.toString('base64url');
  return parts.join('.');
}

describe('AES-256-GCM secret box', () => {
  it('seals to a ciphertext that holds nothing of the secret, different at every seal, and opens back', () => {
    const sealed = box.seal(SECRET, CONTEXT);
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(sealed).not.toContain(SECRET);
    expect(sealed).not.toContain(Buffer.from(SECRET).toString('base64url'));
    expect(box.seal(SECRET, CONTEXT)).not.toBe(sealed);
    expect(box.open(sealed, CONTEXT)).toBe(SECRET);
  });

  it('refuses a ciphertext, tag or IV altered by one bit, another context, another key, or a malformed value', () => {
    const sealed = box.seal(SECRET, CONTEXT);
    for (const part of [1, 2, 3] as const) {
      expect(() => box.open(tampered(sealed, part), CONTEXT)).toThrow(SecretRefused);
    }
    expect(() => box.open(sealed, 'issuer_pix_settings:1024839:client_secret')).toThrow(SecretRefused);
    expect(() => createSecretBox(randomBytes(32)).open(sealed, CONTEXT)).toThrow(SecretRefused);
    for (const bad of ['', 'v1.a.b', `v2${sealed.slice(2)}`, `${sealed}.x`, sealed.slice(0, -4)]) {
      expect(() => box.open(bad, CONTEXT), bad).toThrow(SecretRefused);
    }
  });

  it('the refusal names no secret and no key', () => {
    const error = (() => {
      try {
        box.open(tampered(box.seal(SECRET, CONTEXT), 3), CONTEXT);
      } catch (caught) {
        return caught as Error;
      }
      throw new Error('expected a refusal');
    })();
    expect(error.message).not.toContain(SECRET);
    expect(error.message).not.toContain(key.toString('base64'));
  });

  it('a config without SECRETS_KEY (tests) still gets a stable key; a wrong key length is refused', () => {
    const config = { jwtSecret: 'x'.repeat(48) };
    expect(secretBoxOf(config).open(secretBoxOf(config).seal(SECRET, CONTEXT), CONTEXT)).toBe(SECRET);
    expect(secretBoxOf({ ...config, secretsKey: key }).open(box.seal(SECRET, CONTEXT), CONTEXT)).toBe(SECRET);
    expect(() => createSecretBox(randomBytes(16))).toThrow('32 bytes');
  });
});

describe('SECRETS_KEY', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'quita-secrets-'));
    dirs.push(dir);
    return dir;
  };

  it('is 32 bytes written as hex or base64', () => {
    expect(parseSecretsKey(key.toString('hex'))).toEqual(key);
    expect(parseSecretsKey(key.toString('base64'))).toEqual(key);
    expect(parseSecretsKey(`${key.toString('base64url')}\n`)).toEqual(key);
    for (const bad of ['', 'curta', randomBytes(16).toString('hex'), randomBytes(31).toString('base64')]) {
      expect(() => parseSecretsKey(bad), bad).toThrow('SECRETS_KEY must be 32 bytes');
    }
  });

  it('comes from the environment, else is generated once into DATA_DIR (0600) and read back at the next start', () => {
    const dir = dataDir();
    expect(secretsKeyFrom({ SECRETS_KEY: key.toString('hex') }, dir)).toEqual(key);
    const generated = secretsKeyFrom({}, dir);
    expect(generated).toHaveLength(32);
    expect(statSync(join(dir, 'secrets-key')).mode & 0o777).toBe(0o600);
    expect(secretsKeyFrom({}, dir)).toEqual(generated);
    expect(Buffer.from(readFileSync(join(dir, 'secrets-key'), 'utf8'), 'base64')).toEqual(generated);
  });

  it('a damaged key file stops the start instead of being replaced', () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'secrets-key'), 'estragado');
    expect(() => secretsKeyFrom({}, dir)).toThrow('SECRETS_KEY must be 32 bytes');
    expect(readFileSync(join(dir, 'secrets-key'), 'utf8')).toBe('estragado');
  });
});
