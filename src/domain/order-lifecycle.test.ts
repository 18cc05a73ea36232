import { describe, expect, it } from 'vitest';
import {
  ACTION_DATA,
  ORDER_ACTIONS,
  TRANSITIONS,
  actionsFrom,
  allowedActions,
  decide,
  orderRoleOf,
  parseActionData,
  parseUserDateTime,
  type OrderFacts,
  type OrderRole,
} from './order-lifecycle';
import { ORDER_STATUSES, type OrderStatus } from './order-status';

const facts = (status: OrderStatus, extra: Partial<OrderFacts> = {}): OrderFacts => ({
  status,
  heldFrom: null,
  hasPendingChange: false,
  needsReview: true,
  ...extra,
});
const ROLES: OrderRole[] = ['consignor', 'servicer', 'delivery', 'driver'];

describe('order lifecycle table', () => {
  it('walks the main path from draft to archived', () => {
    const path: [string, OrderRole, OrderStatus][] = [
      ['submit', 'consignor', 'PENDING_REVIEW'],
      ['approve', 'servicer', 'TO_RECEIVE'],
      ['receive', 'servicer', 'RECEIVED'],
      ['warehouse_in', 'servicer', 'IN_WAREHOUSE'],
      ['warehouse_out', 'servicer', 'OUT_WAREHOUSE'],
      ['depart', 'driver', 'IN_TRANSIT'],
      ['arrive', 'driver', 'TO_ASSIGN'],
      ['assign', 'servicer', 'TO_APPOINT'],
      ['appoint', 'driver', 'TO_SIGN'],
      ['sign', 'delivery', 'TO_REVISIT'],
      ['feedback', 'servicer', 'ARCHIVED'],
    ];
    let status: OrderStatus = 'DRAFT';
    for (const [action, role, to] of path) {
      const d = decide(action as never, role, facts(status));
      expect(d, `${action} from ${status}`).toEqual({ ok: true, to });
      status = to;
    }
  });

  it('submit skips review when the variant needs none', () => {
    expect(decide('submit', 'servicer', facts('DRAFT', { needsReview: false }))).toEqual({ ok: true, to: 'TO_RECEIVE' });
  });

  it('refuses every action from every status it does not list, for every role (each asked by its own area)', () => {
    for (const action of ORDER_ACTIONS) {
      for (const status of ORDER_STATUSES) {
        for (const role of ROLES) {
          const d = decide(action, role, facts(status, { heldFrom: 'TO_SIGN', hasPendingChange: TRANSITIONS[action].pendingChange === true }), TRANSITIONS[action].via);
          const allowed = TRANSITIONS[action].from.includes(status) && TRANSITIONS[action].roles.includes(role);
          expect(d.ok, `${action} by ${role} from ${status}`).toBe(allowed);
          if (!allowed) expect(['wrongStatus', 'wrongRole']).toContain((d as { reason: string }).reason);
        }
      }
    }
  });

  it('refuses another area’s action to anyone else, whatever the role and status: abnormal records hold and release orders', () => {
    expect(ORDER_ACTIONS.filter((a) => TRANSITIONS[a].via === 'abnormal')).toEqual(['report_abnormal', 'resolve_abnormal']);
    for (const action of ORDER_ACTIONS.filter((a) => TRANSITIONS[a].via)) {
      const via = TRANSITIONS[action].via!;
      const other = via === 'transit' ? 'abnormal' : 'transit';
      for (const role of ROLES) {
        for (const status of TRANSITIONS[action].from) {
          const expected = { ok: false, reason: via === 'transit' ? 'onlyTransit' : 'onlyAbnormal' };
          expect(decide(action, role, facts(status, { heldFrom: 'TO_SIGN' })), `${action} by ${role}`).toEqual(expected);
          expect(decide(action, role, facts(status, { heldFrom: 'TO_SIGN' }), other), `${action} via ${other}`).toEqual(expected);
        }
      }
    }
    // the abnormal area holds an active order and returns it to the status it was held from
    expect(decide('report_abnormal', 'servicer', facts('TO_SIGN'), 'abnormal')).toEqual({ ok: true, to: 'ABNORMAL' });
    expect(decide('report_abnormal', 'servicer', facts('ARCHIVED'), 'abnormal')).toEqual({ ok: false, reason: 'wrongStatus' });
    expect(decide('resolve_abnormal', 'servicer', facts('ABNORMAL', { heldFrom: 'TO_APPOINT' }), 'abnormal')).toEqual({ ok: true, to: 'TO_APPOINT' });
    // an area's path does not open the generic actions to anything else
    expect(decide('sign', 'servicer', facts('TO_SIGN'), 'abnormal')).toEqual({ ok: true, to: 'TO_REVISIT' });
    expect(decide('sign', 'consignor', facts('TO_SIGN'), 'abnormal')).toEqual({ ok: false, reason: 'wrongRole' });
  });

  it('checks the role before the status', () => {
    expect(decide('approve', 'consignor', facts('DRAFT'))).toEqual({ ok: false, reason: 'wrongRole' });
    expect(decide('approve', 'servicer', facts('DRAFT'))).toEqual({ ok: false, reason: 'wrongStatus' });
  });

  it('returns held orders to the status they were held from', () => {
    expect(decide('resolve_abnormal', 'servicer', facts('ABNORMAL', { heldFrom: 'IN_WAREHOUSE' }), 'abnormal')).toEqual({ ok: true, to: 'IN_WAREHOUSE' });
    expect(decide('resolve_abnormal', 'servicer', facts('ABNORMAL'), 'abnormal')).toEqual({ ok: false, reason: 'noHeldStatus' });
    expect(decide('release_intercept', 'servicer', facts('INTERCEPTED', { heldFrom: 'TO_ASSIGN' }))).toEqual({ ok: true, to: 'TO_ASSIGN' });
    expect(decide('release_intercept', 'servicer', facts('INTERCEPTED'))).toEqual({ ok: false, reason: 'noHeldStatus' });
  });

  it('cannot intercept a signed order', () => {
    expect(decide('intercept', 'servicer', facts('TO_SIGN')).ok).toBe(true);
    expect(decide('intercept', 'servicer', facts('TO_REVISIT'))).toEqual({ ok: false, reason: 'wrongStatus' });
  });

  it('guards change requests by the pending change', () => {
    expect(decide('request_change', 'consignor', facts('TO_ASSIGN'))).toEqual({ ok: true, to: 'TO_ASSIGN' });
    expect(decide('request_change', 'consignor', facts('TO_ASSIGN', { hasPendingChange: true }))).toEqual({ ok: false, reason: 'pendingChangeExists' });
    expect(decide('approve_change', 'servicer', facts('TO_ASSIGN'))).toEqual({ ok: false, reason: 'noPendingChange' });
    expect(decide('approve_change', 'servicer', facts('TO_ASSIGN', { hasPendingChange: true }))).toEqual({ ok: true, to: 'TO_ASSIGN' });
  });

  it('lists the allowed actions of a role', () => {
    // report_abnormal is an abnormal record's, never a button
    expect(allowedActions('servicer', facts('TO_SIGN'))).toEqual(['change_assignment', 'reappoint', 'sign', 'intercept', 'request_change']);
    expect(allowedActions('consignor', facts('TO_SIGN'))).toEqual(['intercept', 'request_change']);
    expect(allowedActions('servicer', facts('ABNORMAL', { heldFrom: 'TO_SIGN' }))).toEqual([]);
    expect(actionsFrom('ABNORMAL')).toEqual([]);
    expect(actionsFrom('IN_TRANSIT')).not.toContain('transit_arrive');
    expect(allowedActions('driver', facts('ARCHIVED'))).toEqual([]);
    expect(actionsFrom('RECYCLED')).toEqual(['restore', 'destroy']);
  });

  it('maps accounts to roles; the platform admin has none', () => {
    expect(orderRoleOf('servicer')).toBe('servicer');
    expect(orderRoleOf('admin')).toBeNull();
  });
});

describe('user date-times', () => {
  it('reads a date-time without a zone as China time', () => {
    expect(parseUserDateTime('2026-11-25 10:00').toISOString()).toBe('2026-11-25T02:00:00.000Z');
    expect(parseUserDateTime('2026-11-25T10:00').toISOString()).toBe('2026-11-25T02:00:00.000Z');
    expect(parseUserDateTime('2026-11-25T10:00:30').toISOString()).toBe('2026-11-25T02:00:30.000Z');
    expect(parseUserDateTime('2026-11-25T10:00:00Z').toISOString()).toBe('2026-11-25T10:00:00.000Z');
    expect(parseUserDateTime('2026-11-25T10:00:00+09:00').toISOString()).toBe('2026-11-25T01:00:00.000Z');
  });
});

describe('action data', () => {
  it('every action has a schema', () => {
    for (const a of ORDER_ACTIONS) expect(ACTION_DATA[a]).toBeDefined();
  });

  it('requires the fields an action needs', () => {
    expect(parseActionData('assign', {}).success).toBe(false);
    expect(parseActionData('assign', { delivery_resource_id: '12' }).data).toEqual({ delivery_resource_id: 12 });
    expect(parseActionData('reject', { reason: '  ' }).success).toBe(false);
    expect(parseActionData('sign', { signer: '张三', photos: [] }).success).toBe(false);
    expect(parseActionData('sign', { signer: '张三', photos: ['f1'] }).success).toBe(true);
    expect(parseActionData('appoint', { appoint_at: 'tomorrow' }).success).toBe(false);
    expect(parseActionData('appoint', { appoint_at: '2026-11-22 10:00' }).success).toBe(true);
    expect(parseActionData('feedback', { result: 'GREAT' }).success).toBe(false);
    expect(parseActionData('request_change', { changes: {}, reason: 'x' }).success).toBe(false);
    expect(parseActionData('request_change', { changes: { end_tel: '13800000000' }, reason: '客户要求' }).success).toBe(true);
  });

  it('refuses unknown fields', () => {
    expect(parseActionData('submit', { status: 'ARCHIVED' }).success).toBe(false);
    expect(parseActionData('receive', undefined).success).toBe(true);
  });
});
