/** What asks for a lifecycle action (who, on which order, with what data) and how a refusal is told back. */
import type { ActionVia, OrderAction, OrderActionData, OrderRole, RefusalReason } from '../../../src/domain/order-lifecycle';
import type { MessageParams, ServerMessageKey } from '../../../src/domain/server-messages';
import type { OrderScope } from './orders';

export interface Actor {
  userId: number;
  /** the actor's own company: photos a delivery provider uploaded belong to it */
  companyId: number;
  name: string;
  role: OrderRole;
}

export interface ActionRequest<A extends OrderAction = OrderAction> {
  scope: OrderScope;
  /** order id (digits, not starting with 2) or order number */
  key: { id: number } | { orderNo: string };
  action: A;
  data: OrderActionData<A>;
  actor: Actor;
  occurredAt: Date;
  idempotencyKey?: string;
  /** the area applying it (transit, abnormal records); none: the generic order action route, which may not apply their own actions */
  via?: ActionVia;
}

/** A refused action: the catalog message and its parameters, in the caller's language later. */
export class ActionRefused extends Error {
  constructor(
    readonly statusCode: 400 | 404,
    readonly messageKey: ServerMessageKey,
    readonly params: MessageParams = {},
  ) {
    super(messageKey);
  }
}

/** The catalog message of each reason the lifecycle table refuses an action for. */
export const REFUSAL_KEYS: Record<RefusalReason, ServerMessageKey> = {
  wrongStatus: 'orderWrongStatus',
  wrongRole: 'orderWrongRole',
  noPendingChange: 'orderNoPendingChange',
  pendingChangeExists: 'orderPendingChangeExists',
  noHeldStatus: 'orderNoHeldStatus',
  onlyTransit: 'orderOnlyTransit',
  onlyAbnormal: 'orderOnlyAbnormal',
};
