import { strToU8, unzipSync, zipSync } from 'fflate';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { columnLetters, parseCellRef } from './cells';
import { readXlsx, sheetRecords, XlsxFormatError } from './reader';
import { escapeXml, writeXlsx, XlsxStreamWriter } from './writer';

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

/** A hand-made workbook: our own parts, any sheet XML. */
function workbook(sheetXml: string, extra: Record<string, string> = {}): Uint8Array {
  const files: Record<string, Uint8Array> = {
    'xl/worksheets/sheet1.xml': strToU8(`<worksheet xmlns="${NS}"><sheetData>${sheetXml}</sheetData></worksheet>`),
  };
  for (const [k, v] of Object.entries(extra)) files[k] = strToU8(v);
  return zipSync(files);
}

describe('cell references', () => {
  it('letters and parsing agree', () => {
    expect([0, 25, 26, 701, 702, 16383].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'ZZ', 'AAA', 'XFD']);
    expect(parseCellRef('AB12')).toEqual({ col: 27, row: 11 });
    expect(parseCellRef('A0')).toBeNull();
    expect(parseCellRef('a1')).toBeNull();
  });
  it('escapes XML and drops characters XML cannot hold', () => {
    expect(escapeXml('a<b>&"c"\u0001')).toBe('a&lt;b&gt;&amp;&quot;c&quot;');
  });
});

describe('writer → reader round trip', () => {
  it('keeps unicode, numbers, booleans, dates and empty cells', () => {
    const when = new Date(Date.UTC(2026, 10, 21, 8, 30, 15));
    const bytes = writeXlsx(
      [{ title: '订单号', width: 20 }, { title: 'Amount' }, { title: 'Flag' }, { title: '日期' }, { title: 'Note' }],
      [
        ['2026112100001', 12.5, true, when, '张三 · 北京市朝阳区 <A&B> "x" 😀'],
        ['2026112100002', -3, false, null, ''],
        [undefined, 0, undefined, undefined, '  leading and trailing  '],
      ],
      { sheetName: '运单' },
    );
    const sheet = readXlsx(bytes);
    expect(sheet.name).toBe('运单');
    expect(sheet.rows[0]).toEqual(['订单号', 'Amount', 'Flag', '日期', 'Note']);
    expect(sheet.rows[1]).toEqual(['2026112100001', 12.5, true, when, '张三 · 北京市朝阳区 <A&B> "x" 😀']);
    expect(sheet.rows[2]).toEqual(['2026112100002', -3, false]);
    expect(sheet.rows[3]).toEqual([null, 0, null, null, '  leading and trailing  ']);
  });

  it('writes the cell XML byte for byte (refs, inline strings, escapes, spaces, booleans, dates; empties skipped)', () => {
    const bytes = writeXlsx([{ title: 'a' }, { title: 'b' }, { title: 'c' }, { title: 'd' }, { title: 'e' }, { title: 'f' }], [
      ['2026112100001', 12.5, ' 空格 ', 'a<b>&"c"', true, new Date(Date.UTC(2026, 0, 2))],
      [null, '', Number.NaN, undefined, false, '订单'],
    ]);
    const xml = new TextDecoder().decode(unzipSync(bytes)['xl/worksheets/sheet1.xml']);
    const data = xml.slice(xml.indexOf('<row r="2">'), xml.indexOf('</sheetData>'));
    expect(data).toBe(
      '<row r="2"><c r="A2" t="inlineStr"><is><t>2026112100001</t></is></c><c r="B2"><v>12.5</v></c>' +
        '<c r="C2" t="inlineStr"><is><t xml:space="preserve"> 空格 </t></is></c><c r="D2" t="inlineStr"><is><t>a&lt;b&gt;&amp;&quot;c&quot;</t></is></c>' +
        '<c r="E2" t="b"><v>1</v></c><c r="F2" s="1"><v>46024</v></c></row>' +
        '<row r="3"><c r="E3" t="b"><v>0</v></c><c r="F3" t="inlineStr"><is><t>订单</t></is></c></row>',
    );
  });

  it('writes flat rows exactly like nested ones', () => {
    const columns = [{ title: 'a' }, { title: 'b' }, { title: 'c' }];
    const rows = [
      ['x', 1, true],
      [null, '<y>', 2.5],
    ];
    const nested: Uint8Array[] = [];
    const flat: Uint8Array[] = [];
    const w1 = new XlsxStreamWriter(columns, (c) => nested.push(c));
    w1.addRows(rows);
    w1.finish();
    const w2 = new XlsxStreamWriter(columns, (c) => flat.push(c));
    w2.addFlatRows(rows.flat(), 3);
    w2.finish();
    expect(w2.rowCount).toBe(2);
    const read = (parts: Uint8Array[]) => readXlsx(new Uint8Array(parts.flatMap((p) => [...p]))).rows;
    expect(read(flat)).toEqual(read(nested));
  });

  it('streams 100 000 rows and reads them back', () => {
    const chunks: Uint8Array[] = [];
    const w = new XlsxStreamWriter(
      Array.from({ length: 8 }, (_, i) => ({ title: `c${i}` })),
      (c) => chunks.push(c),
    );
    for (let base = 0; base < 100_000; base += 5000) {
      w.addRows(Array.from({ length: 5000 }, (_, i) => [base + i, `订单${base + i}`, 'x', 1.5, 'y', true, 'z', base]));
    }
    w.finish();
    const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const c of chunks) {
      bytes.set(c, at);
      at += c.length;
    }
    const sheet = readXlsx(bytes);
    expect(sheet.rows.length).toBe(100_001);
    expect(sheet.rows[100_000][1]).toBe('订单99999');
  }, 30_000);

  it('deflates the sheet with the platform zlib (CompressionStream) into a valid zip', async () => {
    const chunks: Uint8Array[] = [];
    const w = new XlsxStreamWriter([{ title: '订单号' }, { title: 'n' }], (c) => chunks.push(c), { nativeDeflate: true });
    for (let base = 0; base < 20_000; base += 5000) {
      w.addRows(Array.from({ length: 5000 }, (_, i) => [`2026${base + i}`, base + i]));
    }
    w.finish();
    await w.done;
    const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const c of chunks) {
      bytes.set(c, at);
      at += c.length;
    }
    // the central directory's CRC-32 and size of the sheet match its inflated content
    const entries = unzipSync(bytes);
    const xml = entries['xl/worksheets/sheet1.xml'];
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let found = false;
    for (let i = 0; i + 46 < bytes.length; i++) {
      if (view.getUint32(i, true) !== 0x02014b50) continue;
      const nameLength = view.getUint16(i + 28, true);
      if (new TextDecoder().decode(bytes.subarray(i + 46, i + 46 + nameLength)) !== 'xl/worksheets/sheet1.xml') continue;
      expect(view.getUint32(i + 16, true)).toBe(crc32(xml));
      expect(view.getUint32(i + 24, true)).toBe(xml.length);
      found = true;
    }
    expect(found).toBe(true);
    const sheet = readXlsx(bytes);
    expect(sheet.rows.length).toBe(20_001);
    expect(sheet.rows[0]).toEqual(['订单号', 'n']);
    expect(sheet.rows[20_000]).toEqual(['202619999', 19_999]);
  });

  it('reads shared strings (with rich text runs, without phonetic runs) and Excel date styles', () => {
    const bytes = workbook('<row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" s="1"><v>46000</v></c></row>', {
      'xl/sharedStrings.xml': `<sst xmlns="${NS}"><si><r><t>富</t></r><r><t xml:space="preserve"> text</t></r><rPh><t>ふ</t></rPh></si></sst>`,
      'xl/styles.xml': `<styleSheet xmlns="${NS}"><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs></styleSheet>`,
    });
    const rows = readXlsx(bytes).rows;
    expect(rows[0][0]).toBe('富 text');
    expect(rows[0][1]).toBeNull();
    expect(rows[0][2]).toBeInstanceOf(Date);
  });
});

describe('reader hardening', () => {
  it('stops a zip bomb at the inflated-size limit', () => {
    const bomb = zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(20 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(100_000);
    expect(() => readXlsx(bomb, { maxEntryBytes: 1024 * 1024 })).toThrow(XlsxFormatError);
  });

  it('stops an entry that lies about its size in the directory', () => {
    const zip = zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(4 * 1024 * 1024) }, { level: 9 });
    // rewrite the central directory's uncompressed size to 100 bytes
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    let cd = -1;
    for (let i = zip.length - 22; i >= 0; i--) if (view.getUint32(i, true) === 0x02014b50) cd = i;
    view.setUint32(cd + 24, 100, true);
    expect(() => readXlsx(zip)).toThrow(/over the limit|size mismatch/);
  });

  it('refuses files over the archive limit, non-zips and encrypted entries', () => {
    expect(() => readXlsx(new Uint8Array(2048), { maxArchiveBytes: 1024 })).toThrow(/larger than/);
    expect(() => readXlsx(strToU8('hello, not a zip'))).toThrow(/not a zip/);
  });

  it('refuses DTDs and entity declarations (no billion laughs, no XXE)', () => {
    const bytes = workbook('', {
      'xl/worksheets/sheet1.xml': `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;">]><worksheet><sheetData><row><c t="str"><v>&b;</v></c></row></sheetData></worksheet>`,
    });
    expect(() => readXlsx(bytes)).toThrow(/DTD/);
    expect(() => readXlsx(workbook('<row><c t="str"><v>&foo;</v></c></row>'))).toThrow(/unknown XML entity/);
    expect(readXlsx(workbook('<row><c t="str"><v>&lt;&#x4E2D;&#25991;&gt;</v></c></row>')).rows[0][0]).toBe('<中文>');
  });

  it('keeps __proto__ and constructor headers as plain data', () => {
    const bytes = writeXlsx([{ title: '__proto__' }, { title: 'constructor' }, { title: 'name' }], [['{"polluted":1}', 'x', 'ok']]);
    const records = sheetRecords(readXlsx(bytes).rows);
    expect(records[0].__proto__).toBe('{"polluted":1}');
    expect(records[0].name).toBe('ok');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(records[0])).toBeNull();
  });

  it('limits cells, rows and columns before allocating', () => {
    const many = Array.from({ length: 2000 }, (_, i) => `<c r="A${i + 1}"><v>1</v></c>`)
      .map((c, i) => `<row r="${i + 1}">${c}</row>`)
      .join('');
    expect(() => readXlsx(workbook(many), { maxCells: 1000 })).toThrow(/cells/);
    expect(() => readXlsx(workbook('<row r="1048576"><c r="A1048576"><v>1</v></c></row>'))).toThrow(/rows/);
    expect(() => readXlsx(workbook('<row r="1"><c r="XFD1"><v>1</v></c></row>'))).toThrow(/columns/);
    expect(() => readXlsx(workbook('<row r="1"><c r="A1" t="s"><v>7</v></c></row>'))).toThrow(/shared string/);
    expect(() => readXlsx(workbook('<row r="2"></row><row r="1"></row>'))).toThrow(/row number/);
  });

  it('refuses part paths that climb out of the package', () => {
    const bytes = workbook('', {
      'xl/workbook.xml': `<workbook xmlns="${NS}" xmlns:r="r"><sheets><sheet name="a" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      'xl/_rels/workbook.xml.rels': `<Relationships><Relationship Id="rId1" Target="../../../etc/passwd"/></Relationships>`,
    });
    expect(() => readXlsx(bytes)).toThrow(/bad part path/);
  });
});
