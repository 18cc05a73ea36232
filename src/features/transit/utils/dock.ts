/**
 * The dock tablet's view of a load: what matchLoadScan needs from the downloaded load plus the scans made on this
 * device that the server's copy does not hold yet, and the figures that move as the team scans (loaded vs
 * planned, kg, m³, rates). Pure, so the same sums are tested without a screen.
 */
import type { LoadDetail } from '@/domain/transit/api';
import { loadRates, scanPhaseOf, type LoadStatus } from '@/domain/transit/loads';
import { matchLoadScan, type LoadCarton, type LoadScanMatch, type LoadScanResult, type ScanPhase } from '@/domain/transit/scan-match';

/** a scan made on this device (kept in the lookup cache per load, so a shift survives a reload) */
export interface DeviceScan {
  id: string;
  phase: ScanPhase;
  code: string;
  packageNo: string;
  result: LoadScanResult;
  accepted: boolean;
  provisional: boolean;
  /** the outbox entry carrying it (accepted scans only); null until stored */
  entryId: string | null;
  /** not stored in the outbox (quota, signed out): never sent */
  unsaved?: string;
  occurredAt: string;
}

export type DeviceScanState = 'refused' | 'saving' | 'queued' | 'sent' | 'failed' | 'unsaved';

export interface CartonInfo {
  packageNo: string;
  orderNo: string;
  productName: string;
  weight_g: number;
  volume_cm3: number;
  planned: boolean;
}

export interface DockModel {
  phase: ScanPhase | null;
  cartons: Map<string, LoadCarton>;
  info: Map<string, CartonInfo>;
  orderCartons: Map<string, string[]>;
  manifest: Set<string>;
  /** cartons the server counts as done in the load's phase */
  serverDone: Set<string>;
}

export function dockModel(load: LoadDetail): DockModel {
  const cartons = new Map<string, LoadCarton>();
  const info = new Map<string, CartonInfo>();
  const orderCartons = new Map<string, string[]>();
  const manifest = new Set<string>();
  const serverDone = new Set<string>();
  const phase = scanPhaseOf(load.status as LoadStatus);
  for (const o of load.orders) {
    orderCartons.set(o.order_no.toUpperCase(), o.cartons.map((c) => c.package_no.toUpperCase()));
    for (const c of o.cartons) {
      const no = c.package_no.toUpperCase();
      cartons.set(no, { packageNo: no, orderId: o.order_id, orderNo: o.order_no, planned: o.planned, loadable: o.loadable, goesTheWay: o.goes_the_way });
      info.set(no, { packageNo: no, orderNo: o.order_no, productName: c.product_name, weight_g: c.weight_g, volume_cm3: c.volume_cm3, planned: o.planned });
      if (c.departed) manifest.add(no);
      if (phase === 'unload' ? c.unloaded : c.loaded) serverDone.add(no);
    }
  }
  return { phase, cartons, info, orderCartons, manifest, serverDone };
}

/** device scans accepted here that still count (not refused by the server, not unsaved) */
export function countingDeviceScans(scans: readonly (DeviceScan & { state: DeviceScanState })[], phase: ScanPhase | null): DeviceScan[] {
  return scans.filter((s) => s.accepted && s.phase === phase && s.state !== 'failed' && s.state !== 'unsaved' && s.state !== 'refused');
}

/** The verdict of a code, at once, from the load on the device and the scans made here. */
export function matchOnDevice(model: DockModel, load: Pick<LoadDetail, 'allow_unplanned'>, counting: readonly DeviceScan[], scanPhase: ScanPhase, code: string): LoadScanMatch {
  const done = new Set(model.serverDone);
  for (const s of counting) if (s.phase === scanPhase && s.packageNo) done.add(s.packageNo);
  return matchLoadScan({
    phase: model.phase,
    scanPhase,
    code,
    cartons: model.cartons,
    orderCartons: model.orderCartons,
    done,
    manifest: model.manifest,
    allowUnplanned: load.allow_unplanned,
    // the tablet holds no facts of cartons off the load: the server has the last word on those
    facts: undefined,
  });
}

export interface DockFigures {
  /** cartons the phase expects: planned cartons (load) or the manifest (unload) */
  expected: number;
  /** expected cartons done (server and device) */
  doneExpected: number;
  /** cartons done that were not expected (unplanned loaded, unload overages) */
  extra: number;
  weight_g: number;
  volume_cm3: number;
  rates: ReturnType<typeof loadRates>;
  /** expected cartons not done yet, by order */
  missing: CartonInfo[];
}

export function dockFigures(load: LoadDetail, model: DockModel, counting: readonly DeviceScan[]): DockFigures {
  const done = new Set(model.serverDone);
  for (const s of counting) if (s.packageNo) done.add(s.packageNo);
  const expectedSet = model.phase === 'unload' ? model.manifest : new Set([...model.info.values()].filter((c) => c.planned).map((c) => c.packageNo));
  let doneExpected = 0;
  let extra = 0;
  let weight = 0;
  let volume = 0;
  for (const no of done) {
    if (expectedSet.has(no)) doneExpected++;
    else extra++;
    const c = model.info.get(no);
    weight += c?.weight_g ?? 0;
    volume += c?.volume_cm3 ?? 0;
  }
  const missing = [...expectedSet].filter((no) => !done.has(no)).map((no) => model.info.get(no)!).filter(Boolean);
  missing.sort((a, b) => a.packageNo.localeCompare(b.packageNo));
  const rates = loadRates({ weight_g: weight, volume_cm3: volume, pieces: done.size }, { weight_g: load.capacity_weight_g, volume_cm3: load.capacity_volume_cm3, pieces: load.capacity_pieces });
  return { expected: expectedSet.size, doneExpected, extra, weight_g: weight, volume_cm3: volume, rates, missing };
}
