import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ticketSigningKeys } from '../db/schema-congress';
import type { SecretBox } from '../secrets/secret-box';

export interface TicketKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** Raw 32 bytes, base64url: what door devices import (WebCrypto 'raw' Ed25519). */
  publicKeyRaw: string;
}

const KEY_ID = 1;
const CONTEXT = `ticket_signing_keys:${KEY_ID}:private_key`;
const loaded = new WeakMap<object, Promise<TicketKeys>>();

async function loadOrCreate(db: Db, box: SecretBox): Promise<TicketKeys> {
  const read = async () =>
    (await db.select().from(ticketSigningKeys).where(eq(ticketSigningKeys.id, KEY_ID)))[0];
  let row = await read();
  if (!row) {
    const pair = generateKeyPairSync('ed25519');
    const publicKey = pair.publicKey.export({ format: 'jwk' }).x!;
    const privatePkcs8 = pair.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
    // Two instances starting at once: the first insert wins and both read it back.
    await db
      .insert(ticketSigningKeys)
      .values({ id: KEY_ID, publicKey, privateKeySealed: box.seal(privatePkcs8, CONTEXT) })
      .onConflictDoNothing();
    row = await read();
  }
  return keysOf(row!.publicKey, box.open(row!.privateKeySealed, CONTEXT));
}

/** `privatePkcs8` is what the secret box opened: our own sealed key, authenticated before it is decoded. */
function keysOf(publicKeyRaw: string, privatePkcs8: string): TicketKeys {
  return {
    privateKey: createPrivateKey({ key: Buffer.from(privatePkcs8, 'base64'), format: 'der', type: 'pkcs8' }),
    publicKey: createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: publicKeyRaw }, format: 'jwk' }),
    publicKeyRaw,
  };
}

/** The tickets' key pair: generated once into the database, its private half sealed. */
export function ticketKeys(db: Db, box: SecretBox): Promise<TicketKeys> {
  let keys = loaded.get(db);
  if (!keys) {
    keys = loadOrCreate(db, box);
    keys.catch(() => loaded.delete(db));
    loaded.set(db, keys);
  }
  return keys;
}
