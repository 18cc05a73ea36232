/** Public types of the data table: columns, tabs, the URL-held view and the export configuration. */
import type { ReactNode } from 'react';
import type { RowStyleRule } from '@/domain/row-styles';
import type { PageFetcher } from './fetch-page';

export type CellPrimitive = string | number | boolean | null;

export interface DataTableColumn<R> {
  key: string;
  /** already translated */
  title: string;
  /** px */
  width: number;
  /** the plain value: shown in the cell (unless render is given), copied and exported */
  value(row: R): CellPrimitive;
  render?(row: R): ReactNode;
  align?: 'start' | 'end';
  sortable?: boolean;
}

export interface DataTableTab<R> {
  key: string;
  label: string;
  /** list endpoint of this tab (server mode); defaults to the table's url */
  url?: string;
  /** fixed params this tab adds (e.g. a status group) */
  params?: Record<string, unknown>;
  /** this tab's columns; defaults to the table's columns */
  columns?: DataTableColumn<R>[];
  /** how this tab reads a page (and its export); defaults to a plain GET of the url */
  fetchPage?: PageFetcher<R>;
}

/** What lives in the URL: page, page size, sort and tab. */
export interface TableView {
  page?: number;
  per_page?: number;
  sort?: string;
  tab?: string;
}

export interface DataTableExport {
  /** file name prefix: prefix + timestamp + .xlsx */
  prefix: string;
  sheetName?: string;
}

export type { RowStyleRule };

export const PAGE_SIZES = [5, 10, 20, 50, 100, 500] as const;
export const DEFAULT_PAGE_SIZE = 20;
/** the largest page the export fetches at a time */
export const EXPORT_PAGE_SIZE = 500;
