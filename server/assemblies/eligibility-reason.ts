import { and, eq } from 'drizzle-orm';
import { ASSEMBLY_MSG } from '../../domain/assembly-messages';
import type { Db } from '../db/client';
import { assemblyEligible } from '../db/schema-assemblies';
import { categoryNames, type AssemblyRow } from './assembly-rows';

export async function isEligible(db: Db, assemblyId: number, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ memberId: assemblyEligible.memberId })
    .from(assemblyEligible)
    .where(and(eq(assemblyEligible.assemblyId, assemblyId), eq(assemblyEligible.memberId, memberId)));
  return row !== undefined;
}

/** "Apenas membros adimplentes em DD/MM/AAAA nas categorias … podem votar." */
export async function ineligibleReason(db: Db, row: AssemblyRow): Promise<string> {
  const names = (await categoryNames(db, row.associationId, row.votingCategoryIds)).map((c) => c.name);
  return ASSEMBLY_MSG.notEligible(row.cutoffDay ?? '', names);
}
