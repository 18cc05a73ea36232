/**
 * The map-assignment selection: one list of order ids shared by the map (click, box) and the side list, kept in
 * list order-free form; pure so both sides apply the same rules.
 */
export type SelectMode = 'replace' | 'add' | 'toggle';

export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

export interface PointRef {
  id: string;
  lng: number;
  lat: number;
}

/** Applies ids picked on the map: replace the selection, add to it, or flip each id. */
export function applySelection(current: readonly string[], ids: readonly string[], mode: SelectMode): string[] {
  if (mode === 'replace') return [...new Set(ids)];
  const next = new Set(current);
  for (const id of ids) {
    if (mode === 'add') next.add(id);
    else if (next.has(id)) next.delete(id);
    else next.add(id);
  }
  return [...next];
}

/** Ids of the points inside a box (edges included). */
export function idsInBounds(points: readonly PointRef[], b: Bounds): string[] {
  return points.filter((p) => p.lng >= b.west && p.lng <= b.east && p.lat >= b.south && p.lat <= b.north).map((p) => p.id);
}

/** After a refresh: only ids still listed stay selected (assigned orders leave the list and the selection). */
export function pruneSelection(current: readonly string[], available: ReadonlySet<string>): string[] {
  const kept = current.filter((id) => available.has(id));
  return kept.length === current.length ? (current as string[]) : kept;
}

export interface ScreenPoint {
  id: string;
  x: number;
  y: number;
}

export interface Cluster {
  ids: string[];
  x: number;
  y: number;
}

/**
 * Groups screen points by a grid of `cell` px, then merges groups whose centres sit closer than a cell (neighbouring
 * grid cells would otherwise draw overlapping badges); a group of one is a plain marker, more show a count badge.
 */
export function clusterPoints(points: readonly ScreenPoint[], cell: number): Cluster[] {
  const merged: { ids: string[]; sx: number; sy: number }[] = [];
  for (const c of gridGroups(points, cell).sort((a, b) => b.ids.length - a.ids.length)) {
    const x = c.sx / c.ids.length;
    const y = c.sy / c.ids.length;
    const near = merged.find((m) => Math.hypot(m.sx / m.ids.length - x, m.sy / m.ids.length - y) < cell);
    if (!near) {
      merged.push({ ...c, ids: [...c.ids] });
      continue;
    }
    near.ids.push(...c.ids);
    near.sx += c.sx;
    near.sy += c.sy;
  }
  return merged.map((c) => ({ ids: c.ids, x: c.sx / c.ids.length, y: c.sy / c.ids.length }));
}

function gridGroups(points: readonly ScreenPoint[], cell: number): { ids: string[]; sx: number; sy: number }[] {
  const cells = new Map<string, { ids: string[]; sx: number; sy: number }>();
  for (const p of points) {
    const key = `${Math.floor(p.x / cell)}:${Math.floor(p.y / cell)}`;
    const c = cells.get(key) ?? { ids: [], sx: 0, sy: 0 };
    c.ids.push(p.id);
    c.sx += p.x;
    c.sy += p.y;
    cells.set(key, c);
  }
  return [...cells.values()];
}
