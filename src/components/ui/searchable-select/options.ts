/**
 * The searchable-select's option model and its pure rules (spec §2.5, §4 Inline-add dialog, §9): search page 1 /
 * 10 per page, selected-value lookups, the multi-select limit and select-on-load.
 */
import { pickWithinLimit, type LimitedPick } from '../multi-limit';

export interface SelectOption<R = unknown> {
  value: string;
  label: string;
  /** the row the option came from */
  row?: R;
}

export const SEARCH_PAGE = 1;
export const SEARCH_PER_PAGE = 10;
export const LOOKUP_PER_PAGE = 50;
/** the value of the 'add and use' item at the bottom of the list */
export const ADD_ITEM_VALUE = '__searchable_select_add__';

/** Unique by value, first occurrence wins. */
export function mergeOptions<R>(...lists: readonly (readonly SelectOption<R>[] | undefined)[]): SelectOption<R>[] {
  const seen = new Set<string>();
  const out: SelectOption<R>[] = [];
  for (const list of lists) {
    for (const o of list ?? []) {
      if (seen.has(o.value)) continue;
      seen.add(o.value);
      out.push(o);
    }
  }
  return out;
}

/** The value a freshly added record gives the select: single replaces, multi appends — refused past the limit. */
export function withAdded(values: readonly string[], added: string, multiple: boolean, limit: number): LimitedPick {
  if (!multiple) return { value: [added], refused: false };
  return pickWithinLimit(values, values.includes(added) ? values : [...values, added], limit);
}

/** Select-on-load: the one option of a loaded list that has exactly one option, else null. */
export function singleOption<R>(list: readonly SelectOption<R>[] | undefined): SelectOption<R> | null {
  return list && list.length === 1 ? list[0] : null;
}

/** The options whose label contains the typed text (case-insensitive); the whole list for empty text. */
export function narrowOptions<R>(list: readonly SelectOption<R>[], text: string): SelectOption<R>[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return [...list];
  return list.filter((o) => o.label.toLowerCase().includes(needle));
}
