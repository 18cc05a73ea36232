/**
 * Loads the map chunk (Leaflet + the province outline) after the screen shows; when it cannot load or fails while
 * drawing, says so and offers a retry while the list keeps working.
 */
import { Box, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { Component, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMapPinOff } from 'react-icons/lu';
import type * as CanvasModuleExports from './transporter-map-canvas';
import type { TransporterMapCanvasProps } from './transporter-map-canvas';

type CanvasModule = typeof CanvasModuleExports;
type LoadState = { status: 'loading' } | { status: 'ready'; mod: CanvasModule; outline: GeoJSON.FeatureCollection } | { status: 'failed' };

async function loadMap() {
  const [mod, outline] = await Promise.all([import('./transporter-map-canvas'), import('@/lib/geo/china-outline.json')]);
  return { mod, outline: outline.default as unknown as GeoJSON.FeatureCollection };
}

class MapErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.warn('[transporter-map] the map failed', error);
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function MapUnavailable({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Stack h="100%" minH="200px" align="center" justify="center" gap="3" borderWidth="1px" borderRadius="md" bg="bg.muted" p="4" textAlign="center" data-testid="transporter-map-unavailable">
      <LuMapPinOff size={28} />
      <Text fontSize="sm" maxW="360px">
        {t('transporterMap.mapFailed')}
      </Text>
      <Button size="xs" variant="outline" onClick={onRetry}>
        {t('transporterMap.retryMap')}
      </Button>
    </Stack>
  );
}

export function MapArea(props: TransporterMapCanvasProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    loadMap()
      .then((loaded) => live && setState({ status: 'ready', ...loaded }))
      .catch((error: unknown) => {
        console.warn('[transporter-map] the map chunk did not load', error);
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
      <Stack h="100%" minH="200px" align="center" justify="center" borderWidth="1px" borderRadius="md">
        <Spinner size="sm" />
        <Text fontSize="sm" color="fg.muted">
          {t('transporterMap.mapLoading')}
        </Text>
      </Stack>
    );
  const Canvas = state.mod.TransporterMapCanvas;
  return (
    <Box h="100%" key={attempt}>
      <MapErrorBoundary fallback={<MapUnavailable onRetry={retry} />}>
        <Canvas {...props} outline={state.outline} />
      </MapErrorBoundary>
    </Box>
  );
}
