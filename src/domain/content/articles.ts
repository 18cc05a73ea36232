/** Article states and who reads them: the one transition table the server enforces and the screens read. */

export const ARTICLE_STATUSES = ['draft', 'published', 'withdrawn'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const ARTICLE_AUDIENCES = ['consignor', 'servicer', 'all'] as const;
export type ArticleAudience = (typeof ARTICLE_AUDIENCES)[number];

export const ARTICLE_ACTIONS = ['publish', 'withdraw'] as const;
export type ArticleAction = (typeof ARTICLE_ACTIONS)[number];

/** action → the states it starts from and the state it leads to */
export const ARTICLE_TRANSITIONS: Record<ArticleAction, { from: readonly ArticleStatus[]; to: ArticleStatus }> = {
  publish: { from: ['draft', 'withdrawn'], to: 'published' },
  withdraw: { from: ['published'], to: 'withdrawn' },
};

export const nextArticleStatus = (status: ArticleStatus, action: ArticleAction): ArticleStatus | null =>
  ARTICLE_TRANSITIONS[action].from.includes(status) ? ARTICLE_TRANSITIONS[action].to : null;

export const articleActions = (status: ArticleStatus): ArticleAction[] => ARTICLE_ACTIONS.filter((a) => nextArticleStatus(status, a) !== null);

/** a published article is withdrawn before it is edited, so readers never see a half-edited text */
export const articleEditable = (status: ArticleStatus) => status !== 'published';

/** which audiences an account of this app reads: merchants (DA) the consignor articles, servicers (BANG) theirs */
export function audiencesOf(appCode: string): ArticleAudience[] {
  if (appCode === 'DA') return ['consignor', 'all'];
  if (appCode === 'BANG') return ['servicer', 'all'];
  return ['all'];
}

/** the plain text of an article's HTML (list excerpts, search): tags dropped, entities of the editor decoded */
export function articleExcerpt(html: string, max = 120): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
