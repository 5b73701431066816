import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/utils';
import type { Config, UploadBucketSettings } from '../config';

/** Where uploaded files live: DATA_DIR/uploads, or the bucket UPLOAD_S3_BUCKET names. */
export interface UploadStore {
  /** What the tus server writes through. */
  datastore: DataStore;
  open(id: string): Promise<Readable>;
  remove(id: string): Promise<void>;
}

async function bucketStore(bucket: UploadBucketSettings): Promise<UploadStore> {
  // Loaded only when configured: the AWS SDK is large and most installations keep files on disk.
  const { createBucketStore } = await import('./bucket-store');
  const store = createBucketStore(bucket);
  return { datastore: store, open: (id) => store.read(id), remove: (id) => store.remove(id) };
}

export async function createUploadStore(config: Config): Promise<UploadStore> {
  if (config.uploadBucket) return bucketStore(config.uploadBucket);
  const store = new FileStore({ directory: join(config.dataDir, 'uploads') });
  return {
    datastore: store,
    open: async (id) => store.read(id),
    remove: (id) => store.remove(id),
  };
}

/** The first `count` bytes of an upload (fewer when it is shorter), without reading the rest. */
export async function readHead(store: UploadStore, id: string, count: number): Promise<Buffer> {
  const stream = await store.open(id);
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      chunks.push(buffer);
      length += buffer.length;
      if (length >= count) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, count);
}
