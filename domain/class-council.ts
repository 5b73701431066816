import { UF_CODES } from './brazil-states';
import { CRM_MIN_LENGTH } from './constants';
import { normalizeCrm } from './crm';
import { councilNumberRequired, councilUfRequired } from './registration-messages';

/** The class councils an association's members register with (SPEC: CRM and CRP class bodies). */
export const CLASS_COUNCILS = ['CRM', 'CRP'] as const;
export type ClassCouncil = (typeof CLASS_COUNCILS)[number];

/** Councils whose registry answers a lookup; for the others the association approves by the documents. */
const WITH_REGISTRY: readonly ClassCouncil[] = ['CRM'];

export const hasRegistryLookup = (council: ClassCouncil) => WITH_REGISTRY.includes(council);

/** An association's stored council; anything unknown is the CRM every association had before councils. */
export const toClassCouncil = (value: string | null | undefined): ClassCouncil =>
  CLASS_COUNCILS.find((c) => c === value) ?? 'CRM';

/** The CRM as §5 says; another council keeps letters, digits and a region's "/" ("06/123456"). */
export const normalizeCouncilNumber = (council: ClassCouncil, input: string) =>
  council === 'CRM' ? normalizeCrm(input) : input.replace(/[^0-9a-z/]/gi, '').toUpperCase();

export interface CouncilEntry {
  council: ClassCouncil;
  associationMode: boolean;
  number: string | null | undefined;
  uf: string | null | undefined;
  /**
   * Whether this install looks the council's numbers up: by default whether the council has a
   * registry; false for the CRM when no registry is configured (production without CRM_PROVIDER).
   */
  registryLookup?: boolean;
}

/**
 * Joining (association mode) an association whose council has no registry, or whose registry this
 * install does not consult: the number and its state are required, and go with the documents for
 * the association to approve. A council looked up in its registry is checked by the lookup instead.
 */
export function councilProblem(e: CouncilEntry): string | null {
  if (!e.associationMode || (e.registryLookup ?? hasRegistryLookup(e.council))) return null;
  if (normalizeCouncilNumber(e.council, e.number ?? '').length < CRM_MIN_LENGTH) {
    return councilNumberRequired(e.council);
  }
  if (!(UF_CODES as readonly string[]).includes((e.uf ?? '').toUpperCase()))
    return councilUfRequired(e.council);
  return null;
}

/** "CRP 06/123456/SP": the council, the number and its state, as staff read it; null without a number. */
export function councilRegistration(
  council: ClassCouncil,
  number: string | null,
  uf: string | null,
): string | null {
  if (!number) return null;
  return `${council} ${number}${uf ? `/${uf}` : ''}`;
}
