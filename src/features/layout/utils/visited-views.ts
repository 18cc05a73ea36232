/** Tab bar state (spec §2.4): the visited views, as a pure reducer plus its sessionStorage persistence. */
import { isWelcomePath } from './route-title';

export interface VisitedView {
  /** pathname, the tab's identity */
  path: string;
  /** pathname + search + hash, what the tab navigates to */
  fullPath: string;
  /** affixed tabs (welcome, dashboard) cannot be closed */
  affix: boolean;
}

export type VisitedViewsAction =
  | { type: 'visit'; path: string; fullPath: string }
  | { type: 'close'; path: string }
  | { type: 'closeOthers'; path: string }
  | { type: 'closeAll' }
  | { type: 'reset'; views: VisitedView[] };

export const DASHBOARD_PATH = '/saas/dashboard/index';
const NOT_TABS = [/^\/$/, /^\/redirect(\/|$)/, /^\/(404|401|login|logout)$/];

export function isAffixPath(path: string): boolean {
  return isWelcomePath(path) || path === DASHBOARD_PATH;
}

export function isTabPath(path: string): boolean {
  return !NOT_TABS.some((re) => re.test(path));
}

export function makeView(path: string, fullPath = path): VisitedView {
  return { path, fullPath, affix: isAffixPath(path) };
}

export function visitedViewsReducer(state: VisitedView[], action: VisitedViewsAction): VisitedView[] {
  switch (action.type) {
    case 'visit': {
      if (!isTabPath(action.path)) return state;
      // /my/index and /my/{product} are one welcome page: it keeps one tab
      const i = isWelcomePath(action.path)
        ? state.findIndex((v) => isWelcomePath(v.path))
        : state.findIndex((v) => v.path === action.path);
      if (i === -1) return [...state, makeView(action.path, action.fullPath)];
      if (state[i].path === action.path && state[i].fullPath === action.fullPath) return state;
      return state.map((v, j) => (j === i ? { ...v, path: action.path, fullPath: action.fullPath } : v));
    }
    case 'close': {
      const view = state.find((v) => v.path === action.path);
      return !view || view.affix ? state : state.filter((v) => v !== view);
    }
    case 'closeOthers':
      return state.filter((v) => v.affix || v.path === action.path);
    case 'closeAll':
      return state.filter((v) => v.affix);
    case 'reset':
      return action.views;
  }
}

/**
 * Where to go after an operation removed tabs: nowhere while the active tab survives; otherwise the tab
 * left of the removed active one (else the nearest remaining one), or '/' when no tab remains.
 */
export function navigationAfterClose(before: VisitedView[], after: VisitedView[], activePath: string): string | null {
  if (after.some((v) => v.path === activePath)) return null;
  if (after.length === 0) return '/';
  const index = before.findIndex((v) => v.path === activePath);
  for (let i = index - 1; i >= 0; i--) {
    const kept = after.find((v) => v.path === before[i].path);
    if (kept) return kept.fullPath;
  }
  return after[after.length - 1].fullPath;
}

/** The welcome tab first (always there), then whatever was stored. */
export function withWelcomeTab(views: VisitedView[], welcomePath: string): VisitedView[] {
  const rest = views.filter((v) => !isWelcomePath(v.path));
  return [makeView(welcomePath), ...rest];
}

const STORAGE_KEY = 'lading.visited-views';

function isView(value: unknown): value is VisitedView {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.path === 'string' && typeof v.fullPath === 'string' && v.path.startsWith('/') && v.fullPath.startsWith('/');
}

export function loadVisitedViews(storage: Storage | null = safeSessionStorage()): VisitedView[] {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter(isView).map((v) => makeView(v.path, v.fullPath)) : [];
  } catch {
    return [];
  }
}

export function saveVisitedViews(views: VisitedView[], storage: Storage | null = safeSessionStorage()): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(views.map(({ path, fullPath }) => ({ path, fullPath }))));
  } catch {
    /* storage full or unavailable: tabs just won't survive a reload */
  }
}

function safeSessionStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
