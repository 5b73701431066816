import { and, eq, notExists } from 'drizzle-orm';
import { memberRows, type PersonalDataSource } from '../db/personal-data-source';
import { assemblyEligible, assemblyVoters } from '../db/schema-assemblies';

/** The assemblies the member could vote in and those they voted in — never how (the ballot is secret). */
export const ASSEMBLY_DATA: PersonalDataSource[] = [
  memberRows('assembleiasAptas', assemblyEligible, {
    keeps: 'O nome na lista de votantes das assembleias em que votou (a ata o registra).',
    async erase(tx, memberId) {
      const voted = tx
        .select({ one: assemblyVoters.memberId })
        .from(assemblyVoters)
        .where(
          and(
            eq(assemblyVoters.assemblyId, assemblyEligible.assemblyId),
            eq(assemblyVoters.memberId, memberId),
          ),
        );
      await tx.delete(assemblyEligible).where(and(eq(assemblyEligible.memberId, memberId), notExists(voted)));
    },
  }),
  memberRows('assembleiasVotadas', assemblyVoters, {
    keptBecause: 'Quem votou em cada assembleia consta da ata (sem o voto, que é secreto).',
  }),
];
