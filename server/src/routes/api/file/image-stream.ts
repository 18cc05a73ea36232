/**
 * Streams one uploaded file part into storage while checking it: the first bytes must be a real image (magic
 * bytes) and the total must stay within the limit. Nothing is buffered beyond the sniff window, and a refused
 * upload leaves no file behind (the storage writes through a temp file).
 */
import { Transform } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import type { SniffedImageType } from '../../../../../src/domain/images';
import type { HttpError } from '../../../lib/http-error';
import { badRequest } from '../../../lib/http-error';
import { SNIFF_BYTES, sniffImageType } from '../../../lib/image-sniff';
import type { StoredObject } from '../../../plugins/storage';

export interface StoredImage extends StoredObject {
  contentType: SniffedImageType;
}

export interface ImageGuardOptions {
  maxBytes: number;
  /** the error for a file over maxBytes */
  tooLarge: () => HttpError;
  /** the smallest size accepted (policy content-length-range) */
  minBytes?: number;
  tooSmall?: () => HttpError;
}

/** A pass-through that refuses non-images and anything over `maxBytes`; `type()` is the sniffed type once known. */
export function imageGuard({ maxBytes, tooLarge, minBytes = 1, tooSmall }: ImageGuardOptions) {
  let head: Buffer = Buffer.alloc(0);
  let sniffed: SniffedImageType | null = null;
  let size = 0;
  const decide = (): Error | null => {
    sniffed = sniffImageType(head);
    return sniffed ? null : badRequest('imageNotImage');
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(tooLarge());
      if (sniffed) return done(null, chunk);
      head = Buffer.concat([head, chunk]);
      if (head.length < SNIFF_BYTES) return done();
      const error = decide();
      if (error) return done(error);
      done(null, head);
    },
    flush(done) {
      if (size < minBytes) return done(tooSmall ? tooSmall() : badRequest('imageNotImage'));
      if (sniffed) return done();
      const error = decide();
      if (error) return done(error);
      done(null, head);
    },
  });
  return { stream, type: () => sniffed };
}

/** Stores `part` through the guard; maps the multipart plugin's own size error to `tooLarge`. */
export async function storeImagePart(
  app: FastifyInstance,
  part: MultipartFile,
  prefix: string,
  guard: ImageGuardOptions,
): Promise<StoredImage> {
  const { stream, type } = imageGuard(guard);
  part.file.on('error', (error) => stream.destroy(error));
  // the storage attaches its pipeline after an await; until then an early refusal must not count as unhandled
  // (the pipeline still sees the stored error when it attaches)
  stream.on('error', () => {});
  try {
    const stored = await app.storage.put(part.file.pipe(stream), { prefix });
    // busboy marks a part it cut at its own fileSize limit as truncated
    if (part.file.truncated) {
      await app.storage.delete(stored.key);
      throw guard.tooLarge();
    }
    return { ...stored, contentType: type() as SniffedImageType };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw guard.tooLarge();
    throw error;
  }
}
