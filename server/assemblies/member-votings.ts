import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { MemberVoting, MemberVotingDetail } from '../../domain/contract/votings';
import { failed, succeeded, type Outcome } from '../../domain/outcome';
import { ASSEMBLY_MSG } from '../../domain/assembly-messages';
import type { Db } from '../db/client';
import { associations, memberships } from '../db/schema';
import { assemblies, assemblyVoters } from '../db/schema-assemblies';
import { phaseOf, questionsOf, type AssemblyRow } from './assembly-rows';
import { findAssemblyDocument } from './assembly-documents';
import { findMemberAssembly } from './cast-vote';
import { countResults } from './count-results';
import { ineligibleReason, isEligible } from './eligibility-reason';

async function hasVoted(db: Db, assemblyId: number, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ memberId: assemblyVoters.memberId })
    .from(assemblyVoters)
    .where(and(eq(assemblyVoters.assemblyId, assemblyId), eq(assemblyVoters.memberId, memberId)));
  return row !== undefined;
}

async function votingOf(
  db: Db,
  row: AssemblyRow,
  associationName: string,
  memberId: number,
  now: Date,
): Promise<MemberVoting> {
  const eligible = await isEligible(db, row.id, memberId);
  const phase = phaseOf(row, now);
  return {
    id: row.id,
    associationName,
    title: row.title,
    kind: row.kind,
    phase: phase === 'draft' ? 'upcoming' : phase,
    votingStartsAt: row.votingStartsAt.toISOString(),
    votingEndsAt: row.votingEndsAt.toISOString(),
    eligible,
    ineligibleReason: eligible ? null : await ineligibleReason(db, row),
    hasVoted: await hasVoted(db, row.id, memberId),
    cancelReason: row.cancelReason,
  };
}

/** Votações: the published assemblies of the member's associations, latest first. */
export async function listMemberVotings(db: Db, memberId: number, now = new Date()): Promise<MemberVoting[]> {
  const rows = await db
    .select({ assembly: assemblies, associationName: associations.name })
    .from(assemblies)
    .innerJoin(
      memberships,
      and(eq(memberships.associationId, assemblies.associationId), eq(memberships.memberId, memberId)),
    )
    .innerJoin(associations, eq(associations.id, assemblies.associationId))
    .where(isNotNull(assemblies.publishedAt))
    .orderBy(desc(assemblies.votingStartsAt), desc(assemblies.id))
    .limit(50);
  return Promise.all(rows.map((r) => votingOf(db, r.assembly, r.associationName, memberId, now)));
}

/** One vote as the member sees it; the results and the public tally only once it closed. */
export async function memberVotingDetail(
  db: Db,
  memberId: number,
  assemblyId: number,
  now = new Date(),
): Promise<Outcome<MemberVotingDetail>> {
  const row = await findMemberAssembly(db, memberId, assemblyId);
  if (!row) return failed(ASSEMBLY_MSG.votingNotFound, 404);
  const [association] = await db
    .select({ name: associations.name })
    .from(associations)
    .where(eq(associations.id, row.associationId));
  const counted = await countResults(db, row);
  return succeeded({
    ...(await votingOf(db, row, association?.name ?? '', memberId, now)),
    questions: await questionsOf(db, assemblyId),
    quorumPercent: row.quorumPercent,
    results: counted.ok
      ? {
          eligibleCount: counted.value.eligibleCount,
          votedCount: counted.value.votedCount,
          questions: counted.value.questions,
          tally: counted.value.tally,
        }
      : null,
    hasMinutes: (await findAssemblyDocument(db, assemblyId, 'ata')) !== undefined,
  });
}
