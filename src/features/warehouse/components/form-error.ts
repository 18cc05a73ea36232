/** A form issue's key (a domain message, or a generic one) in the user's words, with the line number where it names one. */
import type { TFunction } from 'i18next';
import { isWarehouseMessage, warehouseMessage, type Lang } from '../utils/labels';

export function issueText(key: string | undefined, field: string, t: TFunction, lang: Lang): string | undefined {
  if (!key) return undefined;
  const line = /^lines\.(\d+)\./.exec(field);
  const params = { line: line ? Number(line[1]) + 1 : '' };
  if (isWarehouseMessage(key)) return warehouseMessage(key, lang, params);
  return t(`warehouse.errors.${key}`, { defaultValue: t('warehouse.errors.invalidFormat') });
}
