/**
 * The shell of a lazily loaded map: runs the feature's `load` (its dynamic imports of the Leaflet canvas and data)
 * after the screen shows, a spinner meanwhile; when the chunk cannot load or the map fails while drawing, says so
 * and offers a retry while the rest of the screen keeps working. Imports nothing of Leaflet itself.
 */
import { Box, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { Component, useEffect, useState, type ReactNode } from 'react';
import { LuMapPinOff } from 'react-icons/lu';

export interface LazyMapTexts {
  loading: string;
  failed: string;
  retry: string;
}

export interface LazyMapTestIds {
  unavailable: string;
  loading?: string;
  retry?: string;
}

export interface LazyMapProps<T> {
  /** the dynamic imports; must be stable (a module-level function), a new one loads again */
  load(): Promise<T>;
  /** draws the loaded map */
  children(loaded: T): ReactNode;
  texts: LazyMapTexts;
  testIds: LazyMapTestIds;
  /** names the map in console warnings, e.g. 'order-map' */
  logTag: string;
}

type LoadState<T> = { status: 'loading' } | { status: 'ready'; loaded: T } | { status: 'failed' };

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
  logTag: string;
}

class MapErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.warn(`[${this.props.logTag}] the map failed`, error);
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function MapUnavailable({ onRetry, texts, testIds }: { onRetry(): void; texts: LazyMapTexts; testIds: LazyMapTestIds }) {
  return (
    <Stack h="100%" minH="200px" align="center" justify="center" gap="3" borderWidth="1px" borderRadius="md" bg="bg.muted" p="4" textAlign="center" data-testid={testIds.unavailable}>
      <LuMapPinOff size={28} />
      <Text fontSize="sm" maxW="360px">
        {texts.failed}
      </Text>
      <Button size="xs" variant="outline" onClick={onRetry} data-testid={testIds.retry}>
        {texts.retry}
      </Button>
    </Stack>
  );
}

export function LazyMap<T>({ load, children, texts, testIds, logTag }: LazyMapProps<T>) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    load()
      .then((loaded) => live && setState({ status: 'ready', loaded }))
      .catch((error: unknown) => {
        console.warn(`[${logTag}] the map chunk did not load`, error);
        if (live) setState({ status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [attempt, load, logTag]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  if (state.status === 'failed') return <MapUnavailable onRetry={retry} texts={texts} testIds={testIds} />;
  if (state.status === 'loading')
    return (
      <Stack h="100%" minH="200px" align="center" justify="center" borderWidth="1px" borderRadius="md" data-testid={testIds.loading}>
        <Spinner size="sm" />
        <Text fontSize="sm" color="fg.muted">
          {texts.loading}
        </Text>
      </Stack>
    );
  return (
    <Box h="100%" key={attempt}>
      <MapErrorBoundary logTag={logTag} fallback={<MapUnavailable onRetry={retry} texts={texts} testIds={testIds} />}>
        {children(state.loaded)}
      </MapErrorBoundary>
    </Box>
  );
}
