import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { members, memberSessions, memberSignIns } from '../db/schema';

const SESSIONS_CHANNEL = 'quita_sessoes';
const TTL_MS = 30_000;
const MAX_ENTRIES = 100_000;

/** What a session token names: its member, the member's token version and the session. */
export interface SessionClaims {
  memberId: number;
  version: number;
  sessionId: string;
}

export interface MemberSessions {
  /** A new login: its session id, to be signed into the token as `sid`. */
  start(memberId: number, ttlSeconds: number): Promise<string>;
  /** Whether the token still opens the member's calls (session not ended, version current). */
  isLive(claims: SessionClaims): Promise<boolean>;
  /** A renewed token keeps its session: the row lives as long as the newest token. */
  renew(sessionId: string, ttlSeconds: number): Promise<void>;
  /** Sair: ends this session only. */
  end(sessionId: string): Promise<void>;
  /** Ends every session of the member but `keep` (the one that changed the password), if given. */
  endAll(memberId: number, keep?: string): Promise<void>;
  /** Call after the token version changed elsewhere (password recovery), so no copy outlives it. */
  forget(memberId: number): Promise<void>;
  close(): Promise<void>;
}

/** The sign-in history is kept 12 months; older entries of the member are swept at the next sign-in. */
async function recordSignIn(db: Database['db'], memberId: number) {
  await db
    .delete(memberSignIns)
    .where(
      and(
        eq(memberSignIns.memberId, memberId),
        lt(memberSignIns.signedInAt, sql`now() - interval '12 months'`),
      ),
    );
  await db.insert(memberSignIns).values({ memberId });
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One row per login, its id signed into the token (`sid`), so Sair ends one device and not the
 * others. Every member call checks its session; a copy is kept per session for 30 s so the busy
 * calls skip the query. An ended session is NOTIFYed to every instance, which drops its copy at
 * once (`s:<sid>`, or `m:<memberId>` for all of a member's); the 30 s bound covers a notification
 * lost while the database was unreachable.
 */
export async function createMemberSessions(database: Database): Promise<MemberSessions> {
  const { db } = database;
  const cache = new Map<string, { memberId: number; version: number | null; at: number }>();
  const drop = (payload: string) => {
    if (payload.startsWith('s:')) {
      cache.delete(payload.slice(2));
      return;
    }
    const memberId = Number(payload.slice(2));
    for (const [sessionId, entry] of cache) if (entry.memberId === memberId) cache.delete(sessionId);
  };
  const stop = await database.listen(SESSIONS_CHANNEL, drop);
  const tell = async (payload: string) => {
    drop(payload);
    await database.notify(SESSIONS_CHANNEL, payload);
  };
  const expiry = (ttlSeconds: number) => new Date(Date.now() + ttlSeconds * 1000);

  return {
    async start(memberId, ttlSeconds) {
      // Sessions whose last token has expired are swept here, one member at a time.
      await db
        .delete(memberSessions)
        .where(and(eq(memberSessions.memberId, memberId), lt(memberSessions.expiresAt, sql`now()`)));
      const [row] = await db
        .insert(memberSessions)
        .values({ memberId, expiresAt: expiry(ttlSeconds) })
        .returning({ id: memberSessions.id });
      await recordSignIn(db, memberId);
      return row!.id;
    },
    async isLive({ memberId, version, sessionId }) {
      if (!UUID_RE.test(sessionId)) return false;
      let hit = cache.get(sessionId);
      if (!hit || Date.now() - hit.at >= TTL_MS) {
        const [row] = await db
          .select({
            memberId: memberSessions.memberId,
            version: members.tokenVersion,
            passwordHash: members.passwordHash,
          })
          .from(memberSessions)
          .innerJoin(members, eq(members.id, memberSessions.memberId))
          .where(and(eq(memberSessions.id, sessionId), gt(memberSessions.expiresAt, sql`now()`)));
        hit = {
          memberId: row?.memberId ?? 0,
          version: row?.passwordHash ? row.version : null,
          at: Date.now(),
        };
        if (cache.size >= MAX_ENTRIES) cache.clear();
        cache.set(sessionId, hit);
      }
      return hit.version !== null && hit.memberId === memberId && hit.version === version;
    },
    async renew(sessionId, ttlSeconds) {
      await db
        .update(memberSessions)
        .set({ expiresAt: expiry(ttlSeconds) })
        .where(eq(memberSessions.id, sessionId));
    },
    async end(sessionId) {
      await db.delete(memberSessions).where(eq(memberSessions.id, sessionId));
      await tell(`s:${sessionId}`);
    },
    async endAll(memberId, keep) {
      await db
        .delete(memberSessions)
        .where(
          keep
            ? and(eq(memberSessions.memberId, memberId), ne(memberSessions.id, keep))
            : eq(memberSessions.memberId, memberId),
        );
      await tell(`m:${memberId}`);
    },
    forget: (memberId) => tell(`m:${memberId}`),
    close: stop,
  };
}
