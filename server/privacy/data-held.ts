import { and, eq } from 'drizzle-orm';
import { memberRows, type PersonalDataSource } from '../db/personal-data-source';
import { privacyRequests } from '../db/schema-privacy';
import { consents, memberRecordViews } from '../db/schema-privacy-log';

/**
 * The member's requests under the LGPD and their answers, who of the associations' staff opened
 * their record, and the consents they gave.
 */
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
  memberRows('acessosAoCadastro', memberRecordViews, {
    keptBecause:
      'Quem da equipe abriu ou exportou o cadastro e quando: a prestação de contas do controlador (LGPD art. 37); ' +
      'nada do titular além do vínculo ao registro excluído.',
  }),
  memberRows('consentimentos', consents, {
    keptBecause:
      'A prova de que o consentimento foi dado e em que termos cabe ao controlador (LGPD art. 8º, § 2º); ' +
      'guarda a data e o texto aceito, nada mais do titular.',
  }),
];
