/**
 * A strict, minimal XML scanner for the few spreadsheet parts we read. No DTDs, no entity definitions:
 * only the five predefined entities and numeric character references are understood, anything else is an
 * error (so there is nothing to expand). Attributes come back in a Map, never in a plain object.
 */
import { XlsxFormatError } from './zip-reader';

export interface XmlHandler {
  open(name: string, attrs: ReadonlyMap<string, string>, selfClosing: boolean): void;
  close?(name: string): void;
  /** decoded character data; only called while wantText() is true */
  text?(text: string): void;
  wantText?(): boolean;
}

const PREDEFINED: ReadonlyMap<string, string> = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
]);

export function decodeEntities(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(/&([^;&\s]{1,10});|&/g, (whole, ref: string | undefined) => {
    if (!ref) throw new XlsxFormatError('stray & in XML');
    const named = PREDEFINED.get(ref);
    if (named !== undefined) return named;
    const m = /^#(?:x([0-9a-fA-F]{1,6})|([0-9]{1,7}))$/.exec(ref);
    if (!m) throw new XlsxFormatError(`unknown XML entity ${whole}`);
    const code = m[1] ? parseInt(m[1], 16) : Number(m[2]);
    if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) throw new XlsxFormatError('bad character reference');
    return String.fromCodePoint(code);
  });
}

const ATTR = /([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/g;

function localName(qname: string): string {
  const colon = qname.indexOf(':');
  return colon < 0 ? qname : qname.slice(colon + 1);
}

function parseAttrs(s: string): Map<string, string> {
  const attrs = new Map<string, string>();
  if (!s) return attrs;
  ATTR.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = ATTR.exec(s))) attrs.set(m[1], decodeEntities(m[2] ?? m[3] ?? ''));
  return attrs;
}

export function scanXml(xml: string, h: XmlHandler): void {
  const len = xml.length;
  let i = 0;
  let depth = 0;
  while (i < len) {
    const lt = xml.indexOf('<', i);
    const textEnd = lt < 0 ? len : lt;
    if (textEnd > i && h.text && h.wantText?.()) h.text(decodeEntities(xml.slice(i, textEnd)));
    if (lt < 0) break;
    const next = xml.charCodeAt(lt + 1);
    if (next === 63 /* ? */) {
      const end = xml.indexOf('?>', lt + 2);
      if (end < 0) throw new XlsxFormatError('unterminated processing instruction');
      i = end + 2;
    } else if (next === 33 /* ! */) {
      if (xml.startsWith('<!--', lt)) {
        const end = xml.indexOf('-->', lt + 4);
        if (end < 0) throw new XlsxFormatError('unterminated comment');
        i = end + 3;
      } else if (xml.startsWith('<![CDATA[', lt)) {
        const end = xml.indexOf(']]>', lt + 9);
        if (end < 0) throw new XlsxFormatError('unterminated CDATA');
        if (h.text && h.wantText?.()) h.text(xml.slice(lt + 9, end));
        i = end + 3;
      } else {
        // <!DOCTYPE …>, <!ENTITY …>: refused outright
        throw new XlsxFormatError('DTDs and entity declarations are not allowed');
      }
    } else {
      const gt = xml.indexOf('>', lt + 1);
      if (gt < 0) throw new XlsxFormatError('unterminated tag');
      if (next === 47 /* / */) {
        depth--;
        if (depth < 0) throw new XlsxFormatError('unbalanced XML');
        h.close?.(localName(xml.slice(lt + 2, gt).trim()));
      } else {
        const selfClosing = xml.charCodeAt(gt - 1) === 47;
        const body = xml.slice(lt + 1, selfClosing ? gt - 1 : gt);
        const sp = body.search(/\s/);
        const name = localName(sp < 0 ? body : body.slice(0, sp));
        if (!name) throw new XlsxFormatError('empty tag name');
        h.open(name, parseAttrs(sp < 0 ? '' : body.slice(sp + 1)), selfClosing);
        if (selfClosing) h.close?.(name);
        else depth++;
      }
      i = gt + 1;
    }
  }
  if (depth !== 0) throw new XlsxFormatError('unbalanced XML');
}
