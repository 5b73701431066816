import { desc, eq } from 'drizzle-orm';
import type { Consent } from '../../domain/contract/privacy-log';
import type { Db } from '../db/client';
import { consents } from '../db/schema-privacy-log';
import { whatsappConsents } from '../db/schema-whatsapp';

const isoOrNull = (at: Date | null) => (at ? at.toISOString() : null);

/**
 * "Consentimentos": every consent the member gave, newest first, with its words. The terms cannot
 * be revoked while the account exists (they are the basis of the account itself); an open WhatsApp
 * consent can (Perfil › Lembretes, or here: the same opt-out).
 */
export async function memberConsents(db: Db, memberId: number): Promise<Consent[]> {
  const [terms, whatsapp] = await Promise.all([
    db.select().from(consents).where(eq(consents.memberId, memberId)).orderBy(desc(consents.givenAt)),
    db
      .select()
      .from(whatsappConsents)
      .where(eq(whatsappConsents.memberId, memberId))
      .orderBy(desc(whatsappConsents.grantedAt)),
  ]);
  const all: Consent[] = [
    ...terms.map((c) => ({
      kind: c.kind,
      version: c.version,
      text: c.consentText,
      givenAt: c.givenAt.toISOString(),
      revokedAt: isoOrNull(c.revokedAt),
      phone: null,
      revocable: false,
    })),
    ...whatsapp.map((c) => ({
      kind: 'whatsapp' as const,
      version: null,
      text: c.consentText,
      givenAt: c.grantedAt.toISOString(),
      revokedAt: isoOrNull(c.revokedAt),
      phone: c.phone,
      revocable: c.revokedAt === null,
    })),
  ];
  return all.sort((a, b) => b.givenAt.localeCompare(a.givenAt));
}
