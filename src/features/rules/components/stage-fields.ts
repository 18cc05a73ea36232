/** The stage-hours inputs every time-limit form shows, one per timed stage (src/domain/time-limits.ts). */
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import type { EntityField } from '@/components/ui/entity-screen/types';
import { MAX_LIMIT_HOURS, STAGE_FIELDS, TIME_LIMIT_STAGES } from '@/domain/time-limits';

export const STAGE_KEYS = TIME_LIMIT_STAGES.map((s) => STAGE_FIELDS[s]);

export const stageFields = (helpKey?: string): EntityField[] =>
  STAGE_KEYS.map((key) => ({ key, labelKey: `rules.stages.${key}`, kind: 'number', min: 1, max: MAX_LIMIT_HOURS, helpKey }));

export function stageColumns<R extends object>(t: TFunction): DataTableColumn<R>[] {
  return STAGE_KEYS.map((key) => ({
    key,
    title: t(`rules.stageShort.${key}`),
    width: 84,
    align: 'end' as const,
    value: (r: R) => ((r as Record<string, unknown>)[key] as number | null) ?? '—',
  }));
}

export const stageInitial = (row: object | null) => Object.fromEntries(STAGE_KEYS.map((k) => [k, (row as Record<string, unknown> | null)?.[k] ?? '']));
