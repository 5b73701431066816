import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { toWireDate } from '../../domain/dates';
import { COMMON_MSG } from '../../domain/messages';
import { failed, succeeded, type Outcome } from '../../domain/outcome';
import { REG_MSG } from '../../domain/registration-messages';
import { UPLOAD_MSG } from '../../domain/upload-messages';
import { hashSecret } from '../auth/passwords';
import { checkCode } from '../codes/verification-codes';
import type { Db } from '../db/client';
import { refusal, transactionOutcome } from '../db/transaction-outcome';
import { addresses, categories, documents, associationCategories, memberships, members } from '../db/schema';
import { createFirstAnnuity } from '../dues/annuities';
import { claimUploads } from '../uploads/uploads';
import { findMainAddress, findMemberByCpf } from './registrant';
import { type Registration } from './registration';
import { UNIQUE_MESSAGES, violatedConstraint, provenContact } from './registration-checks';
import { recordTermsConsent } from './terms';

/**
 * Creates the account, or completes the row of a registrant an association already knows (who proves
 * it is them with the code sent to the contact the association has). All writes are one transaction.
 */
export async function registerAccount(
  db: Db,
  secret: string,
  r: Registration,
  now: Date = new Date(),
): Promise<Outcome<{ memberId: number }>> {
  const existing = await findMemberByCpf(db, r.cpf);
  if (existing?.passwordHash) return failed(COMMON_MSG.alreadyRegistered);

  let confirmed = false;
  if (existing) {
    if (!r.confirmationCode) return failed(REG_MSG.codeRequired);
    const checked = await checkCode(
      db,
      secret,
      { purpose: 'registro', memberId: existing.id, code: r.confirmationCode, consume: false },
      now,
    );
    if (!checked.ok) return failed(checked.message);
    const proven = await provenContact(db, existing.id);
    confirmed =
      (proven?.channel === 'email' && proven.target === r.email) ||
      (proven?.channel === 'mobile' && proven.target === r.mobile);
  }

  const [clash] = await db
    .select({ email: members.email, mobile: members.mobile })
    .from(members)
    .where(
      and(
        or(eq(members.email, r.email), eq(members.mobile, r.mobile)),
        existing ? ne(members.id, existing.id) : undefined,
      ),
    )
    .limit(1);
  if (clash) return failed(clash.email === r.email ? REG_MSG.emailInUse : REG_MSG.mobileInUse);

  let categoryId = r.categoryId;
  if (r.associationId !== null) {
    if (categoryId === null && existing) {
      const [current] = await db
        .select({ categoryId: memberships.categoryId })
        .from(memberships)
        .where(and(eq(memberships.memberId, existing.id), eq(memberships.associationId, r.associationId)));
      categoryId = current?.categoryId ?? null;
    }
    if (categoryId === null) return failed(COMMON_MSG.categoryRequired);
    // A retired category takes no new members; one who holds it already keeps it.
    const [offered] = await db
      .select({ categoryId: associationCategories.categoryId })
      .from(associationCategories)
      .innerJoin(categories, eq(categories.id, associationCategories.categoryId))
      .where(
        and(
          eq(associationCategories.associationId, r.associationId),
          eq(associationCategories.categoryId, categoryId),
          or(
            isNull(categories.retiredAt),
            existing
              ? sql`exists (select 1 from memberships ms where ms.member_id = ${existing.id}
                    and ms.issuer_id = ${r.associationId} and ms.category_id = ${categoryId})`
              : sql`false`,
          ),
        ),
      );
    if (!offered) return failed(REG_MSG.categoryUnavailable);
  }

  const passwordHash = await hashSecret(r.password);
  const person = {
    name: r.name,
    presentationName: r.presentationName,
    email: r.email,
    mobile: r.mobile,
    birthDate: r.birthDate,
    sex: r.sex,
    crm: r.crm,
    crmUf: r.crmUf,
    rqe: r.rqe,
    facebook: r.facebook,
    instagram: r.instagram,
    x: r.x,
    linkedin: r.linkedin,
    lattes: r.lattes,
    passwordHash,
    termsAcceptedAt: now,
  };

  try {
    return await transactionOutcome(db, async (tx) => {
      let id: number;
      if (existing) {
        const used = await checkCode(
          tx,
          secret,
          { purpose: 'registro', memberId: existing.id, code: r.confirmationCode!, consume: true },
          now,
        );
        if (!used.ok) throw refusal(used.message);
        // Only a row still without a password: a parallel registration of the same CPF loses.
        const [updated] = await tx
          .update(members)
          .set({ ...person, confirmed })
          .where(and(eq(members.id, existing.id), isNull(members.passwordHash)))
          .returning({ id: members.id });
        if (!updated) throw refusal(COMMON_MSG.alreadyRegistered);
        id = updated.id;
      } else {
        const [inserted] = await tx
          .insert(members)
          .values({ ...person, cpf: r.cpf, confirmed: false })
          .returning({ id: members.id });
        id = inserted!.id;
      }

      await recordTermsConsent(tx, id, now);
      const address = { ...r.address, main: true };
      const current = await findMainAddress(tx, id);
      if (current) await tx.update(addresses).set(address).where(eq(addresses.id, current.id));
      else await tx.insert(addresses).values({ ...address, memberId: id });

      if (r.associationId !== null && categoryId !== null) {
        const status = r.associationMode ? 'P' : 'A';
        const today = toWireDate(now);
        const [membership] = await tx
          .insert(memberships)
          .values({ memberId: id, associationId: r.associationId, categoryId, status, categorySince: today })
          .onConflictDoUpdate({
            target: [memberships.memberId, memberships.associationId],
            // The time in a category counts (Aspirante for at most 2 years): a new category starts today.
            set: {
              categoryId,
              status,
              categorySince: sql`case when ${memberships.categoryId} = ${categoryId} then ${memberships.categorySince} else ${today}::date end`,
            },
          })
          .returning({ id: memberships.id });
        // Accepted at once (plain /register): the year's annuity of the category is billed now;
        // an association request (P) is billed when staff approve it.
        if (status === 'A') {
          const annuity = await createFirstAnnuity(
            tx,
            { id: membership!.id, associationId: r.associationId, categoryId },
            now,
          );
          if (!annuity.ok) throw refusal(REG_MSG.categoryUnavailable);
        }
      }

      const uploadIds = r.documents.flatMap((d) => (d.uploadId ? [d.uploadId] : []));
      if (uploadIds.length > 0 && !(await claimUploads(tx, r.uploadFlowId ?? '', uploadIds, now))) {
        throw refusal(UPLOAD_MSG.notFound);
      }
      if (r.documents.length > 0) {
        await tx.insert(documents).values(
          r.documents.map((d) => ({
            memberId: id,
            associationId: r.associationId,
            fileName: d.fileName,
            mime: d.mime,
            size: d.size,
            content: d.content,
            uploadId: d.uploadId,
          })),
        );
      }
      return succeeded({ memberId: id });
    });
  } catch (error) {
    const constraint = violatedConstraint(error);
    const message = constraint ? UNIQUE_MESSAGES[constraint] : undefined;
    if (message) return failed(message);
    throw error;
  }
}
