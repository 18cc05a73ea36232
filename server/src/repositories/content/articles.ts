/**
 * Articles and the feed (issue 22, src/domain/content/README.md). The platform's admin writes them (its company's
 * rows); the feed shows every reader the published articles of its audience with its own read marks. Bodies are
 * sanitised here, on every write, whatever the screen sent.
 */
import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { ArticleBody, ArticleDetail, ArticleItem, FeedDetail, FeedItem } from '../../../../src/domain/content/api';
import { articleExcerpt, nextArticleStatus, type ArticleAction, type ArticleAudience, type ArticleStatus } from '../../../../src/domain/content/articles';
import type { Db } from '../../db/client';
import { articleReads, articles } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit';
import { articleFileids, sanitizeArticleHtml } from './sanitize';

type ArticleRow = typeof articles.$inferSelect;

const toItem = (r: ArticleRow, reads: number): ArticleItem => ({
  id: r.id,
  title: r.title,
  summary: r.summary || articleExcerpt(r.body),
  audience: r.audience as ArticleAudience,
  status: r.status as ArticleStatus,
  cover: r.cover,
  author_name: r.authorName,
  published_at: r.publishedAt?.toISOString() ?? null,
  updated_at: r.updatedAt.toISOString(),
  reads,
});

const readsCount = sql<number>`(select count(*)::int from ${articleReads} where ${articleReads.articleId} = ${articles.id})`;

export type ArticleActionResult = ArticleItem | 'not-found' | { refused: ArticleStatus };

export class ArticlesRepository {
  constructor(private readonly db: Db) {}

  async list(companyId: number, f: { status?: ArticleStatus; audience?: ArticleAudience; title?: string; page: number; perPage: number }) {
    const where: SQL | undefined = and(
      eq(articles.companyId, companyId),
      f.status ? eq(articles.status, f.status) : undefined,
      f.audience ? eq(articles.audience, f.audience) : undefined,
      f.title ? ilike(articles.title, `%${f.title.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
    );
    const [rows, [{ total }]] = await Promise.all([
      this.db.select({ a: articles, reads: readsCount }).from(articles).where(where).orderBy(desc(articles.updatedAt), desc(articles.id)).limit(f.perPage).offset((f.page - 1) * f.perPage),
      this.db.select({ total: count() }).from(articles).where(where),
    ]);
    return { list: rows.map((r) => toItem(r.a, Number(r.reads))), total: Number(total) };
  }

  async detail(companyId: number, id: number): Promise<ArticleDetail | undefined> {
    const [row] = await this.db.select({ a: articles, reads: readsCount }).from(articles).where(and(eq(articles.id, id), eq(articles.companyId, companyId))).limit(1);
    return row ? { ...toItem(row.a, Number(row.reads)), body: row.a.body } : undefined;
  }

  async create(input: ArticleBody, actor: AuditActor): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(articles)
        .values({ companyId: actor.companyId, ...this.values(input), authorId: actor.userId, authorName: actor.name })
        .returning();
      await recordAudit(tx, actor, { action: 'article.create', entityType: 'article', entityId: row.id, after: { title: row.title, audience: row.audience } });
      return row.id;
    });
  }

  /** 'published': withdraw it first */
  async update(id: number, input: ArticleBody, actor: AuditActor): Promise<boolean | 'published'> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(articles).where(and(eq(articles.id, id), eq(articles.companyId, actor.companyId))).for('update');
      if (!before) return false;
      if (before.status === 'published') return 'published';
      await tx.update(articles).set({ ...this.values(input), updatedAt: new Date() }).where(eq(articles.id, id));
      await recordAudit(tx, actor, { action: 'article.update', entityType: 'article', entityId: id, before: { title: before.title }, after: { title: input.title } });
      return true;
    });
  }

  async act(id: number, action: ArticleAction, actor: AuditActor): Promise<ArticleActionResult> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(articles).where(and(eq(articles.id, id), eq(articles.companyId, actor.companyId))).for('update');
      if (!before) return 'not-found';
      const to = nextArticleStatus(before.status as ArticleStatus, action);
      if (!to) return { refused: before.status as ArticleStatus };
      const now = new Date();
      const [after] = await tx
        .update(articles)
        .set({ status: to, updatedAt: now, ...(to === 'published' ? { publishedAt: now } : {}) })
        .where(eq(articles.id, id))
        .returning();
      await recordAudit(tx, actor, { action: `article.${action}`, entityType: 'article', entityId: id, before: { status: before.status }, after: { status: to } });
      return toItem(after, 0);
    });
  }

  async remove(id: number, actor: AuditActor): Promise<boolean | 'published'> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(articles).where(and(eq(articles.id, id), eq(articles.companyId, actor.companyId))).for('update');
      if (!before) return false;
      if (before.status === 'published') return 'published';
      await tx.delete(articles).where(eq(articles.id, id));
      await recordAudit(tx, actor, { action: 'article.delete', entityType: 'article', entityId: id, before: { title: before.title, status: before.status } });
      return true;
    });
  }

  // ---------------------------------------------------------------- the feed (every reader)

  async feed(reader: { userId: number; audiences: ArticleAudience[] }, f: { page: number; perPage: number; unread?: boolean }) {
    const readAt = sql<string | null>`(select ${articleReads.readAt} from ${articleReads} where ${articleReads.articleId} = ${articles.id} and ${articleReads.userId} = ${reader.userId})`;
    const where = and(eq(articles.status, 'published'), inArray(articles.audience, reader.audiences), f.unread ? sql`${readAt} is null` : undefined);
    const [rows, [{ total }], [{ unread }]] = await Promise.all([
      this.db.select({ a: articles, readAt }).from(articles).where(where).orderBy(desc(articles.publishedAt), desc(articles.id)).limit(f.perPage).offset((f.page - 1) * f.perPage),
      this.db.select({ total: count() }).from(articles).where(where),
      this.db.select({ unread: count() }).from(articles).where(and(eq(articles.status, 'published'), inArray(articles.audience, reader.audiences), sql`${readAt} is null`)),
    ]);
    const list: FeedItem[] = rows.map((r) => ({
      id: r.a.id,
      title: r.a.title,
      summary: r.a.summary || articleExcerpt(r.a.body),
      cover: r.a.cover,
      published_at: (r.a.publishedAt ?? r.a.updatedAt).toISOString(),
      read: r.readAt !== null,
    }));
    return { list, total: Number(total), unread: Number(unread) };
  }

  /** a published article of the reader's audience, marked read by this reader */
  async readOne(reader: { userId: number; companyId: number; audiences: ArticleAudience[] }, id: number): Promise<FeedDetail | undefined> {
    const [row] = await this.db
      .select()
      .from(articles)
      .where(and(eq(articles.id, id), eq(articles.status, 'published'), inArray(articles.audience, reader.audiences)))
      .limit(1);
    if (!row) return undefined;
    await this.db.insert(articleReads).values({ articleId: id, userId: reader.userId, companyId: reader.companyId }).onConflictDoNothing();
    return {
      id: row.id,
      title: row.title,
      summary: row.summary || articleExcerpt(row.body),
      cover: row.cover,
      published_at: (row.publishedAt ?? row.updatedAt).toISOString(),
      read: true,
      body: row.body,
      author_name: row.authorName,
    };
  }

  /** whether an upload is an image of a published article (any signed-in reader may then fetch it) */
  async publishedImage(fileid: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.status, 'published'), sql`position(${`data-fileid="${fileid}"`} in ${articles.body}) > 0`))
      .limit(1);
    return Boolean(row);
  }

  private values(input: ArticleBody) {
    const body = sanitizeArticleHtml(input.body);
    // the first image is the list's cover
    const cover = articleFileids(body)[0] ?? '';
    return { title: input.title, summary: input.summary, body, audience: input.audience, cover };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    articles: ArticlesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('articles', new ArticlesRepository(app.db));
  },
  { name: 'articles-repository', dependencies: ['db'] },
);
