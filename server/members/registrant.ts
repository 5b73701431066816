import { and, desc, eq, isNull } from 'drizzle-orm';
import type { RegistrantOnFile } from '../../domain/registration-draft';
import type { Db } from '../db/client';
import { addresses, memberships, members } from '../db/schema';

export type MemberRow = typeof members.$inferSelect;

export async function findMemberByCpf(db: Db, cpf: string): Promise<MemberRow | undefined> {
  const [member] = await db.select().from(members).where(eq(members.cpf, cpf));
  return member;
}

/** A person the association knows (a membership in any status) who has not created an account yet. */
export async function findAssociationRegistrant(
  db: Db,
  cpf: string,
  associationId: number,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select({ member: members })
    .from(members)
    .innerJoin(
      memberships,
      and(eq(memberships.memberId, members.id), eq(memberships.associationId, associationId)),
    )
    .where(and(eq(members.cpf, cpf), isNull(members.passwordHash)));
  return row?.member;
}

export async function findMainAddress(db: Db, memberId: number) {
  const [address] = await db
    .select()
    .from(addresses)
    .where(eq(addresses.memberId, memberId))
    .orderBy(desc(addresses.main), desc(addresses.createdAt), desc(addresses.id))
    .limit(1);
  return address;
}

/** What the association has on the person, to prefill the registration form. */
export async function registrantOnFile(db: Db, member: MemberRow): Promise<RegistrantOnFile> {
  const address = await findMainAddress(db, member.id);
  return {
    name: member.name,
    displayName: member.presentationName,
    birthDate: member.birthDate,
    email: member.email,
    mobile: member.mobile,
    cep: address?.cep ?? null,
    streetType: address?.streetType ?? null,
    streetName: address?.street ?? null,
    streetNumber: address?.number ?? null,
    complement: address?.complement ?? null,
    district: address?.district ?? null,
    city: address?.city ?? null,
    state: address?.state ?? null,
    facebook: member.facebook,
    instagram: member.instagram,
    x: member.x,
    linkedin: member.linkedin,
    lattes: member.lattes,
  };
}
