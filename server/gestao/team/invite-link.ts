import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TeamMember } from '../../../domain/contract/gestao-team';
import type { StaffRole } from '../../../domain/contract/gestao-session';
import { TEAM_MESSAGES } from '../../../domain/gestao-team-messages';
import type { Db } from '../../db/client';
import { associations } from '../../db/schema';
import type { Outbox } from '../../messaging/outbox';
import type { StaffSession } from '../staff-accounts';
import { succeeded, type Outcome } from '../../../domain/outcome';

const INVITE_DAYS = 7;

/** Only the hash of an invitation token is kept: the database alone cannot open the link. */
export const inviteTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export const auditView = (r: { name: string; email: string; role: string }) => ({
  name: r.name,
  email: r.email,
  role: r.role,
});

/** A one-time link: 32 random bytes (only their SHA-256 is stored), valid for 7 days from now. */
function newInvite(now: Date) {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    link: {
      inviteTokenHash: inviteTokenHash(token),
      inviteExpiresAt: new Date(now.getTime() + INVITE_DAYS * 86_400_000),
    },
  };
}

/** How invitations leave: the outbox, with links to the app's public address. */
export interface InviteMail {
  outbox: Outbox;
  publicUrl: string;
}

async function associationName(db: Db, associationId: number): Promise<string> {
  const [association] = await db
    .select({ name: associations.name })
    .from(associations)
    .where(eq(associations.id, associationId));
  return association!.name;
}

type Invitee = ReturnType<typeof auditView>;

type InviteLink = ReturnType<typeof newInvite>['link'];

/**
 * A new link written by `write` in one transaction, then e-mailed (never a link the database does
 * not know), and the person as Equipe now lists them.
 */
export async function issueInvite(
  db: Db,
  mail: InviteMail,
  who: StaffSession,
  now: Date,
  write: (tx: Db, link: InviteLink) => Promise<Outcome<{ id: number; person: Invitee }>>,
): Promise<Outcome<TeamMember>> {
  const { token, link } = newInvite(now);
  const result = await db.transaction(async (tx) => {
    const written = await write(tx, link);
    return written.ok
      ? { ...written, associationName: await associationName(tx, who.associationId) }
      : written;
  });
  if (!result.ok) return result;
  const { id, person } = result.value;
  await mail.outbox.send({
    channel: 'email',
    recipient: person.email,
    subject: TEAM_MESSAGES.inviteSubject(result.associationName),
    body: TEAM_MESSAGES.inviteBody(
      person.name,
      result.associationName,
      `${mail.publicUrl}/gestao/convite/${token}`,
    ),
    associationId: who.associationId,
  });
  const member = { ...person, role: person.role as StaffRole };
  return succeeded({
    id,
    ...member,
    status: 'invited',
    inviteExpiresAt: link.inviteExpiresAt.toISOString(),
    you: false,
  });
}
