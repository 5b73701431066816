import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { AssemblyDetail, AssemblySummary } from '../../domain/contract/gestao-assemblies';
import { formatVerificationCode } from '../../domain/verification-code';
import type { Db } from '../db/client';
import { assemblies, assemblyDocuments, assemblyEligible, assemblyVoters } from '../db/schema-assemblies';
import { categoryNames, findAssembly, questionsOf, type AssemblyRow } from './assembly-rows';

/** How many voted: the one figure staff see while the vote is open. */
export async function votedCount(db: Db, assemblyId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(assemblyVoters)
    .where(eq(assemblyVoters.assemblyId, assemblyId));
  return Number(row?.n ?? 0);
}

async function summaryOf(db: Db, row: AssemblyRow): Promise<AssemblySummary> {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    status: row.status,
    votingStartsAt: row.votingStartsAt.toISOString(),
    votingEndsAt: row.votingEndsAt.toISOString(),
    eligibleCount: row.eligibleCount,
    votedCount: row.status === 'draft' ? 0 : await votedCount(db, row.id),
  };
}

/** Assembleias: the association's assemblies, latest vote first. */
export async function listAssemblies(db: Db, associationId: number): Promise<AssemblySummary[]> {
  const rows = await db
    .select()
    .from(assemblies)
    .where(eq(assemblies.associationId, associationId))
    .orderBy(desc(assemblies.votingStartsAt), desc(assemblies.id));
  return Promise.all(rows.map((row) => summaryOf(db, row)));
}

export async function documentCode(
  db: Db,
  assemblyId: number,
  kind: 'edital' | 'ata',
): Promise<string | null> {
  const [doc] = await db
    .select({ code: assemblyDocuments.code })
    .from(assemblyDocuments)
    .where(and(eq(assemblyDocuments.assemblyId, assemblyId), eq(assemblyDocuments.kind, kind)));
  return doc ? formatVerificationCode(doc.code) : null;
}

/** One assembly as staff see it: its agenda, the frozen list of who may vote, the turnout — no result. */
export async function assemblyDetail(
  db: Db,
  associationId: number,
  assemblyId: number,
  _now = new Date(),
): Promise<AssemblyDetail | undefined> {
  const row = await findAssembly(db, associationId, assemblyId);
  if (!row) return undefined;
  const eligible = await db
    .select({ name: assemblyEligible.memberName })
    .from(assemblyEligible)
    .where(eq(assemblyEligible.assemblyId, assemblyId))
    .orderBy(asc(assemblyEligible.memberName));
  return {
    ...(await summaryOf(db, row)),
    cutoffDay: row.cutoffDay,
    noticeDays: row.noticeDays,
    quorumPercent: row.quorumPercent,
    votingCategories: await categoryNames(db, associationId, row.votingCategoryIds),
    questions: await questionsOf(db, assemblyId),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    eligible,
    noticeCode: await documentCode(db, assemblyId, 'edital'),
    minutesCode: await documentCode(db, assemblyId, 'ata'),
  };
}
