/**
 * Demo storage locations (库位) in each warehouse and their opening stock, written through the stock ledger (opening
 * moves SUPPLIER → location, the projection with them), so inventory-aware pickers and the warehouse screens have data.
 */
import type { Db } from '../db/client';
import { storageLocations } from '../db/schema';
import type { Move } from '../../../src/domain/warehouse/ledger';
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
}
