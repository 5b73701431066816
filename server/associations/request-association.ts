import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { CATEGORY, CATEGORY_LABEL } from '../../domain/constants';
import { toWireDate } from '../../domain/dates';
import { failed, succeeded, type Outcome } from '../../domain/outcome';
import {
  alreadyMemberOf,
  associationAlreadyRequested,
  associationRequested,
  PROFILE_MSG,
} from '../../domain/profile-messages';
import type { Db } from '../db/client';
import { categories, associationCategories, associations, memberships } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { readAssociationQr, verifyAssociationQr } from './association-qr';

/**
 * The category the member asks to join as: the QR's, else the one they hold with another association,
 * else Titular; the first of these the association offers (by name: each association has its own).
 */
async function chooseCategory(db: Db, memberId: number, associationId: number, fromQr: number | null) {
  // Categories are each association's own: one held elsewhere matches by name; a retired one takes nobody new.
  const offered = await db
    .select({ id: associationCategories.categoryId, name: categories.description })
    .from(associationCategories)
    .innerJoin(categories, eq(categories.id, associationCategories.categoryId))
    .where(and(eq(associationCategories.associationId, associationId), isNull(categories.retiredAt)));
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
 * The member scanned an association's QR code: a signed code makes a membership request (status P,
 * for the association to approve). A person the association only knows as a registrant (R) becomes a
 * request too; an active member or an open request is told so.
 */
export async function requestAssociation(
  db: Db,
  memberId: number,
  qrText: string,
  now = new Date(),
): Promise<Outcome<string>> {
  const read = readAssociationQr(qrText.trim());
  if (!read.ok) return read;
  const qr = read.value;

  const [association] = await db
    .select({ id: associations.id, name: associations.name, secret: associations.qrSecret })
    .from(associations)
    .where(eq(associations.id, qr.emitente));
  if (!association || !verifyAssociationQr(association.secret, qr)) return failed(PROFILE_MSG.qrInvalid);

  const [current] = await db
    .select({ status: memberships.status, categoryId: memberships.categoryId })
    .from(memberships)
    .where(and(eq(memberships.memberId, memberId), eq(memberships.associationId, association.id)));
  if (current?.status === 'A') return failed(alreadyMemberOf(association.name));
  if (current?.status === 'P') return failed(associationAlreadyRequested(association.name));

  const categoryId = await chooseCategory(db, memberId, association.id, qr.categoria);
  if (categoryId === null) {
    return failed(qr.categoria === null ? PROFILE_MSG.noCategoryForAssociation : PROFILE_MSG.qrInvalid);
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
            eq(memberships.associationId, association.id),
            eq(memberships.status, current.status),
          ),
        )
        .returning({ id: memberships.id });
      if (updated.length === 0) return failed(associationAlreadyRequested(association.name));
    } else {
      await db
        .insert(memberships)
        .values({ memberId, associationId: association.id, categoryId, status: 'P', categorySince: today });
    }
  } catch (error) {
    // Two scans at once: the other one made the request.
    if (isUniqueViolation(error)) return failed(associationAlreadyRequested(association.name));
    throw error;
  }
  return succeeded(associationRequested(association.name));
}
