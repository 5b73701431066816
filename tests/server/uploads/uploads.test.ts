import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_MAX_BYTES } from '../../../domain/constants';
import { fileWrongType, COMMON_MSG, videoWrongType } from '../../../domain/messages';
import { UPLOAD_MSG } from '../../../domain/upload-messages';
import { documents, members, uploads } from '../../../server/db/schema';
import { deleteAbandonedUploads } from '../../../server/uploads/abandoned-uploads';
import { staffTokens, type StaffTokens } from '../gestao/gestao-fixtures';
import { gestao } from '../gestao/support';
import { nextIp, post, registrationOf, TINY_PDF } from '../support/registration';
import { createTestApp, type TestContext } from '../support/test-app';
import { idOf, tusClient } from './tus-client';

let t: TestContext;
let staff: StaffTokens;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffTokens(t);
});
afterAll(() => t.close());

const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(48, 7)]);
const { TUS, newToken, create, patch, head, uploaded, refusesOversize } = tusClient(() => t);

const rowOf = async (id: string) => (await t.database.db.select().from(uploads).where(eq(uploads.id, id)))[0];
const fileOf = (id: string) => join(t.app.config.dataDir, 'uploads', id);

describe('POST /api/uploads/token', () => {
  it('opens a flow with a token and its expiry', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/uploads/token', remoteAddress: nextIp() });
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toMatch(/^[a-f0-9]{32}\.\d+\./);
    expect(Date.parse(res.json().expiresAt)).toBeGreaterThan(Date.now());
  });
});

describe('tus on /api/uploads/files', () => {
  it('creates, takes bytes in parts, tells the offset to resume from and completes', async () => {
    const token = await newToken();
    const created = await create(token, TINY_PDF.length);
    expect(created.statusCode).toBe(201);
    const location = String(created.headers.location);
    expect(location).toMatch(/^\/api\/uploads\/files\/[a-f0-9]{32}$/);

    const half = 40;
    const first = await patch(token, location, 0, TINY_PDF.subarray(0, half));
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));
    // A connection broke here: the client asks where to go on from.
    const resumed = await head(token, location);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.headers['upload-offset']).toBe(String(half));
    expect(resumed.headers['upload-length']).toBe(String(TINY_PDF.length));
    expect((await rowOf(idOf(location)))?.completedAt).toBeNull();

    const rest = await patch(token, location, half, TINY_PDF.subarray(half));
    expect(rest.statusCode).toBe(204);
    expect(rest.headers['upload-offset']).toBe(String(TINY_PDF.length));
    const row = await rowOf(idOf(location));
    expect(row).toMatchObject({
      kind: 'document',
      fileName: 'diploma.pdf',
      size: TINY_PDF.length,
      mime: 'application/pdf',
    });
    expect(row?.completedAt).not.toBeNull();
    expect(existsSync(fileOf(idOf(location)))).toBe(true);
  });

  it('refuses, and deletes, a file whose first bytes are not an accepted type', async () => {
    const token = await newToken();
    const fake = Buffer.from('isto não é um PDF, apenas texto com nome de PDF');
    const created = await create(token, fake.length, { name: 'falso.pdf' });
    const location = String(created.headers.location);
    const res = await patch(token, location, 0, fake);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ ok: false, message: fileWrongType('falso.pdf') });
    expect(await rowOf(idOf(location))).toBeUndefined();
    expect(existsSync(fileOf(idOf(location)))).toBe(false);
    expect((await head(token, location)).statusCode).toBe(404);
  });

  it('takes MP4 and WEBM as video and nothing else', async () => {
    const token = await newToken();
    const id = await uploaded(token, MP4, { kind: 'video', name: 'aula.mp4' });
    expect((await rowOf(id))?.mime).toBe('video/mp4');

    const created = await create(token, TINY_PDF.length, { kind: 'video', name: 'aula.pdf' });
    const res = await patch(token, String(created.headers.location), 0, TINY_PDF);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(videoWrongType('aula.pdf'));
  });

  it('refuses an Upload-Length over the limit before a byte is stored', async () => {
    const token = await newToken();
    const before = await t.database.db.select().from(uploads);
    await refusesOversize(token);
    expect(await t.database.db.select().from(uploads)).toHaveLength(before.length);
    // A video of exactly 1 GB is within its limit.
    expect((await create(token, VIDEO_MAX_BYTES, { kind: 'video', name: 'limite.mp4' })).statusCode).toBe(
      201,
    );
  });

  it('needs a valid token, and only the flow that created an upload continues it', async () => {
    expect((await create(null, 10)).statusCode).toBe(401);
    expect((await create('abc.123.def', 10)).json()).toEqual({ ok: false, message: UPLOAD_MSG.tokenInvalid });
    const mine = await newToken();
    const theirs = await newToken();
    const location = String((await create(mine, TINY_PDF.length)).headers.location);
    expect((await head(theirs, location)).statusCode).toBe(404);
    const foreign = await patch(theirs, location, 0, TINY_PDF);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(UPLOAD_MSG.notFound);
    expect((await head(mine, location)).headers['upload-offset']).toBe('0');
  });

  it('answers malformed tus requests with 4xx, never 500', async () => {
    const token = await newToken();
    const location = String((await create(token, TINY_PDF.length)).headers.location);
    const cases = [
      create(token, null), // deferred length: the size must be known first
      create(token, 10, { kind: 'planilha' }),
      t.app.inject({
        method: 'POST',
        url: '/api/uploads/files',
        headers: { ...TUS, 'upload-token': token, 'upload-length': 'abc' },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/uploads/files',
        headers: { ...TUS, 'upload-token': token, 'upload-length': '-5' },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/uploads/files',
        headers: { 'upload-token': token, 'upload-length': '5' },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/uploads/files',
        headers: { ...TUS, 'upload-token': token, 'upload-length': '5', 'upload-metadata': '%%%' },
      }),
      patch(token, location, 'x', 'a'),
      t.app.inject({
        method: 'PATCH',
        url: location,
        headers: { ...TUS, 'upload-token': token, 'upload-offset': '0', 'content-type': 'application/json' },
        payload: '{}',
      }),
      patch(token, location, 7, TINY_PDF.subarray(0, 3)), // not where the upload stands
      patch(token, '/api/uploads/files/nao-existe', 0, TINY_PDF),
      head(token, '/api/uploads/files/..%2F..%2Fetc'),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
    expect((await create(token, null)).json().message).toBe(UPLOAD_MSG.lengthRequired);
  });
});

describe('registrarConta with uploaded files', () => {
  const associate = (n: string, token: string | null, arquivos: object[]) =>
    post(t, '/api/auth/registrarConta', {
      ...registrationOf(n, { modoAssociacao: true, arquivos }),
      uploadToken: token,
    });
  const file = (uploadId: string, nome = 'diploma.pdf') => ({
    id: uploadId,
    nome,
    uploadId,
    size: 1,
    type: 'application/pdf',
  });

  it("makes the flow's finished uploads the member's documents, which staff open", async () => {
    const token = await newToken();
    const pdf = await uploaded(token, TINY_PDF);
    const video = await uploaded(token, MP4, { kind: 'video', name: 'aula.mp4' });
    const res = await associate('701', token, [file(pdf), file(video, 'aula.mp4')]);
    expect(res.json()).toEqual({ resultado: true, msg: COMMON_MSG.accountRegistered });

    const [member] = await t.database.db
      .select()
      .from(members)
      .where(eq(members.email, 'pessoa701@exemplo.com.br'));
    const docs = await t.database.db.select().from(documents).where(eq(documents.memberId, member!.id));
    expect(docs.map((d) => [d.fileName, d.mime, d.uploadId, d.content])).toEqual([
      ['diploma.pdf', 'application/pdf', pdf, null],
      ['aula.mp4', 'video/mp4', video, null],
    ]);
    expect((await rowOf(pdf))?.claimedAt).not.toBeNull();

    const opened = await gestao(t, staff.gestor, 'GET', `/documents/${docs[0]!.id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.rawPayload.equals(TINY_PDF)).toBe(true);
    // The upload is the member's document now: the cleanup never takes it.
    await deleteAbandonedUploads(t.database.db, t.app.uploadStore, new Date(Date.now() + 48 * 3600_000));
    expect(existsSync(fileOf(pdf))).toBe(true);
  });

  it("refuses another flow's, an unknown, an unfinished or an already used upload id", async () => {
    const token = await newToken();
    const other = await newToken();
    const foreign = await uploaded(other, TINY_PDF);
    expect((await associate('702', token, [file(foreign)])).json()).toEqual({
      resultado: false,
      msg: UPLOAD_MSG.notFound,
    });
    expect((await associate('702', token, [file('0'.repeat(32))])).json().msg).toBe(UPLOAD_MSG.notFound);
    expect((await associate('702', null, [file(foreign)])).json().msg).toBe(UPLOAD_MSG.tokenInvalid);

    const unfinished = idOf(String((await create(token, TINY_PDF.length)).headers.location));
    expect((await associate('702', token, [file(unfinished)])).json().msg).toBe(
      UPLOAD_MSG.notFinished('diploma.pdf'),
    );

    const used = await uploaded(token, TINY_PDF);
    expect((await associate('703', token, [file(used)])).json().resultado).toBe(true);
    expect((await associate('704', token, [file(used)])).json().msg).toBe(UPLOAD_MSG.notFound);

    const bad = await post(
      t,
      '/api/auth/registrarConta',
      registrationOf('705', {
        modoAssociacao: true,
        arquivos: [{ nome: 'x.pdf', uploadId: '../etc', type: 'application/pdf' }],
      }),
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe('the arquivos job', () => {
  it('deletes uploads no registration took, a day after they started', async () => {
    const token = await newToken();
    const id = await uploaded(token, TINY_PDF);
    const never = idOf(String((await create(token, 100)).headers.location));
    await deleteAbandonedUploads(t.database.db, t.app.uploadStore, new Date(Date.now() + 3600_000));
    expect(await rowOf(id)).toBeDefined();

    const result = await deleteAbandonedUploads(
      t.database.db,
      t.app.uploadStore,
      new Date(Date.now() + 25 * 3600_000),
    );
    expect(result.deleted).toBeGreaterThanOrEqual(2);
    expect(await rowOf(id)).toBeUndefined();
    expect(await rowOf(never)).toBeUndefined();
    expect(existsSync(fileOf(id))).toBe(false);
  });
});
