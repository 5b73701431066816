import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { InviteBody, InviteInfo, TeamMember } from '../../domain/contract/gestao-team';
import type { StaffRole } from '../../domain/contract/gestao-session';
import { TEAM_MESSAGES } from '../../domain/gestao-team-messages';
import { toWireDate } from '../../domain/dates';
import { COMMON_MSG } from '../../domain/messages';
import { isStrongPassword } from '../../domain/password';
import { hashSecret } from '../auth/passwords';
import type { Db } from '../db/client';
import { issuers, staff } from '../db/schema';
import { ERRORS } from '../error-messages';
import type { Outbox } from '../messaging/outbox';
import { recordAudit } from './audit';
import type { StaffSession } from './staff-accounts';

const INVITE_DAYS = 7;

export type TeamResult<T = true> =
  { ok: true; value: T } | { ok: false; status: 400 | 404 | 409; message: string };

/** Only the hash of an invitation token is kept: the database alone cannot open the link. */
export const inviteTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const statusOf = (row: { passwordHash: string | null; inviteExpiresAt: Date | null }, now: Date) =>
  row.passwordHash ? 'active' : row.inviteExpiresAt && row.inviteExpiresAt > now ? 'invited' : 'expired';

/** The issuer's staff (not removed), by name. */
export async function listTeam(db: Db, who: StaffSession, now = new Date()): Promise<TeamMember[]> {
  const rows = await db
    .select({
      id: staff.id,
      name: staff.name,
      email: staff.email,
      role: staff.role,
      passwordHash: staff.passwordHash,
      inviteExpiresAt: staff.inviteExpiresAt,
    })
    .from(staff)
    .where(and(eq(staff.issuerId, who.issuerId), isNull(staff.removedAt)))
    .orderBy(asc(staff.name), asc(staff.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    role: r.role as StaffRole,
    status: statusOf(r, now),
    inviteExpiresAt: r.passwordHash ? null : (r.inviteExpiresAt?.toISOString() ?? null),
    you: r.id === who.id,
  }));
}

const auditView = (r: { name: string; email: string; role: string }) => ({
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

async function issuerName(db: Db, issuerId: number): Promise<string> {
  const [issuer] = await db.select({ name: issuers.name }).from(issuers).where(eq(issuers.id, issuerId));
  return issuer!.name;
}

type Invitee = ReturnType<typeof auditView>;
type InviteLink = ReturnType<typeof newInvite>['link'];

/**
 * A new link written by `write` in one transaction, then e-mailed (never a link the database does
 * not know), and the person as Equipe now lists them.
 */
async function issueInvite(
  db: Db,
  mail: InviteMail,
  who: StaffSession,
  now: Date,
  write: (tx: Db, link: InviteLink) => Promise<TeamResult<{ id: number; person: Invitee }>>,
): Promise<TeamResult<TeamMember>> {
  const { token, link } = newInvite(now);
  const result = await db.transaction(async (tx) => {
    const written = await write(tx, link);
    return written.ok ? { ...written, issuerName: await issuerName(tx, who.issuerId) } : written;
  });
  if (!result.ok) return result;
  const { id, person } = result.value;
  await mail.outbox.send({
    channel: 'email',
    recipient: person.email,
    subject: TEAM_MESSAGES.inviteSubject(result.issuerName),
    body: TEAM_MESSAGES.inviteBody(
      person.name,
      result.issuerName,
      `${mail.publicUrl}/gestao/convite/${token}`,
    ),
  });
  const member = { ...person, role: person.role as StaffRole };
  return {
    ok: true,
    value: {
      id,
      ...member,
      status: 'invited',
      inviteExpiresAt: link.inviteExpiresAt.toISOString(),
      you: false,
    },
  };
}

/**
 * Invites a person to the issuer's staff with a one-time link. A removed staff member of the same
 * issuer can be invited again; an e-mail in use anywhere else cannot.
 */
export const inviteStaff = (
  db: Db,
  mail: InviteMail,
  who: StaffSession,
  body: InviteBody,
  now = new Date(),
) =>
  issueInvite(db, mail, who, now, async (tx, link) => {
    const invite = { name: body.name, role: body.role, passwordHash: null, ...link };
    const [existing] = await tx
      .select({ id: staff.id, issuerId: staff.issuerId, removedAt: staff.removedAt })
      .from(staff)
      .where(eq(staff.email, body.email));
    if (existing && (existing.issuerId !== who.issuerId || existing.removedAt === null)) {
      return { ok: false, status: 409, message: TEAM_MESSAGES.emailTaken };
    }
    const [row] = existing
      ? await tx
          .update(staff)
          .set({ ...invite, removedAt: null, tokenVersion: sql`${staff.tokenVersion} + 1` })
          .where(eq(staff.id, existing.id))
          .returning({ id: staff.id })
      : await tx
          .insert(staff)
          .values({ ...invite, issuerId: who.issuerId, email: body.email })
          .returning({ id: staff.id });
    const person = auditView(body);
    await recordAudit(tx, who, {
      action: 'staff.invited',
      entity: 'staff',
      entityId: row!.id,
      after: person,
    });
    return { ok: true, value: { id: row!.id, person } };
  });

const inviteUntil = (d: Date | null) => ({ inviteExpiresOn: d ? toWireDate(d) : null });

/**
 * A pending invitation (expired or not) sent again: a new link replaces the old one, which stops
 * working at once, valid for 7 days from now. Someone who already set a password has none (409).
 */
export const resendInvite = (
  db: Db,
  mail: InviteMail,
  who: StaffSession,
  staffId: number,
  now = new Date(),
) =>
  issueInvite(db, mail, who, now, async (tx, link) => {
    const [row] = await tx
      .select({
        name: staff.name,
        email: staff.email,
        role: staff.role,
        passwordHash: staff.passwordHash,
        inviteExpiresAt: staff.inviteExpiresAt,
      })
      .from(staff)
      .where(and(eq(staff.id, staffId), eq(staff.issuerId, who.issuerId), isNull(staff.removedAt)))
      .for('update');
    if (!row) return { ok: false, status: 404, message: ERRORS.notFound };
    if (row.passwordHash) return { ok: false, status: 409, message: TEAM_MESSAGES.noPendingInvite };
    await tx.update(staff).set(link).where(eq(staff.id, staffId));
    const person = auditView(row);
    await recordAudit(tx, who, {
      action: 'staff.invite_resent',
      entity: 'staff',
      entityId: staffId,
      before: { ...person, ...inviteUntil(row.inviteExpiresAt) },
      after: { ...person, ...inviteUntil(link.inviteExpiresAt) },
    });
    return { ok: true, value: { id: staffId, person } };
  });

async function gestoresLeft(db: Db, issuerId: number, without: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(staff)
    .where(
      and(
        eq(staff.issuerId, issuerId),
        eq(staff.role, 'gestor'),
        isNull(staff.removedAt),
        ne(staff.id, without),
      ),
    );
  return row?.n ?? 0;
}

/** Another staff member of the issuer, for a change: never the caller, never the last gestor. */
async function changeable(db: Db, who: StaffSession, staffId: number, losesGestor: boolean) {
  const [row] = await db
    .select({ id: staff.id, name: staff.name, email: staff.email, role: staff.role })
    .from(staff)
    .where(and(eq(staff.id, staffId), eq(staff.issuerId, who.issuerId), isNull(staff.removedAt)))
    .for('update');
  if (!row) return { ok: false as const, status: 404 as const, message: ERRORS.notFound };
  if (row.id === who.id)
    return { ok: false as const, status: 400 as const, message: TEAM_MESSAGES.notYourself };
  if (losesGestor && row.role === 'gestor' && (await gestoresLeft(db, who.issuerId, row.id)) === 0) {
    return { ok: false as const, status: 409 as const, message: TEAM_MESSAGES.lastGestor };
  }
  return { ok: true as const, row };
}

/** A new role; the person's sessions end (they sign in again with the new role). */
export async function changeStaffRole(
  db: Db,
  who: StaffSession,
  staffId: number,
  role: StaffRole,
): Promise<TeamResult> {
  return db.transaction(async (tx) => {
    const found = await changeable(tx, who, staffId, role !== 'gestor');
    if (!found.ok) return found;
    if (found.row.role === role) return { ok: true, value: true };
    await tx
      .update(staff)
      .set({ role, tokenVersion: sql`${staff.tokenVersion} + 1` })
      .where(eq(staff.id, staffId));
    await recordAudit(tx, who, {
      action: 'staff.role_changed',
      entity: 'staff',
      entityId: staffId,
      before: auditView(found.row),
      after: auditView({ ...found.row, role }),
    });
    return { ok: true, value: true };
  });
}

/** Removal is soft (the audit log still names them); their sessions and any pending link end at once. */
export async function removeStaff(
  db: Db,
  who: StaffSession,
  staffId: number,
  now = new Date(),
): Promise<TeamResult> {
  return db.transaction(async (tx) => {
    const found = await changeable(tx, who, staffId, true);
    if (!found.ok) return found;
    await tx
      .update(staff)
      .set({
        removedAt: now,
        inviteTokenHash: null,
        inviteExpiresAt: null,
        tokenVersion: sql`${staff.tokenVersion} + 1`,
      })
      .where(eq(staff.id, staffId));
    await recordAudit(tx, who, {
      action: 'staff.removed',
      entity: 'staff',
      entityId: staffId,
      before: auditView(found.row),
    });
    return { ok: true, value: true };
  });
}

const pendingInvite = (token: string, now: Date) =>
  and(
    eq(staff.inviteTokenHash, inviteTokenHash(token)),
    isNull(staff.removedAt),
    gt(staff.inviteExpiresAt, now),
  );

/** Whom a pending invitation is for (the page greets them); undefined when it is not valid. */
export async function findInvite(db: Db, token: string, now = new Date()): Promise<InviteInfo | undefined> {
  const [row] = await db
    .select({ name: staff.name, email: staff.email, issuerName: issuers.name })
    .from(staff)
    .innerJoin(issuers, eq(issuers.id, staff.issuerId))
    .where(pendingInvite(token, now));
  return row;
}

/** Sets the password of an invitation's account; the link works once. */
export async function acceptInvite(
  db: Db,
  token: string,
  password: string,
  now = new Date(),
): Promise<TeamResult> {
  if (!isStrongPassword(password)) return { ok: false, status: 400, message: COMMON_MSG.passwordWeak };
  const passwordHash = await hashSecret(password);
  return db.transaction(async (tx) => {
    // The token is cleared in the same statement that checks it: two submits cannot both pass.
    const [row] = await tx
      .update(staff)
      .set({ passwordHash, inviteTokenHash: null, inviteExpiresAt: null })
      .where(pendingInvite(token, now))
      .returning({
        id: staff.id,
        issuerId: staff.issuerId,
        role: staff.role,
        name: staff.name,
        email: staff.email,
      });
    if (!row) return { ok: false, status: 404, message: TEAM_MESSAGES.inviteInvalid };
    await recordAudit(
      tx,
      { id: row.id, issuerId: row.issuerId, role: row.role as StaffRole },
      {
        action: 'staff.invite_accepted',
        entity: 'staff',
        entityId: row.id,
        after: auditView(row),
      },
    );
    return { ok: true, value: true };
  });
}
