/**
 * Loads the map chunk (Leaflet + the province outline) after the screen shows; when it cannot load or fails while
 * drawing, says so and offers a retry while the list keeps working.
 */
import { useTranslation } from 'react-i18next';
import { LazyMap } from '@/components/ui/map/lazy-map';
import type * as CanvasModuleExports from './transporter-map-canvas';
import type { TransporterMapCanvasProps } from './transporter-map-canvas';

type CanvasModule = typeof CanvasModuleExports;

async function loadMap(): Promise<{ mod: CanvasModule; outline: GeoJSON.FeatureCollection }> {
  const [mod, outline] = await Promise.all([import('./transporter-map-canvas'), import('@/lib/geo/china-outline.json')]);
  return { mod, outline: outline.default as unknown as GeoJSON.FeatureCollection };
}

const TEST_IDS = { unavailable: 'transporter-map-unavailable' };

export function MapArea(props: TransporterMapCanvasProps) {
  const { t } = useTranslation();
  const texts = { loading: t('transporterMap.mapLoading'), failed: t('transporterMap.mapFailed'), retry: t('transporterMap.retryMap') };
  return (
    <LazyMap load={loadMap} texts={texts} testIds={TEST_IDS} logTag="transporter-map">
      {({ mod, outline }) => <mod.TransporterMapCanvas {...props} outline={outline} />}
    </LazyMap>
  );
}
