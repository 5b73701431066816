import { asc, eq, sql } from 'drizzle-orm';
import { ASSEMBLY_MSG } from '../../domain/assembly-messages';
import type { AssemblyResults, QuestionResult, TallyEntry } from '../../domain/contract/gestao-assemblies';
import { failed, succeeded, type Outcome } from '../../domain/outcome';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';
import {
  assemblyBallotChoices,
  assemblyBallots,
  assemblyEligible,
  assemblyVoters,
} from '../db/schema-assemblies';
import { questionsOf, type AssemblyRow } from './assembly-rows';
import { votedCount } from './assembly-detail';

/** A question reaches the quorum when the ballots answering it are at least that share of the eligible. */
export const reachesQuorum = (ballots: number, eligible: number, quorumPercent: number) =>
  quorumPercent === 0 || ballots * 100 >= quorumPercent * eligible;

async function questionResults(db: Db, row: AssemblyRow): Promise<QuestionResult[]> {
  const questions = await questionsOf(db, row.id);
  const votes = rowsOf<{ option_id: number; votes: number }>(
    await db.execute(sql`
      select c.option_id, count(*)::int as votes
      from assembly_ballot_choices c join assembly_ballots b on b.id = c.ballot_id
      where b.assembly_id = ${row.id}
      group by c.option_id`),
  );
  const perQuestion = rowsOf<{ question_id: number; ballots: number }>(
    await db.execute(sql`
      select o.question_id, count(distinct c.ballot_id)::int as ballots
      from assembly_ballot_choices c
      join assembly_ballots b on b.id = c.ballot_id
      join assembly_options o on o.id = c.option_id
      where b.assembly_id = ${row.id}
      group by o.question_id`),
  );
  const eligible = row.eligibleCount ?? 0;
  return questions.map((q) => {
    const ballots = Number(perQuestion.find((p) => Number(p.question_id) === q.id)?.ballots ?? 0);
    return {
      id: q.id,
      text: q.text,
      ballots,
      quorumReached: reachesQuorum(ballots, eligible, row.quorumPercent),
      options: q.options.map((o) => {
        const n = Number(votes.find((v) => Number(v.option_id) === o.id)?.votes ?? 0);
        return {
          id: o.id,
          label: o.label,
          votes: n,
          basisPoints: ballots === 0 ? 0 : Math.round((n * 10_000) / ballots),
        };
      }),
    };
  });
}

/** The public tally: each receipt code and the options its ballot carries, in code order. */
export async function tallyOf(db: Db, assemblyId: number): Promise<TallyEntry[]> {
  const rows = await db
    .select({ receiptCode: assemblyBallots.receiptCode, optionId: assemblyBallotChoices.optionId })
    .from(assemblyBallots)
    .innerJoin(assemblyBallotChoices, eq(assemblyBallotChoices.ballotId, assemblyBallots.id))
    .where(eq(assemblyBallots.assemblyId, assemblyId))
    .orderBy(asc(assemblyBallots.receiptCode), asc(assemblyBallotChoices.optionId));
  const tally: TallyEntry[] = [];
  for (const r of rows) {
    const last = tally.at(-1);
    if (last?.receiptCode === r.receiptCode) last.optionIds.push(r.optionId);
    else tally.push({ receiptCode: r.receiptCode, optionIds: [r.optionId] });
  }
  return tally;
}

/** Who voted, names only (no choice is linked to anyone), in name order. */
export async function voterNames(db: Db, assemblyId: number): Promise<string[]> {
  const rows = await db
    .select({ name: assemblyEligible.memberName })
    .from(assemblyVoters)
    .innerJoin(
      assemblyEligible,
      sql`${assemblyEligible.assemblyId} = ${assemblyVoters.assemblyId} and ${assemblyEligible.memberId} = ${assemblyVoters.memberId}`,
    )
    .where(eq(assemblyVoters.assemblyId, assemblyId))
    .orderBy(asc(assemblyEligible.memberName));
  return rows.map((r) => r.name);
}

/**
 * The results of a closed vote. Before the closing there are none to give — not to staff, not to
 * anyone: the count exists only once the vote is over.
 */
export async function countResults(db: Db, row: AssemblyRow): Promise<Outcome<AssemblyResults>> {
  if (row.status !== 'closed') return failed(ASSEMBLY_MSG.resultsNotYet, 409);
  return succeeded({
    eligibleCount: row.eligibleCount ?? 0,
    votedCount: await votedCount(db, row.id),
    quorumPercent: row.quorumPercent,
    questions: await questionResults(db, row),
    tally: await tallyOf(db, row.id),
    voters: await voterNames(db, row.id),
  });
}
