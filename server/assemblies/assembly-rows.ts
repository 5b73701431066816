import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AssemblyQuestion } from '../../domain/contract/gestao-assemblies';
import type { Db } from '../db/client';
import { categories, associationCategories } from '../db/schema';
import { assemblies, assemblyOptions, assemblyQuestions } from '../db/schema-assemblies';

export type AssemblyRow = typeof assemblies.$inferSelect;

/** The assembly of this association (never another's), or undefined. */
export async function findAssembly(
  db: Db,
  associationId: number,
  assemblyId: number,
): Promise<AssemblyRow | undefined> {
  const [row] = await db
    .select()
    .from(assemblies)
    .where(and(eq(assemblies.id, assemblyId), eq(assemblies.associationId, associationId)));
  return row;
}

/** The agenda in order, each question with its options in order. */
export async function questionsOf(db: Db, assemblyId: number): Promise<AssemblyQuestion[]> {
  const questions = await db
    .select()
    .from(assemblyQuestions)
    .where(eq(assemblyQuestions.assemblyId, assemblyId))
    .orderBy(asc(assemblyQuestions.position));
  if (questions.length === 0) return [];
  const options = await db
    .select()
    .from(assemblyOptions)
    .where(
      inArray(
        assemblyOptions.questionId,
        questions.map((q) => q.id),
      ),
    )
    .orderBy(asc(assemblyOptions.position));
  return questions.map((q) => ({
    id: q.id,
    text: q.text,
    maxChoices: q.maxChoices,
    options: options.filter((o) => o.questionId === q.id).map((o) => ({ id: o.id, label: o.label })),
  }));
}

/** The names of the assembly's voting categories, in the order they were chosen. */
export async function categoryNames(
  db: Db,
  associationId: number,
  categoryIds: readonly number[],
): Promise<{ id: number; name: string }[]> {
  if (categoryIds.length === 0) return [];
  const rows = await db
    .select({ id: categories.id, name: categories.description })
    .from(associationCategories)
    .innerJoin(categories, eq(categories.id, associationCategories.categoryId))
    .where(
      and(
        eq(associationCategories.associationId, associationId),
        inArray(associationCategories.categoryId, [...categoryIds]),
      ),
    );
  return categoryIds.flatMap((id) => rows.filter((r) => r.id === id));
}

/**
 * What a member sees of where an assembly stands: the vote is open between its start and its end
 * (whether or not the closing job has run yet).
 */
export function phaseOf(row: AssemblyRow, now: Date): 'draft' | 'upcoming' | 'open' | 'closed' | 'cancelled' {
  if (row.status === 'draft') return 'draft';
  if (row.status === 'cancelled') return 'cancelled';
  if (row.status === 'closed' || now >= row.votingEndsAt) return 'closed';
  return now < row.votingStartsAt ? 'upcoming' : 'open';
}
