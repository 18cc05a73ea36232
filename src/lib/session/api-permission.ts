/**
 * Whether the signed-in user may make an API call, decided on the client by the server's own rule (permits() of
 * src/domain/admin/permissions.ts over the user's menus): a screen hides what the server would refuse — e.g. the
 * abnormal register form's inline add of an abnormal type (POST /user/basic/abnormal-types needs the basic-data menu).
 * Button codes: the client knows the codes the user holds, not every code the app code declares, so a code the
 * user lacks is treated as undeclared (the server still refuses).
 */
import { useQuery } from '@tanstack/react-query';
import type { MenuItem } from '@/domain/auth';
import { guardFor, permits, type HeldPermissions } from '@/domain/admin/permissions';
import { useVariant } from '../variant';
import { menuQuery } from './queries';

/** What the user's menu items hold (paths and button codes). */
export function heldFromMenu(items: readonly MenuItem[]): HeldPermissions {
  const codes = new Set(items.flatMap((m) => [...(m.menu_element_list ?? []), ...(m.menu_opration_list ?? [])].map((c) => c.code)));
  return { paths: items.map((m) => m.path), codes, declaredCodes: codes };
}

/** Whether `items` open `method` on the API path `api` (without /api, as the api client takes it). */
export function apiPermitted(items: readonly MenuItem[], api: string, method: string): boolean {
  const guard = guardFor(`/api${api}`);
  return !guard || permits(guard, method, heldFromMenu(items));
}

/** apiPermitted for the signed-in user; undefined while the menus load. */
export function useApiPermitted(api: string, method = 'POST'): boolean | undefined {
  const menu = useQuery(menuQuery(useVariant().appCode));
  return menu.data ? apiPermitted(menu.data, api, method) : undefined;
}
