/**
 * How a resource list endpoint becomes a searchable-select source (spec §9): search page 1 / 10 per page by
 * name, the initial list ('' term) at its own size, chosen values looked up by resource_ids (50 per page, 20 for
 * fitting workers).
 */
import { LOOKUP_PER_PAGE, SEARCH_PAGE, SEARCH_PER_PAGE, type SelectOption } from '@/components/ui/searchable-select/options';
import type { ResourceList, ResourceListParams, ResourceRow } from '../api/types';

export const RESOURCE_DEBOUNCE_MS = 500;
export const FITTING_WORKER_LOOKUP_PER_PAGE = 20;
export const DRIVER_INITIAL_SIZE = 10;
export const STORE_INITIAL_SIZE = 300;

export const toOption = (row: ResourceRow): SelectOption<ResourceRow> => ({ value: String(row.id), label: row.name || row.label, row });

export interface PickerSourceOptions {
  initialPerPage?: number;
  lookupPerPage?: number;
}

export function pickerSource(list: (params: ResourceListParams) => Promise<ResourceList>, opts: PickerSourceOptions = {}) {
  const { initialPerPage = SEARCH_PER_PAGE, lookupPerPage = LOOKUP_PER_PAGE } = opts;
  return {
    search: async (term: string) =>
      (await list(term ? { page: SEARCH_PAGE, per_page: SEARCH_PER_PAGE, name: term } : { page: SEARCH_PAGE, per_page: initialPerPage })).list
        .filter((r) => r.id > 0)
        .map(toOption),
    // up to 100 chosen values (the pickers' limit): looked up a page's worth of ids at a time
    lookup: async (ids: string[]) => {
      const chunks = Array.from({ length: Math.ceil(ids.length / lookupPerPage) }, (_, i) => ids.slice(i * lookupPerPage, (i + 1) * lookupPerPage));
      const pages = await Promise.all(chunks.map((c) => list({ page: SEARCH_PAGE, per_page: lookupPerPage, resource_ids: c.join(',') })));
      return pages.flatMap((p) => p.list.filter((r) => r.id > 0).map(toOption));
    },
  };
}
