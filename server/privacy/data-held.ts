import { and, eq } from 'drizzle-orm';
import { memberRows, type PersonalDataSource } from '../db/personal-data-source';
import { privacyRequests } from '../db/schema-privacy';

/** The member's requests under the LGPD and their answers. */
export const PRIVACY_DATA: PersonalDataSource[] = [
  memberRows('solicitacoesPrivacidade', privacyRequests, {
    keeps:
      'Que houve a solicitação, quando e como foi respondida (LGPD art. 37), sem o valor pedido nem o motivo.',
    async erase(tx, memberId) {
      await tx
        .update(privacyRequests)
        .set({ newValue: '', reason: null })
        .where(and(eq(privacyRequests.memberId, memberId), eq(privacyRequests.kind, 'correction')));
    },
  }),
];
