import { describe, expect, it } from 'vitest';
import { articleActions, articleEditable, articleExcerpt, audiencesOf, nextArticleStatus } from './articles';

describe('article states', () => {
  it('publishes drafts and withdrawn articles and withdraws published ones', () => {
    expect(nextArticleStatus('draft', 'publish')).toBe('published');
    expect(nextArticleStatus('withdrawn', 'publish')).toBe('published');
    expect(nextArticleStatus('published', 'withdraw')).toBe('withdrawn');
  });

  it('refuses what the table does not allow', () => {
    expect(nextArticleStatus('published', 'publish')).toBeNull();
    expect(nextArticleStatus('draft', 'withdraw')).toBeNull();
    expect(articleActions('draft')).toEqual(['publish']);
    expect(articleActions('published')).toEqual(['withdraw']);
  });

  it('edits only what readers do not see', () => {
    expect(articleEditable('draft')).toBe(true);
    expect(articleEditable('published')).toBe(false);
  });

  it('gives merchants the consignor articles and servicers theirs', () => {
    expect(audiencesOf('DA')).toEqual(['consignor', 'all']);
    expect(audiencesOf('BANG')).toEqual(['servicer', 'all']);
  });

  it('makes a plain excerpt of the HTML', () => {
    expect(articleExcerpt('<p>Hello <strong>world</strong> &amp; more</p>')).toBe('Hello world & more');
    expect(articleExcerpt('<p>abcdef</p>', 3)).toBe('abc…');
  });
});
