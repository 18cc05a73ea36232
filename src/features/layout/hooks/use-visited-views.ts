/** The tab bar's visited views: every visited page adds a tab; the list survives reloads (sessionStorage). */
import { useEffect, useReducer } from 'react';
import { useRouterState } from '@tanstack/react-router';
import {
  loadVisitedViews,
  saveVisitedViews,
  visitedViewsReducer,
  withWelcomeTab,
  type VisitedView,
  type VisitedViewsAction,
} from '../utils/visited-views';

export interface VisitedViewsState {
  views: VisitedView[];
  activePath: string;
  dispatch: (action: VisitedViewsAction) => void;
}

export function useVisitedViews(welcomePath: string): VisitedViewsState {
  const [views, dispatch] = useReducer(visitedViewsReducer, welcomePath, (home) => withWelcomeTab(loadVisitedViews(), home));
  // the resolved location: a path that redirects (not permitted, /redirect/*) never becomes a tab
  const pathname = useRouterState({ select: (s) => (s.resolvedLocation ?? s.location).pathname });
  const href = useRouterState({ select: (s) => (s.resolvedLocation ?? s.location).href });

  useEffect(() => {
    dispatch({ type: 'visit', path: pathname, fullPath: href });
  }, [pathname, href]);

  useEffect(() => {
    saveVisitedViews(views);
  }, [views]);

  return { views, activePath: pathname, dispatch };
}
