import { describe, expect, it } from 'vitest';
import {
  loadVisitedViews,
  makeView,
  navigationAfterClose,
  saveVisitedViews,
  visitedViewsReducer,
  withWelcomeTab,
  type VisitedView,
} from './visited-views';

const HOME = '/my/bang';
const visit = (state: VisitedView[], path: string, fullPath = path) => visitedViewsReducer(state, { type: 'visit', path, fullPath });

function opened(...paths: string[]): VisitedView[] {
  return paths.reduce((s, p) => visit(s, p), withWelcomeTab([], HOME));
}

describe('visited views reducer', () => {
  it('starts with the affixed welcome tab and adds each visited page once', () => {
    let s = opened('/saas/waybill/all/index', '/bang/order/review/index');
    s = visit(s, '/saas/waybill/all/index', '/saas/waybill/all/index?nos=2001');
    expect(s.map((v) => v.path)).toEqual([HOME, '/saas/waybill/all/index', '/bang/order/review/index']);
    expect(s[0].affix).toBe(true);
    expect(s[1].fullPath).toBe('/saas/waybill/all/index?nos=2001');
  });

  it('does not make tabs of /, /redirect/*, 404 or login', () => {
    const s = opened('/', '/redirect/saas/dashboard/index', '/404', '/login');
    expect(s.map((v) => v.path)).toEqual([HOME]);
  });

  it('keeps one welcome tab for /my/index and /my/{product}', () => {
    const s = opened('/my/index');
    expect(s).toHaveLength(1);
  });

  it('affixes the dashboard', () => {
    const s = opened('/saas/dashboard/index');
    expect(s[1].affix).toBe(true);
    expect(visitedViewsReducer(s, { type: 'close', path: '/saas/dashboard/index' })).toBe(s);
  });

  it('close removes one tab but never an affixed one', () => {
    const s = opened('/a/index', '/b/index');
    expect(visitedViewsReducer(s, { type: 'close', path: '/a/index' }).map((v) => v.path)).toEqual([HOME, '/b/index']);
    expect(visitedViewsReducer(s, { type: 'close', path: HOME })).toBe(s);
  });

  it('close others keeps the affixed tabs and the chosen one', () => {
    const s = opened('/saas/dashboard/index', '/a/index', '/b/index', '/c/index');
    const after = visitedViewsReducer(s, { type: 'closeOthers', path: '/b/index' });
    expect(after.map((v) => v.path)).toEqual([HOME, '/saas/dashboard/index', '/b/index']);
  });

  it('close all keeps only the affixed tabs', () => {
    const s = opened('/a/index', '/saas/dashboard/index', '/b/index');
    expect(visitedViewsReducer(s, { type: 'closeAll' }).map((v) => v.path)).toEqual([HOME, '/saas/dashboard/index']);
  });
});

describe('where to go after closing', () => {
  const before = opened('/a/index', '/b/index', '/c/index');

  it('stays when the open page survives', () => {
    const after = visitedViewsReducer(before, { type: 'close', path: '/a/index' });
    expect(navigationAfterClose(before, after, '/c/index')).toBeNull();
  });

  it('goes to the tab left of the closed active one', () => {
    const after = visitedViewsReducer(before, { type: 'close', path: '/b/index' });
    expect(navigationAfterClose(before, after, '/b/index')).toBe('/a/index');
  });

  it('goes to the remaining affixed tab after close all', () => {
    const after = visitedViewsReducer(before, { type: 'closeAll' });
    expect(navigationAfterClose(before, after, '/c/index')).toBe(HOME);
  });

  it('goes to / when nothing remains', () => {
    const only = [makeView('/a/index')];
    expect(navigationAfterClose(only, [], '/a/index')).toBe('/');
  });
});

describe('persistence', () => {
  it('round-trips through sessionStorage and drops junk', () => {
    const s = opened('/a/index');
    saveVisitedViews(s, sessionStorage);
    expect(loadVisitedViews(sessionStorage)).toEqual(s);
    sessionStorage.setItem('lading.visited-views', '[{"path":1},{"path":"/x","fullPath":"/x?y=1"}]');
    expect(loadVisitedViews(sessionStorage)).toEqual([makeView('/x', '/x?y=1')]);
    sessionStorage.setItem('lading.visited-views', 'not json');
    expect(loadVisitedViews(sessionStorage)).toEqual([]);
  });
});
