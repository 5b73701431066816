import { and, desc, eq, isNull } from 'drizzle-orm';
import type { EmitentePrefill } from '../../domain/contract/registration';
import type { Db } from '../db/client';
import { addresses, memberships, members } from '../db/schema';

export type MemberRow = typeof members.$inferSelect;

export async function findMemberByCpf(db: Db, cpf: string): Promise<MemberRow | undefined> {
  const [member] = await db.select().from(members).where(eq(members.cpf, cpf));
  return member;
}

/** A person the issuer knows (a membership in any status) who has not created an account yet. */
export async function findIssuerRegistrant(
  db: Db,
  cpf: string,
  issuerId: number,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select({ member: members })
    .from(members)
    .innerJoin(memberships, and(eq(memberships.memberId, members.id), eq(memberships.issuerId, issuerId)))
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

/** What the issuer has on the person, in the wire's names, to prefill the registration form. */
export async function registrantPrefill(db: Db, member: MemberRow): Promise<EmitentePrefill> {
  const address = await findMainAddress(db, member.id);
  return {
    RAZAO_SOCIAL: member.name,
    DATA_NASCIMENTO: member.birthDate,
    E_MAIL: member.email,
    CELULAR: member.mobile,
    CEP: address?.cep ?? null,
    LOGRADOURO_TIPO: address?.streetType ?? null,
    LOGRADOURO_NOME: address?.street ?? null,
    LOGRADOURO_NUMERO: address?.number ?? null,
    LOGRADOURO_COMPLEMENTO: address?.complement ?? null,
    BAIRRO: address?.district ?? null,
    CIDADE: address?.city ?? null,
    ESTADO: address?.state ?? null,
    FACEBOOK: member.facebook,
    INSTAGRAM: member.instagram,
    X: member.x,
    LINKEDIN: member.linkedin,
    LATTES: member.lattes,
  };
}
