import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { CATEGORY, CATEGORY_LABEL } from '../../domain/constants';
import { toWireDate } from '../../domain/dates';
import { COMMON_MSG } from '../../domain/messages';
import { failed, succeeded, type Outcome } from '../../domain/outcome';
import {
  alreadyMemberOf,
  associationAlreadyRequested,
  associationRequested,
  PROFILE_MSG,
} from '../../domain/profile-messages';
import type { Db } from '../db/client';
import { categories, issuerCategories, issuers, memberships } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { readAssociationQr, verifyAssociationQr } from './association-qr';

/**
 * The category the member asks to join as: the QR's, else the one they hold with another issuer,
 * else Titular; the first of these the issuer offers (by name: each association has its own).
 */
async function chooseCategory(db: Db, memberId: number, issuerId: number, fromQr: number | null) {
  // Categories are each association's own: one held elsewhere matches by name; a retired one takes nobody new.
  const offered = await db
    .select({ id: issuerCategories.categoryId, name: categories.description })
    .from(issuerCategories)
    .innerJoin(categories, eq(categories.id, issuerCategories.categoryId))
    .where(and(eq(issuerCategories.issuerId, issuerId), isNull(categories.retiredAt)));
  if (fromQr !== null) return offered.some((c) => c.id === fromQr) ? fromQr : null;
  const elsewhere = await db
    .select({ name: categories.description })
    .from(memberships)
    .innerJoin(categories, eq(categories.id, memberships.categoryId))
    .where(and(eq(memberships.memberId, memberId), inArray(memberships.status, ['A', 'P'])))
    .orderBy(asc(memberships.status), asc(memberships.createdAt));
  const byName = new Map(offered.map((c) => [c.name.toLocaleLowerCase('pt-BR'), c.id]));
  const candidates = [...elsewhere.map((m) => m.name), CATEGORY_LABEL[CATEGORY.TITULAR]];
  return (
    candidates.map((n) => byName.get(n.toLocaleLowerCase('pt-BR'))).find((id) => id !== undefined) ?? null
  );
}

/**
 * The member scanned an issuer's QR code: a signed code makes a membership request (status P,
 * for the issuer to approve). A person the issuer only knows as a registrant (R) becomes a
 * request too; an active member or an open request is told so.
 */
export async function requestAssociation(
  db: Db,
  memberId: number,
  qrText: string,
  now = new Date(),
): Promise<Outcome<string>> {
  const read = readAssociationQr(qrText.trim());
  if (!read.ok) return failed(read.reason === 'unreadable' ? COMMON_MSG.qrReadFailed : PROFILE_MSG.qrInvalid);
  const qr = read.qr;

  const [issuer] = await db
    .select({ id: issuers.id, name: issuers.name, secret: issuers.qrSecret })
    .from(issuers)
    .where(eq(issuers.id, qr.emitente));
  if (!issuer || !verifyAssociationQr(issuer.secret, qr)) return failed(PROFILE_MSG.qrInvalid);

  const [current] = await db
    .select({ status: memberships.status, categoryId: memberships.categoryId })
    .from(memberships)
    .where(and(eq(memberships.memberId, memberId), eq(memberships.issuerId, issuer.id)));
  if (current?.status === 'A') return failed(alreadyMemberOf(issuer.name));
  if (current?.status === 'P') return failed(associationAlreadyRequested(issuer.name));

  const categoryId = await chooseCategory(db, memberId, issuer.id, qr.categoria);
  if (categoryId === null) {
    return failed(qr.categoria === null ? PROFILE_MSG.noCategoryForIssuer : PROFILE_MSG.qrInvalid);
  }

  const today = toWireDate(now);
  try {
    if (current) {
      const updated = await db
        .update(memberships)
        // Time in a category counts (Aspirante for at most 2 years): only a new one starts today.
        .set({
          status: 'P',
          categoryId,
          // A new request after a refusal starts undecided.
          decidedAt: null,
          refusalReason: null,
          ...(categoryId === current.categoryId ? {} : { categorySince: today }),
        })
        .where(
          and(
            eq(memberships.memberId, memberId),
            eq(memberships.issuerId, issuer.id),
            eq(memberships.status, current.status),
          ),
        )
        .returning({ id: memberships.id });
      if (updated.length === 0) return failed(associationAlreadyRequested(issuer.name));
    } else {
      await db
        .insert(memberships)
        .values({ memberId, issuerId: issuer.id, categoryId, status: 'P', categorySince: today });
    }
  } catch (error) {
    // Two scans at once: the other one made the request.
    if (isUniqueViolation(error)) return failed(associationAlreadyRequested(issuer.name));
    throw error;
  }
  return succeeded(associationRequested(issuer.name));
}
