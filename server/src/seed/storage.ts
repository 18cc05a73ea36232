/**
 * Demo storage locations (库位) in each warehouse and their opening stock, written through the stock ledger (opening
 * moves SUPPLIER → location, the projection with them), so inventory-aware pickers and the warehouse screens have data.
 */
import type { Db } from '../db/client';
import { storageLocations } from '../db/schema';
import type { Move } from '../../../src/domain/warehouse/ledger';
import { WarehouseDocumentsRepository } from '../repositories/warehouse/documents';
import { StockLedger } from '../repositories/warehouse/stock-ledger';
import type { Catalog } from './catalog';
import { createRng, int } from './random';

export async function seedStorage(db: Db, companyId: number, catalog: Catalog): Promise<void> {
  // its own random stream, so the rest of the demo world stays as it was
  const rng = createRng(companyId * 7919);
  const locations = await db
    .insert(storageLocations)
    .values(
      catalog.warehouseIds.flatMap((warehouseId) =>
        ['A', 'B', 'C'].flatMap((zone) =>
          [1, 2].map((n) => ({ companyId, warehouseId, code: `${zone}-0${n}`, name: `${zone}区0${n}号库位` })),
        ),
      ),
    )
    .returning({ id: storageLocations.id, warehouseId: storageLocations.warehouseId });
  if (!locations.length) return;
  const owner = catalog.consignors[0]?.id ?? 0;
  // about two thirds of the products have stock somewhere; the rest show as zero inventory
  const moves: Move[] = catalog.products
    .filter((_, i) => i % 3 !== 2)
    .flatMap((product, i) => {
      const a = locations[i % locations.length];
      const b = locations[(i * 7 + 3) % locations.length];
      const picks = a.id === b.id ? [a] : [a, b];
      return picks.map((loc) => ({
        warehouseId: loc.warehouseId,
        from: { kind: 'virtual', code: 'SUPPLIER' } as const,
        to: { kind: 'storage', id: loc.id } as const,
        productId: product.id,
        packageNo: '',
        ownerId: owner,
        quantity: int(rng, 1, 60),
      }));
    });
  await new StockLedger().post(
    db,
    { companyId, docKind: 'opening', docId: null, docNo: 'OPENING', actorUserId: null, actorName: '', occurredAt: new Date(), lang: 'zh' },
    moves,
  );
  await seedDocuments(db, companyId, catalog, locations, moves, owner);
}

/** A few open documents, so each warehouse screen has work on it: an advance notice ready to scan, an outbound, a lock, a count. */
async function seedDocuments(db: Db, companyId: number, catalog: Catalog, locations: { id: number; warehouseId: number }[], stock: Move[], owner: number) {
  const repo = new WarehouseDocumentsRepository(db);
  const actor = { companyId, userId: null, name: '系统', lang: 'zh' as const };
  const at = new Date();
  const base = { owner_id: owner, source: 'manual' as const, reason: '', ship_to: 'CUSTOMER' as const, memo: '' };
  const first = locations[0];
  const noInput = { lines: [], found: [], reason: '' };
  const notice = await repo.create(
    actor,
    {
      ...base,
      kind: 'inbound',
      source: 'notice',
      warehouse_id: first.warehouseId,
      location_id: first.id,
      memo: '商家预约入库',
      lines: catalog.products.slice(0, 2).map((p, i) => ({ product_id: p.id, package_no: '', owner_id: owner, quantity: 5 - i * 2, memo: '' })),
    },
    at,
  );
  await repo.transition(actor, notice, 'confirm', noInput, at);
  const held = stock.filter((m) => m.to.kind === 'storage' && m.quantity >= 4 && m.warehouseId === first.warehouseId);
  const [a, b] = held;
  const place = (m: Move) => (m.to.kind === 'storage' ? m.to.id : 0);
  if (a) {
    await repo.create(actor, { ...base, kind: 'outbound', warehouse_id: a.warehouseId, memo: '门店调拨', lines: [{ product_id: a.productId, package_no: '', owner_id: owner, location_id: place(a), quantity: 2, memo: '' }] }, at);
  }
  if (b) {
    await repo.create(actor, { ...base, kind: 'lock', warehouse_id: b.warehouseId, reason: '质检冻结', lines: [{ product_id: b.productId, package_no: '', owner_id: owner, location_id: place(b), quantity: 1, memo: '' }] }, at);
  }
  await repo.create(actor, { ...base, kind: 'count', warehouse_id: first.warehouseId, location_id: first.id, memo: '月度盘点', lines: [] }, at);
}
