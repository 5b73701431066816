import type { TestContext } from '../support/test-app';
import { STAFF, staffLogin } from './support';

export interface StaffTokens {
  gestor: string;
  financeiro: string;
  /** gestor.psi, of association 1024839: the other side of the ownership matrix. */
  psi: string;
}

/** The three demo staff sessions an area's test needs: gestor and financeiro of 428, gestor of 1024839. */
export async function staffTokens(t: TestContext): Promise<StaffTokens> {
  return {
    gestor: await staffLogin(t, STAFF.gestor),
    financeiro: await staffLogin(t, STAFF.financeiro),
    psi: await staffLogin(t, STAFF.gestorPsi),
  };
}
