import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileWrongType, COMMON_MSG } from '../../../domain/messages';
import { documents, members, uploads } from '../../../server/db/schema';
import { deleteAbandonedUploads } from '../../../server/uploads/abandoned-uploads';
import { staffTokens, type StaffTokens } from '../gestao/gestao-fixtures';
import { gestao } from '../gestao/support';
import { post, registrationOf, TINY_PDF } from '../support/registration';
import { createTestApp, type TestContext } from '../support/test-app';
import { startLocalS3, type LocalS3 } from './local-s3';
import { idOf, tusClient } from './tus-client';

// UPLOAD_S3_*: the same tus uploads, kept in an S3 bucket (a local S3 server) instead of DATA_DIR.
let s3: LocalS3;
let t: TestContext;
let staff: StaffTokens;
beforeAll(async () => {
  s3 = await startLocalS3();
  t = await createTestApp({ uploadBucket: s3.settings });
  staff = await staffTokens(t);
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const { newToken, create, patch, head, uploaded, refusesOversize } = tusClient(() => t);
const MB = 1024 * 1024;

/** A PDF (its first bytes are) larger than S3's 5 MB minimum part, so it goes up in several parts. */
const bigPdf = (size: number) => Buffer.concat([TINY_PDF, Buffer.alloc(size - TINY_PDF.length, '%')]);

const rowOf = async (id: string) => (await t.database.db.select().from(uploads).where(eq(uploads.id, id)))[0];
/** The bucket's objects that belong to upload `id` (the file, its .info, an unfinished .part). */
const objectsOf = async (id: string) => (await s3.keys()).filter((key) => key.startsWith(id));
const callsSince = (mark: number, pattern: RegExp) =>
  s3.calls.slice(mark).filter((call) => pattern.test(call));

describe('tus uploads into an S3 bucket', () => {
  it('takes a 12 MB document in two PATCHes, resumes from HEAD and completes it as one object', async () => {
    const file = bigPdf(12 * MB);
    const token = await newToken();
    const created = await create(token, file.length);
    expect(created.statusCode).toBe(201);
    const location = String(created.headers.location);
    const id = idOf(location);
    const mark = s3.calls.length;

    // 3 MB: under S3's minimum part, kept as the upload's pending .part object.
    const first = await patch(token, location, 0, file.subarray(0, 3 * MB));
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(3 * MB));
    expect(await objectsOf(id)).toEqual([`${id}.info`, `${id}.part`]);
    // A connection broke here: the client asks where to go on from.
    const resumed = await head(token, location);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.headers['upload-offset']).toBe(String(3 * MB));
    expect(resumed.headers['upload-length']).toBe(String(file.length));
    expect((await rowOf(id))?.completedAt).toBeNull();

    const rest = await patch(token, location, 3 * MB, file.subarray(3 * MB));
    expect(rest.statusCode).toBe(204);
    expect(rest.headers['upload-offset']).toBe(String(file.length));
    // The pending 3 MB and the rest went up as an 8 MB part and a final 4 MB one.
    expect(callsSince(mark, /^PUT .*partNumber&uploadId$/)).toEqual([
      `PUT quita-uploads/${id}?partNumber&uploadId`,
      `PUT quita-uploads/${id}?partNumber&uploadId`,
    ]);
    expect(callsSince(mark, /^POST .*\?uploadId$/)).toEqual([`POST quita-uploads/${id}?uploadId`]);
    expect(await s3.openMultipartUploads()).toEqual([]);

    expect(await objectsOf(id)).toEqual([id, `${id}.info`]);
    expect((await s3.object(id)).equals(file)).toBe(true);
    expect(await rowOf(id)).toMatchObject({ size: file.length, mime: 'application/pdf' });
    expect((await rowOf(id))?.completedAt).not.toBeNull();
  });

  it('refuses a file whose first bytes are not an accepted type, and removes it from the bucket', async () => {
    const token = await newToken();
    const fake = Buffer.alloc(6 * MB, 'isto não é um PDF ');
    const created = await create(token, fake.length, { name: 'falso.pdf' });
    const location = String(created.headers.location);
    const id = idOf(location);
    const res = await patch(token, location, 0, fake);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ ok: false, message: fileWrongType('falso.pdf') });
    expect(await rowOf(id)).toBeUndefined();
    expect(await objectsOf(id)).toEqual([]);
    expect((await head(token, location)).statusCode).toBe(404);
  });

  it('refuses an Upload-Length over the limit before anything reaches the bucket', async () => {
    const token = await newToken();
    const keys = await s3.keys();
    const mark = s3.calls.length;
    await refusesOversize(token);
    expect(s3.calls.slice(mark)).toEqual([]);
    expect(await s3.keys()).toEqual(keys);
  });
});

describe('registrarConta and staff with files in the bucket', () => {
  it("claims the flow's upload, which staff read back byte for byte and the cleanup keeps", async () => {
    const file = bigPdf(7 * MB);
    const token = await newToken();
    const id = await uploaded(token, file);
    const res = await post(t, '/api/auth/registrarConta', {
      ...registrationOf('801', {
        modoAssociacao: true,
        arquivos: [{ id, nome: 'diploma.pdf', uploadId: id, size: 1, type: 'application/pdf' }],
      }),
      uploadToken: token,
    });
    expect(res.json()).toEqual({ resultado: true, msg: COMMON_MSG.accountRegistered });
    expect((await rowOf(id))?.claimedAt).not.toBeNull();

    const [member] = await t.database.db
      .select()
      .from(members)
      .where(eq(members.email, 'pessoa801@exemplo.com.br'));
    const [doc] = await t.database.db.select().from(documents).where(eq(documents.memberId, member!.id));
    expect(doc).toMatchObject({ uploadId: id, mime: 'application/pdf', size: file.length, content: null });

    const opened = await gestao(t, staff.gestor, 'GET', `/documents/${doc!.id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['content-length']).toBe(String(file.length));
    expect(opened.rawPayload.equals(file)).toBe(true);

    await deleteAbandonedUploads(t.database.db, t.app.uploadStore, new Date(Date.now() + 48 * 3600_000));
    expect(await objectsOf(id)).toEqual([id, `${id}.info`]);
  });
});

describe('the arquivos job on the bucket', () => {
  it('deletes the objects of uploads no registration took: finished, half-sent or never written', async () => {
    const token = await newToken();
    const finished = await uploaded(token, bigPdf(6 * MB));
    const halfLocation = String((await create(token, 6 * MB)).headers.location);
    expect((await patch(token, halfLocation, 0, TINY_PDF)).statusCode).toBe(204);
    const half = idOf(halfLocation);
    const never = idOf(String((await create(token, 100)).headers.location));
    expect(await objectsOf(half)).toEqual([`${half}.info`, `${half}.part`]);
    expect(await objectsOf(never)).toEqual([`${never}.info`]);

    await deleteAbandonedUploads(t.database.db, t.app.uploadStore, new Date(Date.now() + 3600_000));
    expect(await objectsOf(finished)).toEqual([finished, `${finished}.info`]);

    const result = await deleteAbandonedUploads(
      t.database.db,
      t.app.uploadStore,
      new Date(Date.now() + 25 * 3600_000),
    );
    expect(result.deleted).toBeGreaterThanOrEqual(3);
    for (const id of [finished, half, never]) {
      expect(await rowOf(id)).toBeUndefined();
      expect(await objectsOf(id)).toEqual([]);
    }
    expect(await s3.openMultipartUploads()).toEqual([]);
  });
});
