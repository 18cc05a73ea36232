/**
 * A load (配载 / 短驳, issue 18): its types, states and one transition table, shared by the server (which enforces
 * it) and the browser (which shows only the actions that apply). Design: ./README.md.
 */

export const LOAD_TYPES = ['drayage', 'line_haul', 'handover'] as const;
export type LoadType = (typeof LOAD_TYPES)[number];

/** load number prefixes: 短驳 DB, 配载 PZ, 中转交接 ZZ */
export const LOAD_NO_PREFIX: Record<LoadType, string> = { drayage: 'DB', line_haul: 'PZ', handover: 'ZZ' };

export const LOAD_STATUSES = ['planned', 'loading', 'departed', 'arrived', 'closed', 'cancelled'] as const;
export type LoadStatus = (typeof LOAD_STATUSES)[number];

export const LOAD_ACTIONS = ['start_loading', 'depart', 'arrive', 'close', 'cancel', 'cancel_loading', 'cancel_departure', 'cancel_arrival'] as const;
export type LoadAction = (typeof LOAD_ACTIONS)[number];

export interface LoadTransition {
  from: readonly LoadStatus[];
  to: LoadStatus;
  /** the action needs a reason */
  reason: boolean;
}

export const LOAD_TRANSITIONS: Record<LoadAction, LoadTransition> = {
  start_loading: { from: ['planned'], to: 'loading', reason: false },
  depart: { from: ['loading'], to: 'departed', reason: false },
  arrive: { from: ['departed'], to: 'arrived', reason: false },
  close: { from: ['arrived'], to: 'closed', reason: false },
  cancel: { from: ['planned', 'loading'], to: 'cancelled', reason: true },
  cancel_loading: { from: ['loading'], to: 'planned', reason: true },
  cancel_departure: { from: ['departed'], to: 'loading', reason: true },
  cancel_arrival: { from: ['arrived'], to: 'departed', reason: true },
};

/** the statuses in which a load holds its orders (an order is on at most one such load) */
export const OPEN_LOAD_STATUSES: readonly LoadStatus[] = ['planned', 'loading', 'departed'];

/** the order statuses that may travel on a load: in the warehouse, out of it, or waiting in transit between legs */
export const LOADABLE_ORDER_STATUSES: readonly string[] = ['IN_WAREHOUSE', 'OUT_WAREHOUSE', 'IN_TRANSIT'];

/** which scans a load takes in a status: load scans while planned (the first starts loading) or loading, unload scans once departed */
export function scanPhaseOf(status: LoadStatus): 'load' | 'unload' | null {
  if (status === 'planned' || status === 'loading') return 'load';
  if (status === 'departed') return 'unload';
  return null;
}

export interface LoadFacts {
  status: LoadStatus;
  /** cartons accepted by load scans of the current round */
  loadedCartons: number;
  /** unload scans recorded (cancel_departure is refused once unloading began) */
  unloadScans: number;
}

export type LoadRefusal = 'wrongStatus' | 'nothingLoaded' | 'unloadingStarted';

export function decideLoad(action: LoadAction, load: LoadFacts): { ok: true; to: LoadStatus } | { ok: false; reason: LoadRefusal } {
  const t = LOAD_TRANSITIONS[action];
  if (!t.from.includes(load.status)) return { ok: false, reason: 'wrongStatus' };
  if (action === 'depart' && load.loadedCartons === 0) return { ok: false, reason: 'nothingLoaded' };
  if (action === 'cancel_departure' && load.unloadScans > 0) return { ok: false, reason: 'unloadingStarted' };
  return { ok: true, to: t.to };
}

/** the actions a load screen offers now */
export function loadActionsFor(load: LoadFacts): LoadAction[] {
  return LOAD_ACTIONS.filter((a) => decideLoad(a, load).ok);
}

/**
 * Vehicle types of a Chinese LTL fleet (厢式货车 by length) with their usual payload and box volume. A load may state
 * its own capacity instead (a custom vehicle). Weights in grams, volumes in cm³ (integers end to end).
 */
export const VEHICLE_TYPES = [
  { code: 'V42', zh: '4.2米厢车', en: '4.2 m box truck', weight_g: 2_000_000, volume_cm3: 16_000_000 },
  { code: 'V68', zh: '6.8米厢车', en: '6.8 m box truck', weight_g: 8_000_000, volume_cm3: 40_000_000 },
  { code: 'V76', zh: '7.6米厢车', en: '7.6 m box truck', weight_g: 10_000_000, volume_cm3: 50_000_000 },
  { code: 'V96', zh: '9.6米厢车', en: '9.6 m box truck', weight_g: 15_000_000, volume_cm3: 60_000_000 },
  { code: 'V130', zh: '13米厢车', en: '13 m box trailer', weight_g: 30_000_000, volume_cm3: 90_000_000 },
  { code: 'V175', zh: '17.5米厢车', en: '17.5 m box trailer', weight_g: 35_000_000, volume_cm3: 120_000_000 },
] as const;
export type VehicleTypeCode = (typeof VEHICLE_TYPES)[number]['code'];
export const VEHICLE_TYPE_CODES = VEHICLE_TYPES.map((v) => v.code) as [VehicleTypeCode, ...VehicleTypeCode[]];

export function vehicleType(code: string) {
  return VEHICLE_TYPES.find((v) => v.code === code) ?? null;
}

export interface Capacity {
  weight_g: number;
  volume_cm3: number;
  /** pieces (cartons) the vehicle takes; 0 = no limit */
  pieces: number;
}

export interface Loaded {
  weight_g: number;
  volume_cm3: number;
  pieces: number;
}

/** A carton's share of its product's weight and volume (a unit of N cartons: each carton 1/N, rounded down). */
export function cartonMeasure(product: { weight_g: number; volume_cm3: number; package: number }): { weight_g: number; volume_cm3: number } {
  const n = Math.max(1, Math.floor(product.package || 1));
  return { weight_g: Math.floor(product.weight_g / n), volume_cm3: Math.floor(product.volume_cm3 / n) };
}

/** Loaded vs capacity as whole percentages (null where the capacity is unknown), and whether any is over 100 %. */
export function loadRates(loaded: Loaded, capacity: Capacity) {
  const rate = (v: number, cap: number) => (cap > 0 ? Math.round((v * 100) / cap) : null);
  const weight = rate(loaded.weight_g, capacity.weight_g);
  const volume = rate(loaded.volume_cm3, capacity.volume_cm3);
  const pieces = rate(loaded.pieces, capacity.pieces);
  return { weight, volume, pieces, over: [weight, volume, pieces].some((r) => r !== null && r > 100) };
}

/** grams → kg text (one decimal at most), cm³ → m³ text (two decimals at most) */
export const kgText = (g: number) => String(Math.round(g / 100) / 10);
export const m3Text = (cm3: number) => String(Math.round(cm3 / 10_000) / 100);

/** `PZ2611260001`: prefix + yyMMdd (China time) + a 4-digit sequence of the company and day */
export function loadNo(type: LoadType, day: Date, seq: number): string {
  const cn = new Date(day.getTime() + 8 * 3600_000);
  const yymmdd = cn.toISOString().slice(2, 10).replaceAll('-', '');
  return `${LOAD_NO_PREFIX[type]}${yymmdd}${String(seq).padStart(4, '0')}`;
}
