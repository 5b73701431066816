import { eq, sql } from 'drizzle-orm';
import { TERMS_TEXT, TERMS_VERSION } from '../../domain/terms-text';
import type { Db } from '../db/client';
import { members } from '../db/schema';
import { consents } from '../db/schema-privacy-log';

export async function hasAcceptedTerms(db: Db, memberId: number): Promise<boolean> {
  const [member] = await db
    .select({ acceptedAt: members.termsAcceptedAt })
    .from(members)
    .where(eq(members.id, memberId));
  return member?.acceptedAt != null;
}

/**
 * Records the consent to the terms with the version and words accepted ("Consentimentos"); while
 * one is open, accepting again records nothing (the open-consent index refuses a second).
 */
export async function recordTermsConsent(db: Db, memberId: number, at: Date): Promise<void> {
  await db
    .insert(consents)
    .values({ memberId, kind: 'termos', version: TERMS_VERSION, consentText: TERMS_TEXT, givenAt: at })
    .onConflictDoNothing();
}

/** The first acceptance is the one kept: accepting again does not move its date. */
export async function acceptTerms(db: Db, memberId: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(members)
      .set({ termsAcceptedAt: sql`coalesce(${members.termsAcceptedAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(members.id, memberId));
    await recordTermsConsent(tx, memberId, now);
  });
}
