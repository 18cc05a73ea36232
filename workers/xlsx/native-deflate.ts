/**
 * A zip entry deflated by the platform's own zlib (CompressionStream), several times faster than deflate in
 * JavaScript. CompressionStream offers gzip, whose trailer carries the CRC-32 and size the zip needs: the
 * 10-byte header is dropped and the 8-byte trailer read, leaving the raw deflate stream of the entry.
 */
import type { ZipInputFile } from 'fflate';

const GZIP_HEADER = 10;
const GZIP_TRAILER = 8;

export const nativeDeflateAvailable = (): boolean => typeof CompressionStream !== 'undefined';

export class NativeZipDeflate implements ZipInputFile {
  readonly compression = 8;
  /** deflate option bits of the general-purpose flag: 0 = normal */
  readonly flag = 0;
  size = 0;
  crc = 0;
  ondata?: ZipInputFile['ondata'];
  private readonly writer: WritableStreamDefaultWriter<BufferSource>;
  private headerLeft = GZIP_HEADER;
  /** the last bytes seen, held back until we know they are not the trailer */
  private tail = new Uint8Array(0);

  constructor(readonly filename: string) {
    const stream = new CompressionStream('gzip');
    this.writer = stream.writable.getWriter();
    void this.pump(stream.readable.getReader());
  }

  push(chunk: Uint8Array, final = false): void {
    this.size += chunk.length;
    void this.writer.write(chunk as Uint8Array<ArrayBuffer>).catch((e: unknown) => this.fail(e));
    if (final) void this.writer.close().catch((e: unknown) => this.fail(e));
  }

  /** resolves when the compressor wants more input (backpressure for the producer) */
  ready(): Promise<void> {
    return this.writer.ready;
  }

  private fail(e: unknown): void {
    this.ondata?.(Object.assign(new Error(`deflate failed: ${(e as Error)?.message ?? e}`), { code: 0 }), new Uint8Array(0), true);
  }

  private async pump(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        let bytes = value;
        if (this.headerLeft > 0) {
          const skip = Math.min(this.headerLeft, bytes.length);
          this.headerLeft -= skip;
          bytes = bytes.subarray(skip);
        }
        if (bytes.length === 0) continue;
        const joined = new Uint8Array(this.tail.length + bytes.length);
        joined.set(this.tail);
        joined.set(bytes, this.tail.length);
        const emit = joined.length - GZIP_TRAILER;
        if (emit > 0) this.ondata?.(null, joined.slice(0, emit), false);
        this.tail = joined.slice(Math.max(0, emit));
      }
      if (this.tail.length !== GZIP_TRAILER) throw new Error('truncated gzip stream');
      this.crc = new DataView(this.tail.buffer, this.tail.byteOffset, GZIP_TRAILER).getUint32(0, true);
      this.ondata?.(null, new Uint8Array(0), true);
    } catch (e) {
      this.fail(e);
    }
  }
}
