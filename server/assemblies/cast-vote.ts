import { and, eq } from 'drizzle-orm';
import { ASSEMBLY_MSG } from '../../domain/assembly-messages';
import type { CastVoteBody, VoteReceipt } from '../../domain/contract/votings';
import { failed, succeeded, type Outcome } from '../../domain/outcome';
import { todayInSaoPaulo } from '../../domain/sao-paulo-days';
import type { Db } from '../db/client';
import { memberships } from '../db/schema';
import { assemblies, assemblyBallotChoices, assemblyBallots, assemblyVoters } from '../db/schema-assemblies';
import { isUniqueViolation } from '../db/unique-violation';
import { phaseOf, questionsOf, type AssemblyRow } from './assembly-rows';
import { ineligibleReason, isEligible } from './eligibility-reason';
import { newReceiptCode } from './receipt-code';

/** The assembly of an association the member belongs to, published (never a draft), or undefined. */
export async function findMemberAssembly(
  db: Db,
  memberId: number,
  assemblyId: number,
): Promise<AssemblyRow | undefined> {
  const [row] = await db
    .select({ assembly: assemblies })
    .from(assemblies)
    .innerJoin(
      memberships,
      and(eq(memberships.associationId, assemblies.associationId), eq(memberships.memberId, memberId)),
    )
    .where(eq(assemblies.id, assemblyId))
    .limit(1);
  if (!row || row.assembly.publishedAt === null) return undefined;
  return row.assembly;
}

/** Every question answered, with options of that question only, no more than it allows. */
async function choicesProblem(db: Db, assemblyId: number, body: CastVoteBody): Promise<string | null> {
  const questions = await questionsOf(db, assemblyId);
  const answered = new Map(body.choices.map((c) => [c.questionId, c.optionIds]));
  if (answered.size !== body.choices.length) return ASSEMBLY_MSG.answerEveryQuestion;
  for (const questionId of answered.keys()) {
    if (!questions.some((q) => q.id === questionId)) return ASSEMBLY_MSG.optionNotOnQuestion;
  }
  for (const q of questions) {
    const chosen = answered.get(q.id);
    if (!chosen) return ASSEMBLY_MSG.answerEveryQuestion;
    if (new Set(chosen).size !== chosen.length) return ASSEMBLY_MSG.optionNotOnQuestion;
    if (chosen.some((id) => !q.options.some((o) => o.id === id))) return ASSEMBLY_MSG.optionNotOnQuestion;
    if (chosen.length > q.maxChoices) return ASSEMBLY_MSG.tooManyChoices(q.maxChoices);
  }
  return null;
}

function phaseProblem(row: AssemblyRow, now: Date): Outcome<undefined> {
  const phase = phaseOf(row, now);
  if (phase === 'upcoming') return failed(ASSEMBLY_MSG.notOpenYet, 409);
  if (phase === 'closed') return failed(ASSEMBLY_MSG.closed, 409);
  if (phase === 'cancelled') return failed(ASSEMBLY_MSG.cancelled, 409);
  if (phase === 'draft') return failed(ASSEMBLY_MSG.votingNotFound, 404);
  return succeeded(undefined);
}

/**
 * "Confirmar voto" (the PIN already checked by the route): who voted and the ballot go to separate
 * tables in one transaction; the (assembly, member) key makes a second vote fail, however many
 * requests race. The ballot keeps no member, no time finer than the day, and a random receipt.
 */
export async function castVote(
  db: Db,
  memberId: number,
  assemblyId: number,
  body: CastVoteBody,
  now = new Date(),
): Promise<Outcome<VoteReceipt>> {
  const row = await findMemberAssembly(db, memberId, assemblyId);
  if (!row) return failed(ASSEMBLY_MSG.votingNotFound, 404);
  const phase = phaseProblem(row, now);
  if (!phase.ok) return phase;
  if (!(await isEligible(db, assemblyId, memberId))) return failed(await ineligibleReason(db, row), 403);
  const problem = await choicesProblem(db, assemblyId, body);
  if (problem) return failed(problem);

  for (let attempt = 0; ; attempt++) {
    try {
      return await recordVote(db, memberId, assemblyId, body, now);
    } catch (error) {
      // A receipt code drawn twice (1 in 2^60): draw again. Any other key is the voter's.
      if (isUniqueViolation(error, 'assembly_ballots_receipt_code_unique') && attempt < 3) continue;
      if (isUniqueViolation(error)) return failed(ASSEMBLY_MSG.alreadyVoted, 409);
      throw error;
    }
  }
}

function recordVote(
  db: Db,
  memberId: number,
  assemblyId: number,
  body: CastVoteBody,
  now: Date,
): Promise<Outcome<VoteReceipt>> {
  return db.transaction(async (tx): Promise<Outcome<VoteReceipt>> => {
    // Shared with other votes, exclusive with the closing: no ballot lands after the count.
    const [locked] = await tx.select().from(assemblies).where(eq(assemblies.id, assemblyId)).for('share');
    const stillOpen = phaseProblem(locked!, now);
    if (!stillOpen.ok) return stillOpen;
    const [voter] = await tx
      .insert(assemblyVoters)
      .values({ assemblyId, memberId })
      .onConflictDoNothing()
      .returning({ memberId: assemblyVoters.memberId });
    if (!voter) return failed(ASSEMBLY_MSG.alreadyVoted, 409);
    const receiptCode = newReceiptCode();
    const [ballot] = await tx
      .insert(assemblyBallots)
      .values({ assemblyId, receiptCode, castOn: todayInSaoPaulo(now) })
      .returning({ id: assemblyBallots.id });
    await tx
      .insert(assemblyBallotChoices)
      .values(
        body.choices.flatMap((c) => c.optionIds.map((optionId) => ({ ballotId: ballot!.id, optionId }))),
      );
    return succeeded({ receiptCode });
  });
}
