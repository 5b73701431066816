import { eq, sql } from 'drizzle-orm';
import { AceitarTermosResponse, TERMS_ACCEPTED_MSG, TermosResponse } from '../../../domain/contract/terms';
import { members } from '../../db/schema';
import type { App } from '../../types';

/** The privacy terms: whether the member accepted them, and the acceptance (kept from the first time). */
export default async function aceitarTermos(app: App) {
  app.get(
    '/termos',
    { schema: { response: { 200: TermosResponse } }, config: { upperCase: true } },
    async (request) => {
      const [member] = await app.db
        .select({ acceptedAt: members.termsAcceptedAt })
        .from(members)
        .where(eq(members.id, request.memberId));
      return { RESULTADO: true as const, ACEITO: member?.acceptedAt != null };
    },
  );

  app.post(
    '/aceitarTermos',
    { schema: { response: { 200: AceitarTermosResponse } }, config: { upperCase: true } },
    async (request) => {
      await app.db
        .update(members)
        .set({ termsAcceptedAt: sql`coalesce(${members.termsAcceptedAt}, now())` })
        .where(eq(members.id, request.memberId));
      return { RESULTADO: true as const, MSG: TERMS_ACCEPTED_MSG };
    },
  );
}
