/**
 * Background Excel exports (issue 8 'an Excel export ready'): the request answers with a job id at once; once
 * its transaction has committed the workbook is written (the direct export's columns and streaming writer)
 * into the file storage, recorded with its company, owner and a 7-day expiry, and the requesting user alone is
 * notified with a link to /api/file/export/download?file=<id>. Expired files are removed on start and whenever
 * a new export finishes; a download of an expired one answers 404.
 * The requester is the only recipient, so its notice is in the language of their request (job.lang, that of the
 * file name and columns too) rather than their stored users.lang: a plain string to lib/notify.ts.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Lang } from '../../../src/domain/columns/waybill-columns';
import { XLSX_MIME } from '../../../workers/xlsx/writer';
import { exportFiles } from '../db/schema';
import type { FileStorage } from '../plugins/storage';
import type { OrderScope } from '../repositories/orders';
import { chinaTimestamp, PREFIX, xlsxStream } from '../routes/api/order/waybills-export';
import type { EditionProfile } from '../../../src/domain/editions';
import type { toFilter } from '../routes/api/order/waybills-list';
import { afterCommit } from './request-tx';

export const EXPORT_KEEP_MS = 7 * 24 * 3_600_000;

export const exportDownloadUrl = (fileid: string) => `/api/file/export/download?file=${fileid}`;

const TEXT = {
  done: {
    zh: { title: '导出完成', message: '您导出的文件 {name}（{rows} 行）已生成，点击下载，保留 7 天。' },
    en: { title: 'Export ready', message: 'Your export {name} ({rows} rows) is ready: click to download. It is kept for 7 days.' },
  },
  failed: {
    zh: { title: '导出失败', message: '文件 {name} 未能生成，请稍后重试。' },
    en: { title: 'Export failed', message: 'The export {name} could not be made; please try again later.' },
  },
} as const;

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

export interface WaybillExportJob {
  userId: number;
  companyId: number;
  scope: OrderScope;
  args: ReturnType<typeof toFilter>;
  columns: string[] | undefined;
  lang: Lang;
  /** the requester's company edition: the merchant column's title as its list shows it */
  edition?: EditionProfile;
}

export type ExportFileRow = typeof exportFiles.$inferSelect;

export class ExportJobs {
  private readonly running = new Map<string, Promise<void>>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly storage: FileStorage,
  ) {}

  /**
   * Queues the waybill export; it starts once the current request transaction has committed (at once outside
   * one). Returns the job id, which is also the file id of the result.
   */
  startWaybills(job: WaybillExportJob): string {
    const fileid = randomBytes(16).toString('hex');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const done = gate
      .then(() => this.runWaybills(fileid, job))
      .catch((error: unknown) => this.app.log.error({ err: error, fileid }, 'background export failed'))
      .finally(() => this.running.delete(fileid));
    this.running.set(fileid, done);
    afterCommit(release);
    return fileid;
  }

  /** Resolves once the job has finished (at once for an unknown or finished one): for tests and shutdown. */
  settled(jobId: string): Promise<void> {
    return this.running.get(jobId) ?? Promise.resolve();
  }

  async idle(): Promise<void> {
    await Promise.all([...this.running.values()]);
  }

  private async runWaybills(fileid: string, job: WaybillExportJob): Promise<void> {
    const fileName = `${PREFIX[job.lang]}${chinaTimestamp()}.xlsx`;
    const recipient = [{ userId: job.userId, companyId: job.companyId }];
    let rows = 0;
    let stored;
    try {
      stored = await this.storage.put(
        Readable.from(xlsxStream(this.app.waybills, job.scope, job.args, job.columns, job.lang, (n) => (rows += n), job.edition)),
        { prefix: `exports/c${job.companyId}` },
      );
    } catch (error) {
      const text = TEXT.failed[job.lang];
      await this.app.notify.toUsers(recipient, { type: 'system', title: text.title, message: fill(text.message, { name: fileName }), key: `export-failed-${fileid}` });
      throw error;
    }
    const now = Date.now();
    await this.app.db.insert(exportFiles).values({
      fileid,
      companyId: job.companyId,
      userId: job.userId,
      fileName,
      storageKey: stored.key,
      contentType: XLSX_MIME,
      size: stored.size,
      rowCount: rows,
      createdAt: new Date(now),
      expiresAt: new Date(now + EXPORT_KEEP_MS),
    });
    const text = TEXT.done[job.lang];
    await this.app.notify.toUsers(recipient, {
      type: 'system',
      title: text.title,
      message: fill(text.message, { name: fileName, rows: String(rows) }),
      fileUrl: exportDownloadUrl(fileid),
      key: `export-${fileid}`,
    });
    await this.removeExpired().catch(() => undefined);
  }

  /** The company's unexpired file, or null (another company's id, an unknown or an expired one). */
  async find(companyId: number, fileid: string, now = new Date()): Promise<ExportFileRow | null> {
    const [row] = await this.app.db
      .select()
      .from(exportFiles)
      .where(and(eq(exportFiles.fileid, fileid), eq(exportFiles.companyId, companyId)));
    if (!row) return null;
    if (row.expiresAt.getTime() <= now.getTime()) {
      await this.removeExpired(now).catch(() => undefined);
      return null;
    }
    return row;
  }

  /** The stored bytes of a file row (null when the storage lost them). */
  open(row: ExportFileRow): Promise<{ stream: Readable; size: number } | null> {
    return this.storage.get(row.storageKey);
  }

  /** Deletes the files past their expiry, bytes first; returns how many went. */
  async removeExpired(now = new Date()): Promise<number> {
    const expired = await this.app.db.select().from(exportFiles).where(lt(exportFiles.expiresAt, now));
    for (const row of expired) {
      await this.storage.delete(row.storageKey);
      await this.app.db.delete(exportFiles).where(eq(exportFiles.id, row.id));
    }
    return expired.length;
  }
}
