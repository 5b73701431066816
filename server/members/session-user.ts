import { asc, eq } from 'drizzle-orm';
import type { SessionUser } from '../../domain/contract/auth';
import type { Db } from '../db/client';
import { categories, issuers, memberships, members } from '../db/schema';

export const photoDataUrl = (mime: string | null, photo: Uint8Array | null) =>
  mime && photo ? `data:${mime};base64,${Buffer.from(photo).toString('base64')}` : null;

export async function loadSessionUser(db: Db, memberId: number): Promise<SessionUser | undefined> {
  const [member] = await db.select().from(members).where(eq(members.id, memberId));
  if (!member) return undefined;
  const associations = await db
    .select({
      ID_EMITENTE_ML: memberships.issuerId,
      ID_EMITENTE_CATEGORIA: memberships.categoryId,
      CATEGORIA: categories.description,
      DESCRICAO: issuers.name,
    })
    .from(memberships)
    .innerJoin(issuers, eq(issuers.id, memberships.issuerId))
    .innerJoin(categories, eq(categories.id, memberships.categoryId))
    .where(eq(memberships.memberId, memberId))
    .orderBy(asc(memberships.createdAt), asc(memberships.id));
  return {
    nome: member.name,
    nomeApresentacao: member.presentationName,
    foto: photoDataUrl(member.photoMime, member.photo),
    email: member.email,
    celular: member.mobile,
    cpfCnpj: member.cpf,
    associacoes: associations,
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
