/**
 * Multi-select limits (spec §9: 'default 0, 1 or 100 by widget'). 0 = no limit: the generic remote select, the
 * searchable-select base and the tree select unless told otherwise; 100: the resource pickers (their chosen values
 * travel as one comma-joined resource_ids); 1: a multi-mode select that holds a single value. The sub-account
 * picker has its own 20 (spec §9). A pick past the limit is refused: the value stays and the widget says why.
 */
export const MULTI_LIMIT = { none: 0, one: 1, resources: 100 } as const;

export interface LimitedPick {
  value: string[];
  /** the pick would have gone past the limit: `value` is the previous one */
  refused: boolean;
}

/** The value after a multi-select change from `prev` to `next` under `limit` (0 = none); removals always apply. */
export function pickWithinLimit(prev: readonly string[], next: readonly string[], limit: number): LimitedPick {
  const grows = next.some((v) => !prev.includes(v));
  if (limit > 0 && grows && next.length > limit) return { value: [...prev], refused: true };
  return { value: [...next], refused: false };
}
