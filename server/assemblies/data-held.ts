import { memberRows, type PersonalDataSource } from '../db/personal-data-source';
import { assemblyEligible, assemblyVoters } from '../db/schema-assemblies';

/** The assemblies the member could vote in and those they voted in — never how (the ballot is secret). */
export const ASSEMBLY_DATA: PersonalDataSource[] = [
  memberRows('assembleiasAptas', assemblyEligible),
  memberRows('assembleiasVotadas', assemblyVoters),
];
