/** The order fields each lifecycle action writes, with the checks that what it references (warehouse, location, delivery provider, photos) is the company's. */
import { and, eq, inArray } from 'drizzle-orm';
import { parseUserDateTime, type OrderActionData } from '../../../src/domain/order-lifecycle';
import type { OrderStatus } from '../../../src/domain/order-status';
import type { Db } from '../db/client';
import { files, resources, storageLocations, warehouses, type orders } from '../db/schema';
import { ActionRefused, type ActionRequest } from './order-action-request';
import { receiveOrderStock, shipOrderStock } from './warehouse/order-stock';
import type { ServerLang } from '../../../src/domain/server-messages';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type OrderRow = typeof orders.$inferSelect;
type OrderPatch = Partial<typeof orders.$inferInsert>;

/**
 * The order fields an action writes, after checking that what it references belongs to the company; the names of
 * what it points at go into `names` for the event.
 */
export async function actionPatch(tx: Tx, order: OrderRow, req: ActionRequest, to: OrderStatus, names: Record<string, string>, lang: ServerLang = 'zh'): Promise<OrderPatch> {
  const patch: OrderPatch = {};
  if (to === 'ABNORMAL' || to === 'INTERCEPTED') patch.heldFrom = order.status;
  if (req.action === 'resolve_abnormal' || req.action === 'release_intercept') patch.heldFrom = null;
  switch (req.action) {
    case 'submit': {
      if (to === 'PENDING_REVIEW' && order.reviewKind === 'STANDARD' && order.createVariant === 'dealership') patch.reviewKind = 'DEALERSHIP';
      if (to === 'PENDING_REVIEW' && order.reviewKind === 'STANDARD' && order.createVariant === 'erp') patch.reviewKind = 'ERP';
      break;
    }
    case 'warehouse_in': {
      const d = req.data as OrderActionData<'warehouse_in'>;
      const [wh] = await tx
        .select({ id: warehouses.id, name: warehouses.name })
        .from(warehouses)
        .where(and(eq(warehouses.id, d.warehouse_id), eq(warehouses.companyId, order.companyId)));
      if (!wh) throw new ActionRefused(400, 'orderWarehouseInvalid');
      if (d.location_id) {
        const [loc] = await tx
          .select({ id: storageLocations.id })
          .from(storageLocations)
          .where(and(eq(storageLocations.id, d.location_id), eq(storageLocations.warehouseId, wh.id)));
        if (!loc) throw new ActionRefused(400, 'orderLocationInvalid');
      }
      patch.warehouseId = wh.id;
      names.warehouse_name = wh.name;
      // the stock arrives through the warehouse's inbound (one path with the warehouse screens)
      const inbound = await receiveOrderStock(tx, order, wh.id, d.location_id, req.actor, req.occurredAt, lang);
      if (inbound) names.inbound_doc_id = String(inbound.documentId);
      break;
    }
    case 'warehouse_out': {
      patch.isNotOutStorage = false;
      const outbound = await shipOrderStock(tx, order, req.actor, req.occurredAt, lang);
      if (outbound?.documentId) names.outbound_doc_id = String(outbound.documentId);
      break;
    }
    case 'assign':
    case 'change_assignment': {
      const d = req.data as OrderActionData<'assign'>;
      const [r] = await tx
        .select({ id: resources.id, name: resources.name })
        .from(resources)
        .where(
          and(
            eq(resources.id, d.delivery_resource_id),
            eq(resources.companyId, order.companyId),
            inArray(resources.objectSubType, ['T_PZ', 'T_SJ']),
          ),
        );
      if (!r) throw new ActionRefused(400, 'orderDeliveryInvalid');
      patch.deliveryResourceId = r.id;
      names.delivery_name = r.name;
      patch.deliveryUserId = null;
      patch.appointAt = null;
      break;
    }
    case 'appoint':
    case 'reappoint':
      patch.appointAt = parseUserDateTime((req.data as OrderActionData<'appoint'>).appoint_at);
      break;
    case 'sign': {
      const d = req.data as OrderActionData<'sign'>;
      await checkPhotos(tx, [order.companyId, req.actor.companyId], d.photos);
      patch.signer = d.signer;
      patch.signPhotos = d.photos;
      patch.signedAt = req.occurredAt;
      patch.signChecked = false;
      break;
    }
    case 'report_abnormal': {
      const d = req.data as OrderActionData<'report_abnormal'>;
      await checkPhotos(tx, [order.companyId, req.actor.companyId], d.photos ?? []);
      if (!order.tags.includes('ABNORMAL')) patch.tags = [...order.tags, 'ABNORMAL'];
      break;
    }
    case 'recheck_pass':
      patch.signChecked = true;
      break;
    case 'recheck_reject':
      patch.signChecked = false;
      patch.signedAt = null;
      break;
    case 'feedback':
      patch.feedbackResult = (req.data as OrderActionData<'feedback'>).result;
      break;
    case 'destroy':
      patch.deletedAt = new Date();
      break;
    case 'request_change': {
      const d = req.data as OrderActionData<'request_change'>;
      patch.pendingChange = { changes: d.changes, reason: d.reason, by: req.actor.userId, at: req.occurredAt.toISOString() };
      break;
    }
    case 'approve_change': {
      const c = order.pendingChange?.changes ?? {};
      if (c.end_contact !== undefined) patch.endContact = c.end_contact;
      if (c.end_tel !== undefined) patch.endTel = c.end_tel;
      if (c.end_address !== undefined) patch.endAddress = c.end_address;
      if (c.memo !== undefined) patch.memo = c.memo;
      patch.pendingChange = null;
      break;
    }
    case 'reject_change':
      patch.pendingChange = null;
      break;
    default:
      break;
  }
  return patch;
}

/** Every photo is a file of one of the companies (the order's or the actor's). */
async function checkPhotos(tx: Tx, companyIds: number[], photos: string[]): Promise<void> {
  if (!photos.length) return;
  const found = await tx
    .select({ fileid: files.fileid })
    .from(files)
    .where(and(inArray(files.fileid, photos), inArray(files.companyId, companyIds)));
  const known = new Set(found.map((f) => f.fileid));
  const missing = photos.find((p) => !known.has(p));
  if (missing) throw new ActionRefused(400, 'orderPhotoInvalid', { fileid: missing });
}
