/**
 * The abnormal record lists as data: one configured screen serves 异常登记 (every record, with 登记异常), 异常审核
 * (registered, waiting for check), 异常完结 (open records, ended from the row) and 异常归档 (ended and rejected,
 * archived from the row) — under /saas/abnormal/* for the desk and the field, under /da/abnormal/* for the merchant
 * (the server answers only its own orders' records). Filters, page and page size live in the URL.
 */
import { z } from 'zod';
import { PAGE_SIZES } from '@/components/ui/data-table/types';
import { ABNORMAL_STAGES, ABNORMAL_STATUSES, RESPONSIBLE_PARTIES, type AbnormalAction, type AbnormalStatus } from '@/domain/abnormal/records';
import { searchDay, searchInt, searchText } from '@/lib/search-params';

export type RecordListKind = 'create' | 'check' | 'end' | 'archive';

export interface RecordListConfig {
  kind: RecordListKind;
  path: string;
  /** the detail page of this variant */
  detailBase: string;
  /** the statuses the status filter offers (all when absent) */
  statuses?: readonly AbnormalStatus[];
  /** the status shown when the URL names none */
  defaultStatus?: AbnormalStatus;
  /** only open records unless a status is chosen */
  openOnly?: boolean;
  /** the row's quick actions (the desk's; the server decides again) */
  rowActions: readonly AbnormalAction[];
  /** the merchant's variant */
  merchant: boolean;
}

const KINDS: Record<RecordListKind, Omit<RecordListConfig, 'path' | 'detailBase' | 'merchant'>> = {
  create: { kind: 'create', rowActions: [] },
  check: { kind: 'check', statuses: ['registered'], defaultStatus: 'registered', rowActions: ['accept', 'reject'] },
  end: { kind: 'end', statuses: ['registered', 'accepted', 'handling'], openOnly: true, rowActions: ['end'] },
  archive: { kind: 'archive', statuses: ['ended', 'rejected', 'archived'], defaultStatus: 'ended', rowActions: ['archive'] },
};

export const detailPath = (base: string, id: number) => `${base}/detail/${id}`;

export const RECORD_LISTS: readonly RecordListConfig[] = (['/saas/abnormal', '/da/abnormal'] as const).flatMap((base) =>
  (Object.keys(KINDS) as RecordListKind[]).map((kind) => ({ ...KINDS[kind], path: `${base}/${kind}/index`, detailBase: base, merchant: base === '/da/abnormal', rowActions: base === '/da/abnormal' ? [] : KINDS[kind].rowActions })),
);

const BY_PATH = new Map(RECORD_LISTS.map((c) => [c.path, c]));

export function recordListFor(pathname: string): RecordListConfig | undefined {
  return BY_PATH.get(pathname.replace(/\/+$/, ''));
}

const oneOf = <T extends string>(values: readonly T[]) => z.preprocess((v) => (typeof v === 'string' && (values as readonly string[]).includes(v) ? v : undefined), z.string().optional()) as unknown as z.ZodOptional<z.ZodType<T>>;
const perPage = z.preprocess((v) => ((PAGE_SIZES as readonly number[]).includes(Number(v)) ? Number(v) : undefined), z.number().int().optional());

export const recordListSearchSchema = z.object({
  status: oneOf(ABNORMAL_STATUSES),
  type: searchText(50),
  stage: oneOf(ABNORMAL_STAGES),
  responsible_party: oneOf(RESPONSIBLE_PARTIES),
  keyword: searchText(50),
  overdue: oneOf(['1'] as const),
  date_from: searchDay,
  date_to: searchDay,
  page: searchInt(100_000),
  per_page: perPage,
  /** 异常登记: the register form in place of the list */
  register: oneOf(['1'] as const),
  /** the order the form opens with (a link from an order or a task) */
  order_no: searchText(40),
});
export type RecordListSearch = z.infer<typeof recordListSearchSchema>;

export function validateRecordListSearch(search: Record<string, unknown>): RecordListSearch {
  const r = recordListSearchSchema.safeParse(search);
  return r.success ? r.data : {};
}

/** The list request (GET /abnormal/records): the config's default status or open-only, the filters from the URL. */
export function recordListParams(config: RecordListConfig, s: RecordListSearch): Record<string, unknown> {
  const status = s.status && (!config.statuses || config.statuses.includes(s.status)) ? s.status : config.defaultStatus;
  return {
    status,
    open: !status && config.openOnly ? '1' : undefined,
    type: s.type,
    stage: s.stage,
    responsible_party: s.responsible_party,
    keyword: s.keyword,
    overdue: s.overdue,
    date_from: s.date_from,
    date_to: s.date_to,
  };
}

/** Drops empty values so the URL only carries what is set. */
export function cleanSearch<T extends Record<string, unknown>>(s: T): Partial<T> {
  return Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined && v !== '' && v !== null)) as Partial<T>;
}
