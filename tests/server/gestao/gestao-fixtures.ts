import { and, eq } from 'drizzle-orm';
import { cashFlowItems, documents, memberships, members } from '../../../server/db/schema';
import { cpfFrom, TINY_PDF } from '../support/registration';
import type { TestContext } from '../support/test-app';
import { STAFF, staffLogin } from './support';

let serial = 0;

export interface Fixture {
  memberId: number;
  membershipId: number;
  cpf: string;
  email: string;
  name: string;
}

/** A person with a membership of the given status at an association (and, if asked, a document sent to it). */
export async function memberOf(
  t: TestContext,
  associationId: number,
  {
    status = 'A',
    categoryId = 601,
    name,
    withDocument = false,
  }: { status?: string; categoryId?: number; name?: string; withDocument?: boolean } = {},
): Promise<Fixture & { documentId: number | null }> {
  serial += 1;
  const tag = `${Date.now() % 1_000_000}${serial}`.padStart(9, '0').slice(-9);
  const cpf = cpfFrom(tag);
  const email = `gestao.${tag}@exemplo.com.br`;
  const fullName = name ?? `Pessoa Gestao ${tag}`;
  const db = t.database.db;
  const [member] = await db
    .insert(members)
    .values({ name: fullName, cpf, email, mobile: `119${tag.slice(-8)}`, crm: '654321', crmUf: 'RJ' })
    .returning({ id: members.id });
  const [membership] = await db
    .insert(memberships)
    .values({ memberId: member!.id, associationId, categoryId, status, categorySince: '2024-01-15' })
    .returning({ id: memberships.id });
  let documentId: number | null = null;
  if (withDocument) {
    const [doc] = await db
      .insert(documents)
      .values({
        memberId: member!.id,
        associationId,
        fileName: 'diploma ção.pdf',
        mime: 'application/pdf',
        size: TINY_PDF.length,
        content: TINY_PDF,
      })
      .returning({ id: documents.id });
    documentId = doc!.id;
  }
  return { memberId: member!.id, membershipId: membership!.id, cpf, email, name: fullName, documentId };
}

/** An item of the member at the association, due the given number of days from now (negative: past). */
export async function itemOf(
  t: TestContext,
  memberId: number,
  associationId: number,
  {
    dueInDays,
    paid = false,
    cancelled = false,
    amountCentavos = 10_000,
    description = 'Contribuição',
  }: {
    dueInDays: number;
    paid?: boolean;
    cancelled?: boolean;
    amountCentavos?: number;
    description?: string;
  },
) {
  const dueAt = new Date(Date.now() + dueInDays * 86_400_000);
  const [item] = await t.database.db
    .insert(cashFlowItems)
    .values({
      memberId,
      associationId,
      kind: 'due',
      description,
      dueAt,
      amountCentavos,
      paidAt: paid ? new Date() : null,
      cancelledAt: cancelled ? new Date() : null,
      cancelReason: cancelled ? 'teste' : null,
    })
    .returning({ id: cashFlowItems.id });
  return item!.id;
}

export const membershipOf = async (t: TestContext, memberId: number, associationId: number) => {
  const [row] = await t.database.db
    .select()
    .from(memberships)
    .where(and(eq(memberships.memberId, memberId), eq(memberships.associationId, associationId)));
  return row;
};

export const itemsOf = (t: TestContext, memberId: number, associationId: number) =>
  t.database.db
    .select()
    .from(cashFlowItems)
    .where(and(eq(cashFlowItems.memberId, memberId), eq(cashFlowItems.associationId, associationId)));

export interface StaffTokens {
  gestor: string;
  financeiro: string;
  /** gestor.psi: gestor of 1024839. */
  psi: string;
}

/** Tokens of the three demo staff: gestor and financeiro of 428, gestor of 1024839. */
export const staffTokens = async (t: TestContext): Promise<StaffTokens> => ({
  gestor: await staffLogin(t, STAFF.gestor),
  financeiro: await staffLogin(t, STAFF.financeiro),
  psi: await staffLogin(t, STAFF.gestorPsi),
});
