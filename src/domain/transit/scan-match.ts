/**
 * What a scan at the dock means (issue 18, ./README.md "Planned vs loaded vs arrived"), decided the same way on the
 * tablet (at once, from the load it downloaded) and on the server (again, on what it has). A carton number (order no
 * + '-' + 3-digit sequence) counts once per load and phase; an order number stands for its only carton.
 */
import { parsePackageNo } from '../warehouse/ledger';

export const LOAD_SCAN_RESULTS = ['ok', 'unplanned', 'duplicate', 'wrong_destination', 'wrong_status', 'other_load', 'unknown', 'need_carton', 'over'] as const;
export type LoadScanResult = (typeof LOAD_SCAN_RESULTS)[number];

export type ScanPhase = 'load' | 'unload';

/** a carton the load knows: of an order on the load (planned or joined by an unplanned scan) */
export interface LoadCarton {
  packageNo: string;
  orderId: number;
  orderNo: string;
  planned: boolean;
  /** the order may travel now (not abnormal, intercepted, signed…) */
  loadable: boolean;
  /** the load goes the order's way (routing.ts loadGoesTheOrdersWay) */
  goesTheWay: boolean;
}

/** what the server (or a cache) knows of a carton whose order is not on the load */
export interface CartonFacts {
  orderId: number;
  orderNo: string;
  /** the order's cartons (after a split, a parent's cartons need not start at -001; a child's carry the parent's label) */
  cartonNos: readonly string[];
  loadable: boolean;
  goesTheWay: boolean;
  /** the order is on another open load */
  onOtherLoad: boolean;
}

export interface LoadScanInput {
  /** which scans the load takes now (loads.ts scanPhaseOf), null for none */
  phase: ScanPhase | null;
  /** the phase the device meant (a load scan on a departed load is wrong_status, not an unload) */
  scanPhase: ScanPhase;
  code: string;
  /** the load's cartons by number (upper case) */
  cartons: ReadonlyMap<string, LoadCarton>;
  /** the cartons of each order number on the load (an order number scanned stands for its only carton) */
  orderCartons: ReadonlyMap<string, readonly string[]>;
  /** cartons already accepted in this phase (and round) */
  done: ReadonlySet<string>;
  /** unload: the cartons that departed (the manifest) */
  manifest?: ReadonlySet<string>;
  allowUnplanned: boolean;
  /** facts of a carton not on the load: null = no order of the company has it; undefined = not known here (offline) */
  facts?: CartonFacts | null;
}

export interface LoadScanMatch {
  result: LoadScanResult;
  /** recorded as loaded / unloaded (ok, an allowed unplanned carton, an unload overage) */
  accepted: boolean;
  /** the carton number ('' when the code is none) */
  packageNo: string;
  orderId: number | null;
  /** the tablet could not decide an unplanned carton alone: accepted for now, the server has the last word */
  provisional?: boolean;
}

const norm = (code: string) => code.trim().toUpperCase();

export function matchLoadScan(input: LoadScanInput): LoadScanMatch {
  const raw = norm(input.code);
  let pkg = parsePackageNo(raw) ? raw : '';
  if (!pkg && /^[0-9A-Z]{6,32}$/.test(raw)) {
    const nos = input.orderCartons.get(raw) ?? input.facts?.cartonNos;
    if (nos !== undefined && nos.length > 1) return refuse('need_carton', '', input.facts?.orderId ?? null);
    if (nos?.length === 1) pkg = norm(nos[0]);
  }
  const known = pkg ? input.cartons.get(pkg) : undefined;
  const orderId = known?.orderId ?? input.facts?.orderId ?? null;
  if (input.phase !== input.scanPhase) return refuse('wrong_status', pkg, orderId);
  if (!pkg) return refuse('unknown', '', null);
  if (input.done.has(pkg)) return refuse('duplicate', pkg, orderId);
  if (input.scanPhase === 'unload') {
    if (input.manifest?.has(pkg)) return { result: 'ok', accepted: true, packageNo: pkg, orderId };
    // a carton on the truck that did not depart with it: recorded, it becomes an overage
    return { result: 'over', accepted: true, packageNo: pkg, orderId };
  }
  if (known) {
    if (!known.loadable) return refuse('wrong_status', pkg, orderId);
    if (!known.goesTheWay) return refuse('wrong_destination', pkg, orderId);
    return { result: known.planned ? 'ok' : 'unplanned', accepted: true, packageNo: pkg, orderId };
  }
  const facts = input.facts;
  if (facts === null) return refuse('unknown', pkg, null);
  if (facts === undefined) {
    // offline, a carton the tablet never downloaded: allowed for now when the load takes unplanned cartons
    return input.allowUnplanned ? { result: 'unplanned', accepted: true, packageNo: pkg, orderId: null, provisional: true } : refuse('unplanned', pkg, null);
  }
  if (!facts.loadable) return refuse('wrong_status', pkg, facts.orderId);
  if (facts.onOtherLoad) return refuse('other_load', pkg, facts.orderId);
  if (!facts.goesTheWay) return refuse('wrong_destination', pkg, facts.orderId);
  return input.allowUnplanned ? { result: 'unplanned', accepted: true, packageNo: pkg, orderId: facts.orderId } : refuse('unplanned', pkg, facts.orderId);
}

function refuse(result: LoadScanResult, packageNo: string, orderId: number | null): LoadScanMatch {
  return { result, accepted: false, packageNo, orderId };
}
