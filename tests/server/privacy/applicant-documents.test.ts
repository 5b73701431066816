import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, documents, members, memberships, uploads } from '../../../server/db/schema';
import { JOBS } from '../../../server/jobs/definitions';
import { deleteExpiredApplicantDocuments } from '../../../server/privacy/applicant-documents';
import { memberOf } from '../gestao/gestao-fixtures';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const OTHER_ASSOCIATION = 1024839;
const NOW = new Date('2026-09-01T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);
let serial = 0;

/** A document uploaded `days` ago, its file on disk; `associationId` null: sent with no association. */
async function documentOf(memberId: number, days: number, associationId: number | null = 428) {
  const db = t.database.db;
  serial += 1;
  const uploadId = `applicant-${memberId}-${serial}`;
  const dir = join(t.app.config.dataDir, 'uploads');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, uploadId);
  writeFileSync(file, 'diploma');
  await db.insert(uploads).values({
    id: uploadId,
    flowId: `flow-${uploadId}`,
    kind: 'document',
    fileName: 'diploma.pdf',
    size: 7,
    createdAt: daysAgo(days),
    claimedAt: daysAgo(days),
  });
  const [doc] = await db
    .insert(documents)
    .values({
      memberId,
      associationId,
      fileName: 'diploma.pdf',
      mime: 'application/pdf',
      size: 7,
      uploadId,
      createdAt: daysAgo(days),
    })
    .returning({ id: documents.id });
  return { id: doc!.id, file, uploadId };
}

/** An applicant at association 428: refused `decidedDaysAgo` ago, or still waiting since `createdDaysAgo`. */
async function applicant(status: 'N' | 'P' | 'A', days: number, associationId = 428) {
  const person = await memberOf(t, associationId, { status });
  await t.database.db
    .update(memberships)
    .set({ createdAt: daysAgo(days + 10), decidedAt: status === 'P' ? null : daysAgo(days) })
    .where(eq(memberships.id, person.membershipId));
  if (status === 'P') {
    await t.database.db
      .update(memberships)
      .set({ createdAt: daysAgo(days) })
      .where(eq(memberships.id, person.membershipId));
  }
  await t.database.db
    .update(members)
    .set({ confirmed: true, createdAt: daysAgo(days + 10) })
    .where(eq(members.id, person.memberId));
  return person;
}

async function documentsLeft(ids: number[]) {
  const rows = await t.database.db
    .select({ id: documents.id })
    .from(documents)
    .where(inArray(documents.id, ids));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

const job = JOBS.find((j) => j.name === 'documentos-candidatos')!;

describe("'documentos-candidatos': applicants' documents kept 180 days (LGPD)", () => {
  it('deletes the documents of applicants refused or abandoned 180 days ago, with their files; keeps the rest; a rerun deletes nothing', async () => {
    const refused = await documentOf((await applicant('N', 200)).memberId, 200);
    const refusedRecently = await documentOf((await applicant('N', 179)).memberId, 200);
    const refusedLongAgo = await applicant('N', 200);
    const recentDocument = await documentOf(refusedLongAgo.memberId, 179);
    const waiting = await documentOf((await applicant('P', 200)).memberId, 200);
    const waitingRecently = await documentOf((await applicant('P', 179)).memberId, 200);
    const approved = await applicant('A', 400);
    await t.database.db.update(members).set({ confirmed: false }).where(eq(members.id, approved.memberId));
    const approvedDocument = await documentOf(approved.memberId, 300);

    // Refused at 428 but a member of the other association: what was sent to 428 goes, the
    // document sent with no association stays.
    const refusedHere = await applicant('N', 200);
    const [otherCategory] = await t.database.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.associationId, OTHER_ASSOCIATION));
    await t.database.db.insert(memberships).values({
      memberId: refusedHere.memberId,
      associationId: OTHER_ASSOCIATION,
      categoryId: otherCategory!.id,
      status: 'A',
    });
    const sentHere = await documentOf(refusedHere.memberId, 200, 428);
    const unattached = await documentOf(refusedHere.memberId, 200, null);

    // An account never confirmed, 200 days old, known to 428 only as a registrant.
    const unconfirmed = await memberOf(t, 428, { status: 'R' });
    await t.database.db
      .update(members)
      .set({ createdAt: daysAgo(200) })
      .where(eq(members.id, unconfirmed.memberId));
    const unconfirmedDocument = await documentOf(unconfirmed.memberId, 200, null);

    const logged: unknown[] = [];
    const log = { info: (entry: unknown) => logged.push(entry) } as unknown as FastifyBaseLogger;
    const first = (await job.run({ db: t.database.db, config: t.app.config, now: () => NOW, log })) as {
      deleted: number;
    };
    expect(first.deleted).toBeGreaterThanOrEqual(4);
    expect(logged).toEqual([
      expect.objectContaining({ job: 'documentos-candidatos', deleted: first.deleted }),
    ]);

    const gone = [refused, waiting, sentHere, unconfirmedDocument];
    const kept = [refusedRecently, recentDocument, waitingRecently, approvedDocument, unattached];
    expect(await documentsLeft([...gone, ...kept].map((d) => d.id))).toEqual(
      kept.map((d) => d.id).sort((a, b) => a - b),
    );
    for (const doc of gone) expect(existsSync(doc.file), doc.uploadId).toBe(false);
    for (const doc of kept) expect(existsSync(doc.file), doc.uploadId).toBe(true);
    const uploadsLeft = await t.database.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(
        inArray(
          uploads.id,
          gone.map((d) => d.uploadId),
        ),
      );
    expect(uploadsLeft).toEqual([]);

    expect(await deleteExpiredApplicantDocuments(t.database.db, t.app.uploadStore, NOW)).toEqual({
      deleted: 0,
    });
    expect(await documentsLeft(kept.map((d) => d.id))).toHaveLength(kept.length);
  });

  it('finishes a run stopped between the files and the rows: a file already gone is no error', async () => {
    const refused = await documentOf((await applicant('N', 365)).memberId, 365);
    rmSync(refused.file);
    const result = await deleteExpiredApplicantDocuments(t.database.db, t.app.uploadStore, NOW);
    expect(result.deleted).toBeGreaterThanOrEqual(1);
    expect(await documentsLeft([refused.id])).toEqual([]);
  });
});
