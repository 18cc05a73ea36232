/** GET /api/order/orders/{id or order no}: an order with everything its detail screen shows. */
import type { OrderAction } from './order-lifecycle';
import type { OrderStatus } from './order-status';

export interface OrderProduct {
  product_id: number;
  code: string;
  name: string;
  quantity: number;
  package: number;
  category_path: string;
}

export interface OrderEvent {
  id: number;
  action: string;
  from_status: string | null;
  to_status: string;
  actor_name: string;
  actor_role: string;
  occurred_at: string;
  recorded_at: string;
  data: Record<string, unknown>;
}

export interface OrderDetail {
  id: number;
  order_no: string;
  app_code: string;
  status: OrderStatus;
  held_from: OrderStatus | null;
  review_kind: string;
  create_variant: string;
  business_type: string;
  consignor_resource_id: number | null;
  /** spec §3: the consignor account that placed it, the servicer's account, the delivery account it went to (null: none) */
  consignor_user_id: number | null;
  servicer_user_id: number | null;
  delivery_user_id: number | null;
  consignor_name: string;
  store_resource_id: number | null;
  store_name: string;
  delivery_resource_id: number | null;
  delivery_name: string;
  warehouse_id: number | null;
  warehouse_name: string;
  sender_name: string;
  sender_phone: string;
  sender_address: string;
  end_contact: string;
  end_tel: string;
  end_province: string;
  end_province_code: string;
  end_city: string;
  end_city_code: string;
  end_district: string;
  end_district_code: string;
  end_address: string;
  /** null: not told */
  end_floor: number | null;
  end_has_lift: boolean | null;
  products: OrderProduct[];
  package: number;
  services_pkg_code: string;
  services_pkg_name: string;
  tags: string[];
  limitation_status_code: string;
  income_settle_status: number;
  is_not_out_storage: boolean;
  memo: string;
  print_memo: string;
  shipping_no: string | null;
  client_order_no: string | null;
  appoint_at: string | null;
  signed_at: string | null;
  signer: string;
  sign_photos: string[];
  sign_checked: boolean;
  feedback_result: string;
  pending_change: { changes: Record<string, string>; reason: string; at: string } | null;
  status_changed_at: string;
  created_at: string;
  updated_at: string;
  version: number;
  events: OrderEvent[];
  /** what the signed-in user may do now (order-lifecycle.ts) */
  allowed_actions: OrderAction[];
}
