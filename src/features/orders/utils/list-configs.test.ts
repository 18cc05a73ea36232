import { describe, expect, it } from 'vitest';
import { TRANSITIONS, type OrderRole } from '@/domain/order-lifecycle';
import { ORDER_STATUSES } from '@/domain/order-status';
import { findRoute } from '@/domain/route-catalog';
import { batchActionsFor, LIST_CONFIGS, splitOrderPath, tabParams } from './list-configs';

const ROLES: OrderRole[] = ['servicer', 'consignor', 'delivery', 'driver'];
const PREFIXES = ['/saas/order', '/bang/order', '/da/order', '/da-shop/order'];

describe('order list configurations', () => {
  it('every configured route exists in the catalog under all four prefixes, with the detail route beside it', () => {
    for (const c of LIST_CONFIGS) {
      for (const p of PREFIXES) expect(findRoute(`${p}/${c.suffix}`), `${p}/${c.suffix}`).toBeDefined();
    }
    for (const p of PREFIXES) expect(findRoute(`${p}/detail/12`)?.name).toBe('saasOrderDetailId');
  });

  it('covers every lifecycle list screen of the catalog (not create/update/detail/import/map/JD screens)', () => {
    const expected = [
      'all/index', 'review/index', 'dealershipReview/index', 'erpReview/index', 'receive/index', 'inWarehouse/index', 'outWarehouse/index',
      'intercept/index', 'arrival/index', 'leave/index', 'assign/index', 'assignChange/index', 'appoint/index', 'reappoint/index', 'sign/index',
      'feedback/index', 'signRecheck/index', 'changeApproval/index', 'restricted/index', 'drafts/index', 'recycle/index',
    ];
    expect(LIST_CONFIGS.map((c) => c.suffix).sort()).toEqual([...expected].sort());
  });

  it('tabs filter by known statuses and have unique keys', () => {
    for (const c of LIST_CONFIGS) {
      expect(c.tabs.length).toBeGreaterThan(0);
      expect(new Set(c.tabs.map((x) => x.key)).size).toBe(c.tabs.length);
      for (const x of c.tabs) for (const s of x.statuses) expect(ORDER_STATUSES).toContain(s);
    }
  });

  it('offers only batch actions of the transition table that can start from one of the screen statuses', () => {
    for (const c of LIST_CONFIGS) {
      const statuses = new Set(c.tabs.flatMap((x) => (x.statuses.length ? x.statuses : ORDER_STATUSES)));
      for (const a of c.actions) {
        expect(TRANSITIONS[a].batch, `${c.suffix}: ${a}`).toBe(true);
        expect(TRANSITIONS[a].from.some((s) => statuses.has(s)), `${c.suffix}: ${a}`).toBe(true);
      }
    }
  });

  it('batch buttons per role and tab match the transition table', () => {
    for (const c of LIST_CONFIGS) {
      for (const x of c.tabs) {
        const statuses = x.statuses.length ? x.statuses : ORDER_STATUSES;
        for (const role of ROLES) {
          const expected = c.actions.filter((a) => TRANSITIONS[a].roles.includes(role) && TRANSITIONS[a].from.some((s) => statuses.includes(s)));
          expect(batchActionsFor(c, role, x.key), `${c.suffix}/${x.key}/${role}`).toEqual(expected);
        }
      }
      expect(batchActionsFor(c, null)).toEqual([]);
    }
  });

  it('gives the expected buttons on the main screens', () => {
    const get = (suffix: string) => LIST_CONFIGS.find((c) => c.suffix === suffix)!;
    expect(batchActionsFor(get('receive/index'), 'servicer', 'TO_RECEIVE')).toEqual(['receive', 'intercept']);
    expect(batchActionsFor(get('receive/index'), 'delivery', 'TO_RECEIVE')).toEqual(['receive']);
    expect(batchActionsFor(get('receive/index'), 'servicer', 'RECEIVED')).toEqual(['warehouse_in', 'intercept']);
    expect(batchActionsFor(get('assign/index'), 'servicer')).toEqual(['assign']);
    expect(batchActionsFor(get('assign/index'), 'driver')).toEqual([]);
    expect(batchActionsFor(get('recycle/index'), 'consignor')).toEqual(['restore', 'destroy']);
    expect(batchActionsFor(get('review/index'), 'consignor')).toEqual([]);
  });

  it('tab params: statuses as a comma list plus the fixed filters', () => {
    const review = LIST_CONFIGS.find((c) => c.suffix === 'dealershipReview/index')!;
    expect(tabParams(review, review.tabs[0])).toEqual({ status: 'PENDING_REVIEW', review_kind: 'DEALERSHIP' });
    const all = LIST_CONFIGS.find((c) => c.suffix === 'all/index')!;
    expect(tabParams(all, all.tabs[0])).toEqual({});
    const change = LIST_CONFIGS.find((c) => c.suffix === 'changeApproval/index')!;
    expect(tabParams(change, change.tabs[0])).toMatchObject({ pending_change: '1' });
  });

  it('splits a concrete path into prefix and suffix', () => {
    expect(splitOrderPath('/bang/order/receive/index')).toEqual({ prefix: '/bang/order', suffix: 'receive/index' });
    expect(splitOrderPath('/da-shop/order/drafts/index/')).toEqual({ prefix: '/da-shop/order', suffix: 'drafts/index' });
    expect(splitOrderPath('/saas/waybill/all/index')).toBeNull();
  });
});
