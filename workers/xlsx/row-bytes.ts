/**
 * Sheet rows written straight to UTF-8 bytes: the tags are ASCII written byte by byte, and each distinct text's
 * escaped, encoded cell tail is made once and reused (exports repeat statuses, names and places thousands of
 * times). Building one big string and encoding it afterwards cost about as much again as this whole encoder.
 * The bytes are exactly what the string writer produced: `<c r="B7" t="inlineStr"><is><t>…</t></is></c>`.
 */
import { dateToSerial, type CellValue } from './cells';

const TAILS_MAX = 50_000;
const PLAIN_ASCII = /^[\x20-\x21\x23-\x25\x27-\x3b\x3d\x3f-\x7e]*$/;

const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

export class RowEncoder {
  private buf = new Uint8Array(1 << 20);
  private pos = 0;
  private readonly encoder = new TextEncoder();
  private readonly prefixes: Uint8Array[];
  private readonly tails = new Map<string, Uint8Array>();

  constructor(
    letters: readonly string[],
    private readonly escape: (s: string) => string,
  ) {
    this.prefixes = letters.map((l) => this.encoder.encode(`<c r="${l}`));
  }

  private room(n: number): void {
    if (this.pos + n <= this.buf.length) return;
    const next = new Uint8Array(Math.max(this.buf.length * 2, this.pos + n));
    next.set(this.buf.subarray(0, this.pos));
    this.buf = next;
  }

  private ascii(s: string): void {
    this.room(s.length);
    const buf = this.buf;
    let pos = this.pos;
    for (let i = 0; i < s.length; i++) buf[pos++] = s.charCodeAt(i);
    this.pos = pos;
  }

  private bytes(b: Uint8Array): void {
    this.room(b.length);
    this.buf.set(b, this.pos);
    this.pos += b.length;
  }

  private stringTail(v: string): void {
    const cached = this.tails.get(v);
    if (cached) return this.bytes(cached);
    const space = isSpace(v.charCodeAt(0)) || isSpace(v.charCodeAt(v.length - 1));
    // plain ASCII that needs no escaping (order numbers, phones, dates) goes straight in, uncached
    if (!space && PLAIN_ASCII.test(v)) {
      this.ascii(' t="inlineStr"><is><t>');
      this.ascii(v);
      this.ascii('</t></is></c>');
      return;
    }
    const tail = this.encoder.encode(` t="inlineStr"><is><t${space ? ' xml:space="preserve"' : ''}>${this.escape(v)}</t></is></c>`);
    if (this.tails.size >= TAILS_MAX) this.tails.clear();
    this.tails.set(v, tail);
    this.bytes(tail);
  }

  /** One `<row>` of `width` cells taken from `values` at `at`; empty values write no cell. */
  row(r: number, values: readonly CellValue[], at: number, width: number): void {
    const rs = String(r);
    this.ascii('<row r="');
    this.ascii(rs);
    this.ascii('">');
    const n = this.prefixes.length;
    for (let i = 0; i < n; i++) {
      const v = i < width ? values[at + i] : null;
      switch (typeof v) {
        case 'number':
          if (!Number.isFinite(v)) continue;
          this.bytes(this.prefixes[i]);
          this.ascii(rs);
          this.ascii('"><v>');
          this.ascii(String(v));
          this.ascii('</v></c>');
          break;
        case 'string':
          if (v === '') continue;
          this.bytes(this.prefixes[i]);
          this.ascii(rs);
          this.ascii('"');
          this.stringTail(v);
          break;
        case 'boolean':
          this.bytes(this.prefixes[i]);
          this.ascii(rs);
          this.ascii(v ? '" t="b"><v>1</v></c>' : '" t="b"><v>0</v></c>');
          break;
        default:
          if (!(v instanceof Date) || Number.isNaN(v.getTime())) continue;
          this.bytes(this.prefixes[i]);
          this.ascii(rs);
          this.ascii(`" s="1"><v>${dateToSerial(v)}</v></c>`);
      }
    }
    this.ascii('</row>');
  }

  /** The bytes written since the last take (a copy: the encoder reuses its buffer). */
  take(): Uint8Array {
    const out = this.buf.slice(0, this.pos);
    this.pos = 0;
    return out;
  }
}
