/**
 * A defensive zip reader for untrusted uploads: reads the central directory itself, extracts only the entries
 * asked for, and inflates them in small slices while counting, so a zip bomb (or an entry lying about its
 * size) is stopped at the limit instead of filling memory.
 */
import { Inflate } from 'fflate';

export class XlsxFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XlsxFormatError';
  }
}

export interface ZipLimits {
  /** the file itself */
  maxArchiveBytes: number;
  /** one inflated entry */
  maxEntryBytes: number;
  /** all inflated entries together */
  maxTotalBytes: number;
  maxEntries: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxArchiveBytes: 50 * 1024 * 1024,
  maxEntryBytes: 200 * 1024 * 1024,
  maxTotalBytes: 300 * 1024 * 1024,
  maxEntries: 10_000,
};

interface Entry {
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const SLICE = 16 * 1024;

function u16(d: Uint8Array, o: number): number {
  return d[o] | (d[o + 1] << 8);
}
function u32(d: Uint8Array, o: number): number {
  return (d[o] | (d[o + 1] << 8) | (d[o + 2] << 16)) + d[o + 3] * 0x1000000;
}

export class ZipReader {
  private readonly entries = new Map<string, Entry>();
  private inflatedTotal = 0;

  constructor(
    private readonly data: Uint8Array,
    private readonly limits: ZipLimits = DEFAULT_ZIP_LIMITS,
  ) {
    if (data.length > limits.maxArchiveBytes) throw new XlsxFormatError(`file larger than ${limits.maxArchiveBytes} bytes`);
    let eocd = -1;
    for (let i = data.length - 22; i >= Math.max(0, data.length - 22 - 65535); i--) {
      if (u32(data, i) === 0x06054b50) {
        eocd = i;
        break;
      }
    }
    if (eocd < 0) throw new XlsxFormatError('not a zip file');
    const count = u16(data, eocd + 10);
    let at = u32(data, eocd + 16);
    if (count === 0xffff || at === 0xffffffff) throw new XlsxFormatError('zip64 archives are not supported');
    if (count > limits.maxEntries) throw new XlsxFormatError('too many zip entries');
    const names = new TextDecoder('utf-8', { fatal: false });
    for (let i = 0; i < count; i++) {
      if (at + 46 > data.length || u32(data, at) !== 0x02014b50) throw new XlsxFormatError('corrupt zip directory');
      const flags = u16(data, at + 8);
      if (flags & 1) throw new XlsxFormatError('encrypted zip entries are not supported');
      const nameLength = u16(data, at + 28);
      const name = names.decode(data.subarray(at + 46, at + 46 + nameLength));
      const entry: Entry = {
        method: u16(data, at + 10),
        compressedSize: u32(data, at + 20),
        size: u32(data, at + 24),
        localOffset: u32(data, at + 42),
      };
      if (this.entries.has(name)) throw new XlsxFormatError(`duplicate zip entry ${name}`);
      this.entries.set(name, entry);
      at += 46 + nameLength + u16(data, at + 30) + u16(data, at + 32);
    }
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** Inflated bytes of one entry, or null when absent. Throws on any limit or inconsistency. */
  read(name: string): Uint8Array | null {
    const e = this.entries.get(name);
    if (!e) return null;
    const { data, limits } = this;
    const limit = Math.min(limits.maxEntryBytes, limits.maxTotalBytes - this.inflatedTotal);
    if (e.size > limit) throw new XlsxFormatError(`${name}: inflated size over the limit`);
    if (e.localOffset + 30 > data.length || u32(data, e.localOffset) !== 0x04034b50) throw new XlsxFormatError('corrupt zip entry');
    const start = e.localOffset + 30 + u16(data, e.localOffset + 26) + u16(data, e.localOffset + 28);
    const end = start + e.compressedSize;
    if (end > data.length) throw new XlsxFormatError('truncated zip entry');
    const raw = data.subarray(start, end);
    let out: Uint8Array;
    if (e.method === 0) {
      out = raw.slice();
    } else if (e.method === 8) {
      // the declared size is only a hint: count what really comes out and stop at the limit
      const chunks: Uint8Array[] = [];
      let total = 0;
      const inflate = new Inflate((chunk) => {
        total += chunk.length;
        if (total > limit || total > e.size) throw new XlsxFormatError(`${name}: inflated size over the limit`);
        chunks.push(chunk);
      });
      for (let at = 0; at < raw.length; at += SLICE) inflate.push(raw.subarray(at, Math.min(at + SLICE, raw.length)), at + SLICE >= raw.length);
      if (raw.length === 0) inflate.push(new Uint8Array(0), true);
      out = new Uint8Array(total);
      let pos = 0;
      for (const c of chunks) {
        out.set(c, pos);
        pos += c.length;
      }
    } else {
      throw new XlsxFormatError(`unsupported compression method ${e.method}`);
    }
    if (out.length !== e.size) throw new XlsxFormatError(`${name}: size mismatch`);
    this.inflatedTotal += out.length;
    return out;
  }
}
