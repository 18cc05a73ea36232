/**
 * GET /api/order/orders/{id or order no}: one order of the caller's scope with its names, photos, timeline and
 * the lifecycle actions the caller may do now. Another company's order is 404, like an unknown one.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OrderDetail } from '../../../../../src/domain/order-detail';
import { allowedActions, orderRoleOf } from '../../../../../src/domain/order-lifecycle';
import type { OrderStatus } from '../../../../../src/domain/order-status';
import { limitationStatus } from '../../../../../src/domain/time-limits';
import { feeDisplayOn, withoutFeeAmounts } from '../../../lib/fee-display';
import { notFound } from '../../../lib/http-error';
import { envelope, ok } from '../../../lib/schemas';
import { orderFacts } from '../../../repositories/order-facts';
import { orderKey } from './actions';
import { orderScope } from './stats';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order/orders/:key',
    { schema: { params: z.object({ key: z.string().max(40) }), response: { 200: envelope(z.record(z.string(), z.unknown())) } } },
    async (request) => {
      const key = orderKey(request.params.key);
      if (!key) throw notFound();
      const user = request.user();
      const scope = orderScope(user, request.dataScope());
      // the order, its names and its timeline in one query; its company's time limits from the table cache
      const found = await app.orderActions.findDetail(scope, key);
      if (!found) throw notFound();
      const o = found.order;
      const events = found.events;
      const limits = await app.timeLimits.forCompany(o.companyId);
      // a ticket_fees posting's amounts are fees: only the servicer's readers with fee display on see them (spec §6)
      const postings = events.some((e) => e.action === 'ticket_fees');
      const feeAmounts = postings && (scope.kind === 'company' || scope.kind === 'platform') && (await feeDisplayOn(app, user));
      const shownEvents = postings && !feeAmounts ? events.map(withoutFeeAmounts) : events;
      const role = orderRoleOf(user.main_type);
      const limitation = limitationStatus(
        { stage: o.status, stageStartedAt: o.statusChangedAt, endProvinceCode: o.endProvinceCode, endCityCode: o.endCityCode, endDistrictCode: o.endDistrictCode },
        limits,
        new Date(),
      );
      const detail: OrderDetail = {
        id: o.id,
        order_no: o.orderNo,
        app_code: o.appCode,
        status: o.status as OrderStatus,
        held_from: (o.heldFrom as OrderStatus | null) ?? null,
        review_kind: o.reviewKind,
        create_variant: o.createVariant,
        business_type: o.businessType,
        consignor_resource_id: o.consignorResourceId,
        // the accounts behind the order (spec §3 Waybill/order): who placed it as consignor, the servicer's account, the delivery account
        consignor_user_id: o.consignorUserId,
        servicer_user_id: o.servicerUserId,
        delivery_user_id: o.deliveryUserId,
        consignor_name: found.consignorName,
        store_resource_id: o.storeResourceId,
        store_name: found.storeName,
        delivery_resource_id: o.deliveryResourceId,
        delivery_name: found.deliveryName,
        warehouse_id: o.warehouseId,
        warehouse_name: found.warehouseName,
        sender_name: o.senderName,
        sender_phone: o.senderPhone,
        sender_address: o.senderAddress,
        end_contact: o.endContact,
        end_tel: o.endTel,
        end_province: o.endProvince,
        end_province_code: o.endProvinceCode,
        end_city: o.endCity,
        end_city_code: o.endCityCode,
        end_district: o.endDistrict,
        end_district_code: o.endDistrictCode,
        end_address: o.endAddress,
        end_floor: o.endFloor,
        end_has_lift: o.endHasLift,
        products: o.products,
        package: o.package,
        services_pkg_code: o.servicesPkgCode,
        services_pkg_name: o.servicesPkgName,
        tags: o.tags,
        limitation_status_code: limitation,
        income_settle_status: o.incomeSettleStatus,
        is_not_out_storage: o.isNotOutStorage,
        memo: o.memo,
        print_memo: o.printMemo,
        shipping_no: o.shippingNo,
        // the keys the server derives from an Idempotency-Key or an import row are not the client's order number
        client_order_no: o.clientOrderNo && !/^(idem|row):/.test(o.clientOrderNo) ? o.clientOrderNo : null,
        appoint_at: iso(o.appointAt),
        signed_at: iso(o.signedAt),
        signer: o.signer,
        sign_photos: o.signPhotos,
        sign_checked: o.signChecked,
        feedback_result: o.feedbackResult,
        pending_change: o.pendingChange ? { changes: o.pendingChange.changes as Record<string, string>, reason: o.pendingChange.reason, at: o.pendingChange.at } : null,
        status_changed_at: o.statusChangedAt.toISOString(),
        created_at: o.createdAt.toISOString(),
        updated_at: o.updatedAt.toISOString(),
        version: o.version,
        events: shownEvents,
        allowed_actions: role ? allowedActions(role, orderFacts(o)) : [],
      };
      return ok(detail as unknown as Record<string, unknown>);
    },
  );
};

export default routes;
