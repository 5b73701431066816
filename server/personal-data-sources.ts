import { ACTIVITY_DATA } from './activities/data-held';
import { ASSEMBLY_DATA } from './assemblies/data-held';
import { CONGRESS_DATA } from './congress/data-held';
import type { PersonalDataSource } from './db/personal-data-source';
import { DOCUMENT_DATA } from './documents/data-held';
import { MEMBER_DATA } from './members/data-held';
import { PAYMENT_DATA } from './payments/data-held';
import { PRIVACY_DATA } from './privacy/data-held';
import { RECURRING_DATA } from './recurring/data-held';
import { WHATSAPP_DATA } from './whatsapp/data-held';

/**
 * Every table that holds a member's personal data, as each area registers it (LGPD art. 18:
 * "Baixar meus dados" and "Excluir minha conta", area by area). A table with a member_id that is neither here nor in NOT_PERSONAL fails
 * tests/server/privacy/data-held.test.ts, so a new table cannot be forgotten.
 */
export const PERSONAL_DATA: readonly PersonalDataSource[] = [
  ...MEMBER_DATA,
  ...PAYMENT_DATA,
  ...RECURRING_DATA,
  ...DOCUMENT_DATA,
  ...CONGRESS_DATA,
  ...ACTIVITY_DATA,
  ...ASSEMBLY_DATA,
  ...WHATSAPP_DATA,
  ...PRIVACY_DATA,
];

/** Tables that name a member but hold nothing of theirs to export, each with why. */
export const NOT_PERSONAL: Readonly<Record<string, string>> = {};
