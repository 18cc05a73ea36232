/**
 * Loads the map chunk (Leaflet + area data) after the screen shows; when it cannot load (offline, blocked) or
 * fails while drawing, the panel says so and offers a retry while the list keeps working.
 */
import { Box, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { Component, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMapPinOff } from 'react-icons/lu';
import type * as CanvasModuleExports from './order-map-canvas';
import type { OrderMapCanvasProps, OrderMapData } from './order-map-canvas';
import type { CentroidTable } from '../utils/coordinates';

type CanvasModule = typeof CanvasModuleExports;
type LoadState = { status: 'loading' } | { status: 'ready'; mod: CanvasModule; data: OrderMapData } | { status: 'failed' };

/** Leaflet and the two data files load as three parallel chunks (none above ~50 kB gzip). */
async function loadMap(): Promise<{ mod: CanvasModule; data: OrderMapData }> {
  const [mod, centroids, outline] = await Promise.all([import('./order-map-canvas'), import('@/lib/geo/area-centroids.json'), import('@/lib/geo/china-outline.json')]);
  return { mod, data: { centroids: centroids.default as unknown as CentroidTable, outline: outline.default as unknown as GeoJSON.FeatureCollection } };
}

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

class MapErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.warn('[order-map] the map failed', error);
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function MapUnavailable({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Stack h="100%" minH="200px" align="center" justify="center" gap="3" borderWidth="1px" borderRadius="md" bg="bg.muted" p="4" textAlign="center" data-testid="order-map-unavailable">
      <LuMapPinOff size={28} />
      <Text fontSize="sm" maxW="360px">
        {t('orderMap.mapFailed')}
      </Text>
      <Button size="xs" variant="outline" onClick={onRetry} data-testid="order-map-retry">
        {t('orderMap.retryMap')}
      </Button>
    </Stack>
  );
}

export function MapPanel(props: OrderMapCanvasProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    loadMap()
      .then((loaded) => live && setState({ status: 'ready', ...loaded }))
      .catch((error: unknown) => {
        console.warn('[order-map] the map chunk did not load', error);
        if (live) setState({ status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  if (state.status === 'failed') return <MapUnavailable onRetry={retry} />;
  if (state.status === 'loading')
    return (
      <Stack h="100%" minH="200px" align="center" justify="center" borderWidth="1px" borderRadius="md" data-testid="order-map-loading">
        <Spinner size="sm" />
        <Text fontSize="sm" color="fg.muted">
          {t('orderMap.mapLoading')}
        </Text>
      </Stack>
    );
  const Canvas = state.mod.OrderMapCanvas;
  return (
    <Box h="100%" key={attempt}>
      <MapErrorBoundary fallback={<MapUnavailable onRetry={retry} />}>
        <Canvas {...props} data={state.data} />
      </MapErrorBoundary>
    </Box>
  );
}
