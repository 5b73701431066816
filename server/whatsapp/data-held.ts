import { memberRows, type PersonalDataSource } from '../db/personal-data-source';
import { whatsappConsents, whatsappMessages } from '../db/schema-whatsapp';

/** The member's WhatsApp consents and the messages sent to them. */
export const WHATSAPP_DATA: PersonalDataSource[] = [
  memberRows('consentimentosWhatsapp', whatsappConsents),
  memberRows('mensagensWhatsapp', whatsappMessages),
];
