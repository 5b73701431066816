import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../../server/db/schema';
import { afterErasure } from '../../../server/privacy/after-erasure';
import { deleteAbandonedUploads } from '../../../server/uploads/abandoned-uploads';
import type { UploadStore } from '../../../server/uploads/upload-store';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('After an erasure, a file store that fails', () => {
  it('leaves the files to the abandoned-uploads sweep: the erasure answers, and the sweep deletes them', async () => {
    const ids = ['apagado-arquivo-1', 'apagado-arquivo-2'];
    const errors: unknown[] = [];
    const down = { remove: async () => Promise.reject(new Error('S3 fora do ar')) };
    await expect(
      afterErasure(
        {
          ...t.app,
          uploadStore: down,
          memberSessions: { forget: async () => undefined },
          log: { error: (err: unknown) => void errors.push(err), warn: () => undefined },
        },
        999_999,
        ids,
      ),
    ).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
    const left = await t.database.db.select().from(uploads).where(inArray(uploads.id, ids));
    expect(left.map((u) => [u.id, u.fileName, u.claimedAt])).toEqual([
      [ids[0], '', null],
      [ids[1], '', null],
    ]);

    const removed: string[] = [];
    const up = { remove: async (id: string) => void removed.push(id) } as unknown as UploadStore;
    await deleteAbandonedUploads(t.database.db, up);
    expect(removed).toEqual(expect.arrayContaining(ids));
    expect(await t.database.db.select().from(uploads).where(inArray(uploads.id, ids))).toHaveLength(0);
  });
});
