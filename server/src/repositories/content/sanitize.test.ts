import { describe, expect, it } from 'vitest';
import { articleFileids, isBlankHtml, sanitizeArticleHtml } from './sanitize';

describe('sanitizeArticleHtml', () => {
  it('keeps the editor\'s formatting', () => {
    const html = '<h2>Title</h2><p>Some <strong>bold</strong> and <em>italic</em> text</p><ul><li>one</li></ul>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('strips <script> elements with their content', () => {
    expect(sanitizeArticleHtml('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });

  it('strips on* handlers', () => {
    const out = sanitizeArticleHtml('<p onclick="alert(1)">x</p><img src="https://cdn.example.com/a.png" onerror="alert(2)">');
    expect(out).not.toMatch(/onclick|onerror|alert/);
    expect(out).toContain('<p>x</p>');
    expect(out).toContain('src="https://cdn.example.com/a.png"');
  });

  it('strips javascript: and data: URLs', () => {
    const out = sanitizeArticleHtml('<a href="javascript:alert(1)">x</a><a href="JaVaScRiPt&colon;alert(1)">y</a><img src="data:image/png;base64,AAA">');
    expect(out).not.toMatch(/javascript|data:/i);
    expect(out).toContain('<a target="_blank" rel="noopener noreferrer nofollow">x</a>');
  });

  it('makes links open safely and keeps http(s) hrefs', () => {
    expect(sanitizeArticleHtml('<a href="https://example.com">x</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a>');
  });

  it('drops styles, iframes and unknown attributes', () => {
    expect(sanitizeArticleHtml('<style>p{}</style><iframe src="https://x"></iframe><p style="color:red" class="x">t</p>')).toBe('<p>t</p>');
  });

  it('keeps uploaded images by fileid and drops a blob preview source', () => {
    const out = sanitizeArticleHtml('<img src="blob:http://localhost/abc" data-fileid="f_123.png" alt="a">');
    expect(out).toBe('<img data-fileid="f_123.png" alt="a" />');
    expect(articleFileids(out)).toEqual(['f_123.png']);
    expect(sanitizeArticleHtml('<img data-fileid="../../etc">')).toBe('');
  });

  it('tells a blank body', () => {
    expect(isBlankHtml('<p></p><p>&nbsp;</p>')).toBe(true);
    expect(isBlankHtml('<p>x</p>')).toBe(false);
  });
});
