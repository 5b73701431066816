import { memberRows, type PersonalDataSource } from '../db/personal-data-source';
import { consents, memberRecordViews } from '../db/schema-privacy-log';

/** Who of the associations' staff opened the member's record, and the consents they gave. */
export const PRIVACY_DATA: PersonalDataSource[] = [
  memberRows('acessosAoCadastro', memberRecordViews),
  memberRows('consentimentos', consents),
];
