/**
 * The one gate an article's HTML passes before it is stored (issue 22): an allow-list of the editor's tags and
 * attributes (sanitize-html). Scripts, styles, frames, on* handlers and javascript:/data: URLs are dropped; links
 * keep http(s)/mailto and open safely; images keep https sources and the data-fileid of an upload (the screens fetch
 * those with the reader's token, so a blob: preview source of the editor is dropped here).
 */
import sanitizeHtml from 'sanitize-html';

const FILEID_RE = /^[A-Za-z0-9._-]{1,128}$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 's', 'u', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'a', 'img', 'hr'],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'title', 'data-fileid'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src && !FILEID_RE.test(frame.attribs['data-fileid'] ?? ''),
};

export function sanitizeArticleHtml(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS);
  // a data-fileid that is not an upload's id is dropped with its image (exclusiveFilter) or here when a src stays
  return clean.replace(/ data-fileid="([^"]*)"/g, (m, id: string) => (FILEID_RE.test(id) ? m : ''));
}

/** the upload ids an article shows (the image download lets any reader of a published article fetch these) */
export function articleFileids(html: string): string[] {
  return [...html.matchAll(/data-fileid="([A-Za-z0-9._-]{1,128})"/g)].map((m) => m[1]);
}

/** true when nothing but whitespace and empty paragraphs is left */
export const isBlankHtml = (html: string) => html.replace(/<(p|br|\/p)[^>]*>/g, '').replace(/&nbsp;/g, '').trim() === '';
