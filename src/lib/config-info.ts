/**
 * GET /user/user_config/get_info {category_code, code}: one config item's name (spec §7: cached per request). Every
 * caller asking for the same category and code while the page lives shares one request and its answer; a failed
 * request is forgotten, so the next ask tries again.
 */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export interface ConfigInfo {
  code: string;
  name: string;
  js: string;
}

type Fetch = (params: { category_code: string; code: string }) => Promise<ConfigInfo>;

const defaultFetch: Fetch = (params) => apiGet<ConfigInfo>('/user/user_config/get_info', params, { silent: true });

/** one promise per category and code: concurrent and later asks share it */
export function createConfigInfoCache(fetch: Fetch = defaultFetch) {
  const cache = new Map<string, Promise<ConfigInfo>>();
  return (category: string, code: string): Promise<ConfigInfo> => {
    const key = `${category}\u0000${code}`;
    let pending = cache.get(key);
    if (!pending) {
      pending = fetch({ category_code: category, code });
      cache.set(key, pending);
      pending.catch(() => cache.delete(key));
    }
    return pending;
  };
}

export const getConfigInfo = createConfigInfoCache();

/** The item's name when `enabled` (e.g. a record whose stored name is empty); undefined until known. */
export function useConfigName(category: string, code: string, enabled: boolean): string | undefined {
  const query = useQuery({
    queryKey: ['config-info', category, code] as const,
    queryFn: () => getConfigInfo(category, code),
    enabled: enabled && !!code,
    staleTime: Infinity,
    retry: false,
  });
  return query.data?.name;
}
