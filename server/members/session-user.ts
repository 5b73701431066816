import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members } from '../db/schema';
import { listMemberAssociations, type MemberAssociation } from '../associations/member-associations';

/** Who is logged in, as the app's start and the profile show them. */
export interface SessionUser {
  name: string;
  presentationName: string | null;
  /** A data URL, or null. */
  photo: string | null;
  email: string | null;
  mobile: string | null;
  cpf: string;
  associations: MemberAssociation[];
}

export const photoDataUrl = (mime: string | null, photo: Uint8Array | null) =>
  mime && photo ? `data:${mime};base64,${Buffer.from(photo).toString('base64')}` : null;

export async function loadSessionUser(db: Db, memberId: number): Promise<SessionUser | undefined> {
  const [member] = await db.select().from(members).where(eq(members.id, memberId));
  if (!member) return undefined;
  return {
    name: member.name,
    presentationName: member.presentationName,
    photo: photoDataUrl(member.photoMime, member.photo),
    email: member.email,
    mobile: member.mobile,
    cpf: member.cpf,
    associations: await listMemberAssociations(db, memberId),
  };
}

/** The version the member's tokens are signed with; a newer one revokes the older tokens. */
export async function findTokenVersion(db: Db, memberId: number): Promise<number | undefined> {
  const [member] = await db
    .select({ tokenVersion: members.tokenVersion })
    .from(members)
    .where(eq(members.id, memberId));
  return member?.tokenVersion;
}
