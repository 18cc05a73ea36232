/**
 * Loads the map chunk (Leaflet + area data) after the screen shows; when it cannot load (offline, blocked) or
 * fails while drawing, the panel says so and offers a retry while the list keeps working.
 */
import { useTranslation } from 'react-i18next';
import { LazyMap } from '@/components/ui/map/lazy-map';
import type * as CanvasModuleExports from './order-map-canvas';
import type { OrderMapCanvasProps, OrderMapData } from './order-map-canvas';
import type { CentroidTable } from '../utils/coordinates';

type CanvasModule = typeof CanvasModuleExports;

/** Leaflet and the two data files load as three parallel chunks (none above ~50 kB gzip). */
async function loadMap(): Promise<{ mod: CanvasModule; data: OrderMapData }> {
  const [mod, centroids, outline] = await Promise.all([import('./order-map-canvas'), import('@/lib/geo/area-centroids.json'), import('@/lib/geo/china-outline.json')]);
  return { mod, data: { centroids: centroids.default as unknown as CentroidTable, outline: outline.default as unknown as GeoJSON.FeatureCollection } };
}

const TEST_IDS = { unavailable: 'order-map-unavailable', loading: 'order-map-loading', retry: 'order-map-retry' };

export function MapPanel(props: OrderMapCanvasProps) {
  const { t } = useTranslation();
  const texts = { loading: t('orderMap.mapLoading'), failed: t('orderMap.mapFailed'), retry: t('orderMap.retryMap') };
  return (
    <LazyMap load={loadMap} texts={texts} testIds={TEST_IDS} logTag="order-map">
      {({ mod, data }) => <mod.OrderMapCanvas {...props} data={data} />}
    </LazyMap>
  );
}
