/**
 * The file storage in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2...), so several servers on several machines
 * share the uploads. Keys are the filesystem store's (<prefix>/ab/cd/<id>, checked the same way) under an optional
 * S3_PREFIX.
 * put streams through @aws-sdk/lib-storage's Upload: a body under one part (5 MB) goes as one PutObject, which S3
 * only makes visible once complete; a larger one as a multipart upload that is aborted on any failure, so an object
 * exists whole or not at all. Size and sha256 are measured on the way through. The source's own error (a refused
 * image, a client gone) is what put rejects with; any other failure is the storage's (storageFault: 503, or 507
 * when the store says it is out of space). Every request has a connect and a response timeout and a few retries,
 * so an unreachable or silent store is a clear error within seconds, never a hang.
 */
import { finished, type Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertKey, measuring, newObjectKey, storageFault, type FileStorage, type StoredObject } from './storage';

export interface S3StorageOptions {
  bucket: string;
  endpoint: string | null;
  region: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
  keyPrefix: string;
  /** ms to connect, and to the answer's headers (tests shorten them) */
  connectTimeoutMs?: number;
  responseTimeoutMs?: number;
}

/** S3's smallest multipart part; one part is also what a body must exceed to go multipart */
const PART_BYTES = 5 * 1024 * 1024;

/** error names (or codes) with which S3-compatible stores say they are out of space */
const FULL_ERRORS = new Set(['XMinioStorageFull', 'StorageFull', 'QuotaExceeded', 'InsufficientStorage']);

interface S3ErrorLike {
  name?: string;
  Code?: string;
  $metadata?: { httpStatusCode?: number };
}

const isMissing = (error: S3ErrorLike) =>
  error.name === 'NoSuchKey' || (error.$metadata?.httpStatusCode === 404 && error.name !== 'NoSuchBucket');

const isFull = (error: S3ErrorLike) =>
  FULL_ERRORS.has(error.name ?? '') || FULL_ERRORS.has(error.Code ?? '') || error.$metadata?.httpStatusCode === 507;

export class S3Storage implements FileStorage {
  private readonly client: S3Client;

  constructor(readonly options: S3StorageOptions) {
    const config: S3ClientConfig = {
      region: options.region,
      endpoint: options.endpoint ?? undefined,
      forcePathStyle: options.forcePathStyle,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      maxAttempts: 3,
      requestHandler: {
        connectionTimeout: options.connectTimeoutMs ?? 3_000,
        requestTimeout: options.responseTimeoutMs ?? 30_000,
        throwOnRequestTimeout: true,
        // a download paused by a slow phone keeps its socket; one silent for this long is dead
        socketTimeout: 120_000,
      },
      // checksums only where S3 requires them: many S3-compatible stores refuse the newer trailing checksums
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    };
    this.client = new S3Client(config);
  }

  private objectKey(key: string): string {
    assertKey(key);
    return this.options.keyPrefix ? `${this.options.keyPrefix}/${key}` : key;
  }

  async put(source: Readable, { prefix }: { prefix: string }): Promise<StoredObject> {
    const { key } = newObjectKey(prefix);
    const measure = measuring();
    let sourceError: unknown = null;
    // the source may have failed already (a refusal before put was called) or fail, or close early, at any point
    finished(source, { writable: false }, (error) => {
      if (!error) return;
      sourceError ??= error;
      measure.stream.destroy(error as Error);
    });
    source.pipe(measure.stream);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.options.bucket, Key: this.objectKey(key), Body: measure.stream, ContentType: 'application/octet-stream' },
      partSize: PART_BYTES,
      // one part in memory at a time per upload
      queueSize: 1,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      source.unpipe(measure.stream);
      measure.stream.destroy();
      if (sourceError) throw sourceError;
      throw storageFault(error, isFull(error as S3ErrorLike));
    }
    return { key, ...measure.result() };
  }

  async get(key: string): Promise<{ stream: Readable; size: number } | null> {
    const command = new GetObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) });
    try {
      const object = await this.client.send(command);
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error as S3ErrorLike)) return null;
      throw storageFault(error, false);
    }
  }

  async delete(key: string): Promise<void> {
    const command = new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) });
    try {
      await this.client.send(command);
    } catch (error) {
      throw storageFault(error, false);
    }
  }

  /** Rejects unless the bucket answers with these credentials (checked at start, for the operator's log). */
  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.options.bucket }));
  }

  close(): void {
    this.client.destroy();
  }
}
