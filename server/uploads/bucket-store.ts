import { S3Store } from '@tus/s3-store';
import { ERRORS } from '@tus/server';
import type { UploadBucketSettings } from '../config';

const S3_PART_BYTES = 8 * 1024 * 1024;

const isMissing = (error: unknown) =>
  error instanceof Error && ['NoSuchKey', 'NoSuchUpload', 'NotFound'].includes(error.name);

/**
 * @tus/s3-store with a removal that leaves nothing behind. Its own remove() first aborts the
 * multipart upload, which S3 answers NoSuchUpload once the upload was completed, and gives up there:
 * a finished file refused for its type, or abandoned, stayed in the bucket. Nor did it delete the
 * `.part` object that holds a PATCH's bytes short of S3's 5 MB minimum part.
 */
class BucketStore extends S3Store {
  override async remove(id: string): Promise<void> {
    let uploadId: string;
    try {
      uploadId = (await this.getMetadata(id))['upload-id'];
    } catch (error) {
      if (isMissing(error)) throw ERRORS.FILE_NOT_FOUND;
      throw error;
    }
    await this.client
      .abortMultipartUpload({ Bucket: this.bucket, Key: id, UploadId: uploadId })
      .catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    await this.client.deleteObjects({
      Bucket: this.bucket,
      Delete: { Objects: [{ Key: id }, { Key: this.partKey(id, true) }, { Key: this.infoKey(id) }] },
    });
    await this.clearCache(id);
  }
}

export function createBucketStore(bucket: UploadBucketSettings): S3Store {
  return new BucketStore({
    partSize: S3_PART_BYTES,
    s3ClientConfig: {
      bucket: bucket.bucket,
      region: bucket.region,
      ...(bucket.endpoint
        ? {
            endpoint: bucket.endpoint,
            forcePathStyle: true,
            // The SDK's default CRC32 trailers in aws-chunked bodies are AWS's: several S3-compatible
            // services store those frames as the file's bytes or refuse the request.
            requestChecksumCalculation: 'WHEN_REQUIRED' as const,
            responseChecksumValidation: 'WHEN_REQUIRED' as const,
          }
        : {}),
      ...(bucket.accessKeyId && bucket.secretAccessKey
        ? { credentials: { accessKeyId: bucket.accessKeyId, secretAccessKey: bucket.secretAccessKey } }
        : {}),
    },
  });
}
