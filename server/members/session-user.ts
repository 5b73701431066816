import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../domain/contract/auth';
import type { Db } from '../db/client';
import { members } from '../db/schema';
import { listMemberAssociations } from '../issuers/member-associations';

export const photoDataUrl = (mime: string | null, photo: Uint8Array | null) =>
  mime && photo ? `data:${mime};base64,${Buffer.from(photo).toString('base64')}` : null;

export async function loadSessionUser(db: Db, memberId: number): Promise<SessionUser | undefined> {
  const [member] = await db.select().from(members).where(eq(members.id, memberId));
  if (!member) return undefined;
  const associations = await listMemberAssociations(db, memberId);
  return {
    nome: member.name,
    nomeApresentacao: member.presentationName,
    foto: photoDataUrl(member.photoMime, member.photo),
    email: member.email,
    celular: member.mobile,
    cpfCnpj: member.cpf,
    associacoes: associations.map((a) => ({
      ID_EMITENTE_ML: a.issuerId,
      ID_EMITENTE_CATEGORIA: a.categoryId,
      CATEGORIA: a.categoryName,
      DESCRICAO: a.issuerName,
    })),
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
