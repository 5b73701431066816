import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';

/**
 * Takes the number's next turn to send and answers how many milliseconds until it comes. The
 * turns are one row a number that every instance's delivery moves on by 1/messagesPerSecond, so
 * two deliveries at once share the rate instead of each sending at it. Measured by the database's
 * clock alone: the instances' clocks need not agree with it.
 */
export async function takeSendSlot(
  db: Db,
  phoneNumberId: string,
  messagesPerSecond: number,
): Promise<number> {
  const gapMs = 1000 / messagesPerSecond;
  const gap = sql`${gapMs}::float8 * interval '1 millisecond'`;
  const [row] = rowsOf<{ waitMs: number | string }>(
    await db.execute(sql`
      insert into whatsapp_send_slots as s (phone_number_id, next_at)
      values (${phoneNumberId}, clock_timestamp() + ${gap})
      on conflict (phone_number_id) do update set next_at = greatest(s.next_at, clock_timestamp()) + ${gap}
      returning greatest(0, extract(epoch from s.next_at - clock_timestamp()) * 1000 - ${gapMs}::float8) as "waitMs"`),
  );
  return Number(row?.waitMs ?? 0);
}
