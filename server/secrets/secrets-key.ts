import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SECRETS_KEY_BYTES } from './secret-box';

/** SECRETS_KEY: 32 bytes written as 64 hex digits or as base64 (base64url too). */
export function parseSecretsKey(text: string): Buffer {
  const value = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(value)
    ? Buffer.from(value, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(value)
      ? Buffer.from(value, 'base64')
      : Buffer.alloc(0);
  if (key.length !== SECRETS_KEY_BYTES)
    throw new Error('SECRETS_KEY must be 32 bytes, as 64 hex digits or base64 (openssl rand -base64 32).');
  return key;
}

/** The key comes from SECRETS_KEY, else it is generated once and kept in DATA_DIR/secrets-key. */
export function secretsKeyFrom(env: NodeJS.ProcessEnv, dataDir: string): Buffer {
  if (env.SECRETS_KEY) return parseSecretsKey(env.SECRETS_KEY);
  const file = join(dataDir, 'secrets-key');
  try {
    return parseSecretsKey(readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(dataDir, { recursive: true });
    const key = randomBytes(SECRETS_KEY_BYTES);
    writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
    return key;
  }
}
