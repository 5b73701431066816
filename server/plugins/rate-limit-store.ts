import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

/** One sweep of the windows long over, about every this many counted requests. */
const SWEEP_EVERY = 1_000;

/**
 * The rate limits' counters in PostgreSQL (table rate_limit_counters), so that every instance on
 * one database counts the same requests: 20 attempts split across two instances still trip a
 * limit of 20. Each count is one atomic upsert. A route's counters are apart from another's (the
 * key starts with its method and URL), as the in-memory store keeps one map per route.
 * `continueExceeding` and `exponentialBackoff` are not supported (the app uses neither).
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let counted = 0;
  const sweep = () => {
    counted = (counted + 1) % SWEEP_EVERY;
    if (counted !== 0) return;
    db.execute(sql`delete from rate_limit_counters where resets_at < now() - interval '1 minute'`).catch(
      () => undefined,
    );
  };

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(_options: FastifyRateLimitOptions | undefined, prefix = '') {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      sweep();
      db.execute(
        sql`insert into rate_limit_counters as c (key, hits, resets_at)
            values (${this.prefix + key}, 1, now() + make_interval(secs => ${timeWindow / 1000}))
            on conflict (key) do update set
              hits = case when c.resets_at <= now() then 1 else c.hits + 1 end,
              resets_at = case when c.resets_at <= now() then excluded.resets_at else c.resets_at end
            returning hits, ceil(extract(epoch from (resets_at - now())) * 1000)::int as ttl`,
      ).then((result) => {
        const [row] = rowsOf<{ hits: number; ttl: number }>(result);
        callback(null, { current: row!.hits, ttl: Math.max(0, row!.ttl) });
      }, callback);
    }

    read(key: string, callback: Callback): void {
      db.execute(
        sql`select hits, ceil(extract(epoch from (resets_at - now())) * 1000)::int as ttl
            from rate_limit_counters where key = ${this.prefix + key} and resets_at > now()`,
      ).then((result) => {
        const [row] = rowsOf<{ hits: number; ttl: number }>(result);
        callback(null, row ? { current: row.hits, ttl: row.ttl } : { current: 0, ttl: 0 });
      }, callback);
    }

    child(routeOptions: { method?: unknown; url?: string; routeInfo?: { method?: unknown; url?: string } }) {
      const route = routeOptions.routeInfo ?? {};
      const name = route.url ? `${String(route.method)} ${route.url}|` : '';
      return new PostgresRateLimitStore(undefined, this.prefix + name);
    }
  }
  return PostgresRateLimitStore;
}
