/**
 * Reads the first worksheet of an untrusted .xlsx into rows of plain values: size limits on the zip, the
 * strict XML scanner (no entities beyond the predefined five), limits on rows, columns and cells, and
 * records keyed in null-prototype objects so a '__proto__' header is just a column name.
 */
import { parseCellRef, serialToDate, type CellValue } from './cells';
import { scanXml } from './xml-scan';
import { DEFAULT_ZIP_LIMITS, XlsxFormatError, ZipReader, type ZipLimits } from './zip-reader';

export { XlsxFormatError };

export type ReadValue = string | number | boolean | Date | null;

export interface XlsxReadLimits extends ZipLimits {
  maxRows: number;
  maxColumns: number;
  maxCells: number;
  maxSharedStrings: number;
}

export const DEFAULT_READ_LIMITS: XlsxReadLimits = {
  ...DEFAULT_ZIP_LIMITS,
  maxEntryBytes: 120 * 1024 * 1024,
  maxRows: 200_000,
  maxColumns: 500,
  maxCells: 5_000_000,
  maxSharedStrings: 2_000_000,
};

export interface XlsxSheet {
  name: string;
  /** rows[0] is usually the header; missing cells are null, trailing ones absent */
  rows: ReadValue[][];
}

const decoder = new TextDecoder('utf-8');

function text(zip: ZipReader, name: string): string | null {
  const bytes = zip.read(name);
  return bytes ? decoder.decode(bytes) : null;
}

/** 'worksheets/sheet1.xml' relative to xl/ (or '/xl/…' absolute) → 'xl/worksheets/sheet1.xml'; escapes refused. */
function resolvePart(target: string): string {
  const parts: string[] = [];
  const joined = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  for (const seg of joined.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (!parts.pop()) throw new XlsxFormatError('bad part path');
    } else parts.push(seg);
  }
  return parts.join('/');
}

function firstSheet(zip: ZipReader): { name: string; path: string } {
  const fallback = { name: 'Sheet1', path: 'xl/worksheets/sheet1.xml' };
  const workbook = text(zip, 'xl/workbook.xml');
  if (!workbook) return fallback;
  let name = '';
  let relId = '';
  scanXml(workbook, {
    open(tag, attrs) {
      if (tag !== 'sheet' || relId) return;
      name = attrs.get('name') ?? '';
      for (const [k, v] of attrs) if (k.endsWith(':id')) relId = v;
    },
  });
  const rels = relId ? text(zip, 'xl/_rels/workbook.xml.rels') : null;
  let target = '';
  if (rels) {
    scanXml(rels, {
      open(tag, attrs) {
        if (tag === 'Relationship' && attrs.get('Id') === relId) target = attrs.get('Target') ?? '';
      },
    });
  }
  return { name: name || fallback.name, path: target ? resolvePart(target) : fallback.path };
}

function sharedStrings(zip: ZipReader, limits: XlsxReadLimits): string[] {
  const xml = text(zip, 'xl/sharedStrings.xml');
  const list: string[] = [];
  if (!xml) return list;
  let inSi = false;
  let inT = false;
  let phonetic = 0;
  let current = '';
  scanXml(xml, {
    open(tag, _attrs, selfClosing) {
      if (tag === 'si') {
        inSi = true;
        current = '';
        if (selfClosing) list.push('');
      } else if (tag === 'rPh') phonetic += selfClosing ? 0 : 1;
      else if (tag === 't' && inSi && !phonetic && !selfClosing) inT = true;
    },
    close(tag) {
      if (tag === 't') inT = false;
      else if (tag === 'rPh') phonetic--;
      else if (tag === 'si' && inSi) {
        inSi = false;
        if (list.length >= limits.maxSharedStrings) throw new XlsxFormatError('too many shared strings');
        list.push(current);
      }
    },
    wantText: () => inT,
    text(s) {
      current += s;
    },
  });
  return list;
}

const BUILTIN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** Which cell styles (cellXfs indexes) are date formats. */
function dateStyles(zip: ZipReader): Set<number> {
  const xml = text(zip, 'xl/styles.xml');
  const dates = new Set<number>();
  if (!xml) return dates;
  const customDate = new Set<number>();
  let inCellXfs = false;
  let xfIndex = 0;
  scanXml(xml, {
    open(tag, attrs) {
      if (tag === 'numFmt') {
        const code = (attrs.get('formatCode') ?? '').replace(/"[^"]*"|\[[^\]]*\]|\\./g, '');
        if (/[ymdhs]/i.test(code)) customDate.add(Number(attrs.get('numFmtId')));
      } else if (tag === 'cellXfs') inCellXfs = true;
      else if (tag === 'xf' && inCellXfs) {
        const id = Number(attrs.get('numFmtId') ?? 0);
        if (BUILTIN_DATE_FORMATS.has(id) || customDate.has(id)) dates.add(xfIndex);
        xfIndex++;
      }
    },
    close(tag) {
      if (tag === 'cellXfs') inCellXfs = false;
    },
  });
  return dates;
}

export function readXlsx(bytes: Uint8Array, limits: Partial<XlsxReadLimits> = {}): XlsxSheet {
  const lim: XlsxReadLimits = { ...DEFAULT_READ_LIMITS, ...limits };
  const zip = new ZipReader(bytes, lim);
  const sheet = firstSheet(zip);
  const xml = text(zip, sheet.path);
  if (xml === null) throw new XlsxFormatError('the workbook has no worksheet');
  const sst = sharedStrings(zip, lim);
  const dates = dateStyles(zip);

  const rows: ReadValue[][] = [];
  let rowIndex = -1;
  let colIndex = -1;
  let cells = 0;
  let type = '';
  let style = 0;
  let value = '';
  let inline = '';
  let collecting: 'v' | 't' | null = null;
  let inCell = false;
  let phonetic = 0;

  const place = (v: ReadValue) => {
    if (rowIndex >= lim.maxRows) throw new XlsxFormatError(`more than ${lim.maxRows} rows`);
    if (colIndex >= lim.maxColumns) throw new XlsxFormatError(`more than ${lim.maxColumns} columns`);
    while (rows.length <= rowIndex) rows.push([]);
    const row = rows[rowIndex];
    while (row.length < colIndex) row.push(null);
    row[colIndex] = v;
  };

  const cellValue = (): ReadValue => {
    switch (type) {
      case 's': {
        const idx = Number(value);
        if (!Number.isInteger(idx) || idx < 0 || idx >= sst.length) throw new XlsxFormatError('bad shared string index');
        return sst[idx];
      }
      case 'inlineStr':
        return inline;
      case 'str':
      case 'e':
        return value;
      case 'b':
        return value === '1' || value === 'true';
      case 'd': {
        const d = new Date(value);
        return Number.isNaN(d.getTime()) ? value : d;
      }
      default: {
        if (value.trim() === '') return null;
        const n = Number(value);
        if (Number.isNaN(n)) throw new XlsxFormatError('bad number cell');
        return dates.has(style) ? serialToDate(n) : n;
      }
    }
  };

  scanXml(xml, {
    open(tag, attrs, selfClosing) {
      if (tag === 'row') {
        const r = attrs.get('r');
        const n = r === undefined ? rowIndex + 1 : Number(r) - 1;
        if (!Number.isInteger(n) || n <= rowIndex) throw new XlsxFormatError('bad row number');
        if (n >= lim.maxRows) throw new XlsxFormatError(`more than ${lim.maxRows} rows`);
        rowIndex = n;
        colIndex = -1;
      } else if (tag === 'c') {
        if (rowIndex < 0) throw new XlsxFormatError('cell outside a row');
        if (++cells > lim.maxCells) throw new XlsxFormatError(`more than ${lim.maxCells} cells`);
        const ref = attrs.get('r');
        if (ref !== undefined) {
          const p = parseCellRef(ref);
          if (!p || p.row !== rowIndex || p.col <= colIndex) throw new XlsxFormatError(`bad cell reference ${ref.slice(0, 12)}`);
          colIndex = p.col;
        } else colIndex++;
        if (colIndex >= lim.maxColumns) throw new XlsxFormatError(`more than ${lim.maxColumns} columns`);
        type = attrs.get('t') ?? 'n';
        style = Number(attrs.get('s') ?? 0);
        value = '';
        inline = '';
        inCell = !selfClosing;
      } else if (inCell) {
        if (tag === 'v' && !selfClosing) collecting = 'v';
        else if (tag === 'rPh') phonetic += selfClosing ? 0 : 1;
        else if (tag === 't' && !phonetic && !selfClosing) collecting = 't';
      }
    },
    close(tag) {
      if (tag === 'v' || tag === 't') collecting = null;
      else if (tag === 'rPh') phonetic--;
      else if (tag === 'c' && inCell) {
        inCell = false;
        const v = cellValue();
        if (v !== null && v !== '') place(v);
      }
    },
    wantText: () => collecting !== null,
    text(s) {
      if (collecting === 'v') value += s;
      else inline += s;
    },
  });
  return { name: sheet.name, rows };
}

/**
 * Rows under a header row as records in null-prototype objects (keys such as '__proto__' or 'constructor'
 * stay plain data). Duplicate headers keep the first column.
 */
export function sheetRecords(rows: readonly ReadValue[][]): Record<string, ReadValue>[] {
  const header = (rows[0] ?? []).map((h) => (h === null ? '' : String(h).trim()));
  return rows.slice(1).map((row) => {
    const rec = Object.create(null) as Record<string, ReadValue>;
    header.forEach((key, i) => {
      if (key && !Object.prototype.hasOwnProperty.call(rec, key)) rec[key] = row[i] ?? null;
    });
    return rec;
  });
}

export type { CellValue };
