import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { members } from '../db/schema';

export const SESSIONS_CHANNEL = 'quita_sessoes';
const TTL_MS = 30_000;
const MAX_ENTRIES = 100_000;

export interface SessionVersions {
  /** The member's current token version, or null when they have no account (no password). */
  current(memberId: number): Promise<number | null>;
  /** Revokes every token issued so far (logout): bumps the version and tells every instance. */
  revoke(memberId: number): Promise<void>;
  /** Call after a change made elsewhere (password change) so no instance keeps the old version. */
  forget(memberId: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Every member call checks the token's version; caching it saves a query per call. A revocation
 * is NOTIFYed to all instances, which drop their copy at once; the 30 s expiry bounds how long a
 * copy can outlive a notification lost while the database was unreachable.
 */
export async function createSessionVersions(database: Database): Promise<SessionVersions> {
  const cache = new Map<number, { version: number | null; at: number }>();
  const stop = await database.listen(SESSIONS_CHANNEL, (payload) => cache.delete(Number(payload)));
  const forget = async (memberId: number) => {
    cache.delete(memberId);
    await database.notify(SESSIONS_CHANNEL, String(memberId));
  };

  return {
    async current(memberId) {
      const hit = cache.get(memberId);
      if (hit && Date.now() - hit.at < TTL_MS) return hit.version;
      const [row] = await database.db
        .select({ version: members.tokenVersion, passwordHash: members.passwordHash })
        .from(members)
        .where(eq(members.id, memberId));
      const version = row?.passwordHash ? row.version : null;
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(memberId, { version, at: Date.now() });
      return version;
    },
    async revoke(memberId) {
      await database.db
        .update(members)
        .set({ tokenVersion: sql`${members.tokenVersion} + 1` })
        .where(eq(members.id, memberId));
      await forget(memberId);
    },
    forget,
    close: stop,
  };
}
