/**
 * A streaming XLSX writer on fflate: one sheet, inline strings (no shared-string table to hold in memory),
 * rows encoded and deflated chunk by chunk so memory stays bounded by the chunk, not the workbook.
 */
import { Zip, ZipDeflate } from 'fflate';
import { NativeZipDeflate, nativeDeflateAvailable } from './native-deflate';
import { columnLetters, type CellValue } from './cells';
import { RowEncoder } from './row-bytes';

export interface XlsxColumn {
  title: string;
  /** width in characters */
  width?: number;
}

export interface XlsxWriterOptions {
  sheetName?: string;
  /** deflate level 0–9; 1 is several times faster than 6 and only ~20 % larger for sheet XML */
  level?: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
  /**
   * Deflate the sheet with the platform's zlib (CompressionStream) where there is one: several times faster
   * than deflate in JavaScript, asynchronous — the workbook is complete when `done` resolves. The export
   * worker uses it; the server streams synchronously with fflate.
   */
  nativeDeflate?: boolean;
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;
// eslint-disable-next-line no-control-regex
const ESCAPE_ALL = /[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** XML text escape; characters XML 1.0 cannot carry at all are dropped. */
export function escapeXml(s: string): string {
  return NEEDS_ESCAPE.test(s) ? s.replace(ESCAPE_ALL, (ch) => ENTITIES[ch] ?? '') : s;
}

/** Styles: 0 default, 1 date-time, 2 bold header. */
const STYLES =
  `${HEAD}<styleSheet xmlns="${NS}"><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss"/></numFmts>` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

function staticParts(sheetName: string): [string, string][] {
  return [
    [
      '[Content_Types].xml',
      `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
        '</Types>',
    ],
    [
      '_rels/.rels',
      `${HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${HEAD}<workbook xmlns="${NS}" xmlns:r="${REL_NS}"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
    ],
    ['xl/styles.xml', STYLES],
  ];
}

/** Excel's sheet-name rules: ≤ 31 chars, none of []:*?/\ . */
function safeSheetName(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';
}

/**
 * Push rows with addRows() as they arrive and call finish(); the zip comes out through onChunk in pieces
 * (collect them into a Blob, or write them to an HTTP response).
 */
export class XlsxStreamWriter {
  private readonly zip: Zip;
  private readonly sheet: ZipDeflate | NativeZipDeflate;
  private readonly letters: string[];
  private readonly encoder = new TextEncoder();
  private readonly rows: RowEncoder;
  private rowIndex = 1;
  private failure: Error | null = null;
  rowCount = 0;
  /** resolves once the last byte of the zip has gone to onChunk (at once after finish() unless parallel) */
  readonly done: Promise<void>;

  constructor(
    columns: readonly XlsxColumn[],
    onChunk: (chunk: Uint8Array, final: boolean) => void,
    options: XlsxWriterOptions = {},
  ) {
    const level = options.level ?? 1;
    this.letters = columns.map((_, i) => columnLetters(i));
    this.rows = new RowEncoder(this.letters, escapeXml);
    let settle!: (err: Error | null) => void;
    this.done = new Promise<void>((resolve, reject) => {
      settle = (err) => (err ? reject(err) : resolve());
    });
    this.done.catch(() => undefined);
    this.zip = new Zip((err, data, final) => {
      if (err) {
        this.failure = err;
        settle(err);
        return;
      }
      onChunk(data, final);
      if (final) settle(null);
    });
    for (const [name, xml] of staticParts(safeSheetName(options.sheetName ?? 'Sheet1'))) {
      const part = new ZipDeflate(name, { level: 6 });
      this.zip.add(part);
      part.push(this.encoder.encode(xml), true);
    }
    this.sheet =
      options.nativeDeflate && nativeDeflateAvailable()
        ? new NativeZipDeflate('xl/worksheets/sheet1.xml')
        : new ZipDeflate('xl/worksheets/sheet1.xml', { level });
    this.zip.add(this.sheet);
    const cols = columns
      .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${Math.max(4, Math.min(c.width ?? 14, 120))}" customWidth="1"/>`)
      .join('');
    const header = columns
      .map((c, i) => `<c r="${this.letters[i]}1" t="inlineStr" s="2"><is><t>${escapeXml(c.title)}</t></is></c>`)
      .join('');
    this.push(
      `${HEAD}<worksheet xmlns="${NS}" xmlns:r="${REL_NS}"><sheetViews><sheetView workbookViewId="0">` +
        '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
        `${cols ? `<cols>${cols}</cols>` : ''}<sheetData><row r="1">${header}</row>`,
      false,
    );
  }

  private push(xml: string, final: boolean): void {
    this.sheet.push(this.encoder.encode(xml), final);
    if (this.failure) throw this.failure;
  }

  /** Appends data rows (each an array in column order). */
  addRows(rows: readonly (readonly CellValue[])[]): void {
    // every cell carries its reference: Excel does not need it, but other readers (ExcelJS among them) do
    for (const row of rows) this.rows.row(++this.rowIndex, row, 0, row.length);
    this.rowCount += rows.length;
    this.flush();
  }

  /**
   * Appends rows given flat: `values` holds rows of `width` cells each, in column order. One flat array
   * crosses a worker boundary much cheaper than an array per row.
   */
  addFlatRows(values: readonly CellValue[], width: number): void {
    for (let at = 0; at + width <= values.length; at += width) {
      this.rows.row(++this.rowIndex, values, at, width);
      this.rowCount++;
    }
    this.flush();
  }

  private flush(): void {
    const bytes = this.rows.take();
    if (bytes.length) this.sheet.push(bytes, false);
    if (this.failure) throw this.failure;
  }

  /** Resolves when the sheet's compressor has room for more rows (native deflate only; at once otherwise). */
  async drained(): Promise<void> {
    if (this.sheet instanceof NativeZipDeflate) await this.sheet.ready();
    if (this.failure) throw this.failure;
  }

  finish(): void {
    this.push('</sheetData></worksheet>', true);
    this.zip.end();
    if (this.failure) throw this.failure;
  }
}

/** Whole workbook in memory (small exports and tests). */
export function writeXlsx(columns: readonly XlsxColumn[], rows: readonly (readonly CellValue[])[], options?: XlsxWriterOptions): Uint8Array {
  const chunks: Uint8Array[] = [];
  const writer = new XlsxStreamWriter(columns, (c) => chunks.push(c), options);
  writer.addRows(rows);
  writer.finish();
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
