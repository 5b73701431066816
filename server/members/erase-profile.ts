import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ERASED_NAME } from '../../domain/privacy-request-messages';
import type { Db } from '../db/client';
import type { Erasure } from '../db/personal-data-source';
import { documents, members, memberships, outboundMessages, uploads } from '../db/schema';

/**
 * The member's row becomes the tombstone: "Titular excluído", no CPF, CRM, contacts, birth date,
 * social networks, photo, password or PIN; the account is closed (no password: no sign-in, and
 * the bumped token version ends every token). Messages still queued to them are dropped.
 */
export const eraseProfile: Erasure = {
  keeps: 'A linha da conta, como "Titular excluído", a que os pagamentos e recibos guardados se referem.',
  async erase(tx, memberId, { before, keepForCollection, now }) {
    await tx
      .update(members)
      .set({
        name: keepForCollection ? before.name : ERASED_NAME,
        cpf: keepForCollection ? before.cpf : `excluido-${memberId}`,
        presentationName: null,
        email: null,
        mobile: null,
        passwordHash: null,
        pinHash: null,
        pinFailures: 0,
        tokenVersion: sql`${members.tokenVersion} + 1`,
        birthDate: null,
        sex: null,
        crm: null,
        crmUf: null,
        rqe: null,
        facebook: null,
        instagram: null,
        x: null,
        linkedin: null,
        lattes: null,
        photo: null,
        photoMime: null,
        remindByEmail: false,
        remindByPush: false,
        erasedAt: now,
      })
      .where(eq(members.id, memberId));
    const recipients = [before.email, before.mobile, `member:${memberId}`].filter((r): r is string => !!r);
    await tx
      .delete(outboundMessages)
      .where(and(inArray(outboundMessages.recipient, recipients), eq(outboundMessages.status, 'queued')));
  },
};

/**
 * Deletes uploaded documents and their upload rows; returns the files of the upload store (disk
 * or S3) that held them, for the caller to delete (removeErasedFiles).
 */
export async function deleteDocumentRows(tx: Db, which: SQL): Promise<string[]> {
  const removed = await tx.delete(documents).where(which).returning({ uploadId: documents.uploadId });
  const ids = removed.map((r) => r.uploadId).filter((id): id is string => id !== null);
  if (ids.length) await tx.delete(uploads).where(inArray(uploads.id, ids));
  return ids;
}

/** The member's own files: their rows go, the bytes leave the upload store after the commit. */
export const eraseDocuments: Erasure = {
  async erase(tx, memberId, context) {
    context.uploadIds.push(...(await deleteDocumentRows(tx, eq(documents.memberId, memberId))));
  },
};

/**
 * Memberships stay (the kept payments and receipts name the association and category) but end:
 * no annuity, promotion or reminder picks an ended one.
 */
export const endMemberships: Erasure = {
  keeps: 'Associação, categoria e datas do vínculo, base das cobranças e recibos guardados.',
  async erase(tx, memberId, { now }) {
    await tx
      .update(memberships)
      .set({ status: 'N', decidedAt: now, refusalReason: 'Conta excluída a pedido do titular (LGPD).' })
      .where(eq(memberships.memberId, memberId));
  },
};
