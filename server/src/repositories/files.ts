/** Stored files: record an upload, find one within the caller's company, and the account images that point at files. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { companies, files, users } from '../db/schema';

export type FileRow = typeof files.$inferSelect;
export type NewFile = typeof files.$inferInsert;

export class FilesRepository {
  constructor(private readonly db: Db) {}

  async create(file: NewFile): Promise<FileRow> {
    const [row] = await this.db.insert(files).values(file).returning();
    return row;
  }

  /** A file of `companyId`; another company's file is as absent as an unknown one. */
  async findForCompany(fileid: string, companyId: number): Promise<FileRow | undefined> {
    const [row] = await this.db
      .select()
      .from(files)
      .where(and(eq(files.fileid, fileid), eq(files.companyId, companyId)))
      .limit(1);
    return row;
  }

  /** A file by its id alone: only for a caller that has checked the reference itself (a record's photo it may see). */
  async findReferenced(fileid: string): Promise<FileRow | undefined> {
    const [row] = await this.db.select().from(files).where(eq(files.fileid, fileid)).limit(1);
    return row;
  }

  /** How many of `fileids` belong to `companyId` (to refuse references to files one cannot see). */
  async countForCompany(fileids: string[], companyId: number): Promise<number> {
    if (fileids.length === 0) return 0;
    const rows = await this.db
      .select({ fileid: files.fileid })
      .from(files)
      .where(and(inArray(files.fileid, fileids), eq(files.companyId, companyId)));
    return new Set(rows.map((r) => r.fileid)).size;
  }

  async setAvatar(userId: number, fileid: string | null): Promise<void> {
    await this.db.update(users).set({ avatarFileid: fileid, updatedAt: sql`now()` }).where(eq(users.id, userId));
  }

  async qualifications(companyId: number): Promise<string[]> {
    const [row] = await this.db
      .select({ fileids: companies.qualificationFileids })
      .from(companies)
      .where(eq(companies.id, companyId));
    return row?.fileids ?? [];
  }

  async setQualifications(companyId: number, fileids: string[]): Promise<void> {
    await this.db
      .update(companies)
      .set({ qualificationFileids: fileids, updatedAt: sql`now()` })
      .where(eq(companies.id, companyId));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    files: FilesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('files', new FilesRepository(app.db));
  },
  { name: 'files-repository', dependencies: ['db'] },
);
