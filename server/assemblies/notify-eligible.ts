import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';

/**
 * One message to every member on the assembly's frozen list: an e-mail (through the outbox and
 * the `mensagens` job, as the dues reminders) and a Web Push to those with a device. Written in
 * the caller's transaction, so the notice and its messages exist together or not at all.
 */
export async function notifyEligible(
  db: Db,
  assemblyId: number,
  associationId: number,
  message: { subject: string; body: string; pushBody: string },
): Promise<{ emails: number; pushes: number }> {
  const result = await db.execute(sql`
    with people as (
      select p.id, p.email from assembly_eligible e join members p on p.id = e.member_id
      where e.assembly_id = ${assemblyId}
    ),
    emails as (
      insert into outbound_messages (channel, recipient, subject, body, issuer_id)
      select 'email', p.email, ${message.subject}, ${message.body}, ${associationId}
      from people p where p.email is not null
      returning 1
    ),
    pushes as (
      insert into outbound_messages (channel, recipient, subject, body)
      select 'push', 'member:' || p.id, ${message.subject}, ${message.pushBody}
      from people p where exists (select 1 from push_subscriptions s where s.member_id = p.id)
      returning 1
    )
    select (select count(*) from emails)::int as emails, (select count(*) from pushes)::int as pushes`);
  const [row] = rowsOf<{ emails: number; pushes: number }>(result);
  return { emails: Number(row?.emails ?? 0), pushes: Number(row?.pushes ?? 0) };
}
