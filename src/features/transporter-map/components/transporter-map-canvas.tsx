/**
 * The Leaflet map of the transporter screens, loaded lazily: no tile layer (nothing to fetch, no key), the province
 * outlines as background, one marker per transporter (green reporting, grey not) that moves in place when a new
 * position arrives, and on the show screen the day's trail as a polyline.
 */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMaximize } from 'react-icons/lu';
import type { PositionDto } from '@/domain/transporter-map';
import { MARKER_COLOURS } from '../utils/marker-colours';

export interface MapMarker {
  id: number;
  name: string;
  lat: number;
  lng: number;
  online: boolean;
}

export interface TransporterMapCanvasProps {
  markers: readonly MapMarker[];
  /** the show screen: today's positions, oldest first */
  trail?: readonly PositionDto[];
  /** a highlighted marker (drawn larger) */
  focusId?: number | null;
  onSelect?(id: number): void;
}

const CHINA_BOUNDS = L.latLngBounds([18, 73], [54, 135]);
const TRAIL_COLOUR = '#2563eb';
/** without street tiles, closer than this shows nothing but the markers */
const FIT_MAX_ZOOM = 12;

function boundsOf(markers: readonly MapMarker[], trail: readonly PositionDto[] | undefined): L.LatLngBounds | null {
  const points: L.LatLngExpression[] = [...markers.map((m) => [m.lat, m.lng] as [number, number]), ...(trail ?? []).map((p) => [p.lat, p.lng] as [number, number])];
  return points.length ? L.latLngBounds(points) : null;
}

function tagMarker(el: HTMLElement | undefined, m: MapMarker) {
  if (!el) return;
  el.setAttribute('data-testid', 'transporter-marker');
  el.setAttribute('data-user-id', String(m.id));
  el.setAttribute('data-online', String(m.online));
  el.setAttribute('data-lat', m.lat.toFixed(5));
  el.setAttribute('data-lng', m.lng.toFixed(5));
}

export function TransporterMapCanvas({ markers, trail, focusId, onSelect, outline }: TransporterMapCanvasProps & { outline: GeoJSON.FeatureCollection }) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const layers = useRef(new Map<number, L.CircleMarker>());
  const trailLayer = useRef<L.LayerGroup | null>(null);
  const fitted = useRef(false);
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  });

  useEffect(() => {
    if (!host.current) return;
    const m = L.map(host.current, { attributionControl: false, minZoom: 3, maxZoom: 17, zoomSnap: 0.5 });
    L.geoJSON(outline, { interactive: false, style: { color: '#9aa5b1', weight: 1, fillColor: '#f6f3ea', fillOpacity: 1 } }).addTo(m);
    m.fitBounds(CHINA_BOUNDS);
    trailLayer.current = L.layerGroup().addTo(m);
    const observer = new ResizeObserver(() => m.invalidateSize());
    observer.observe(host.current);
    const markerLayers = layers.current;
    setMap(m);
    return () => {
      observer.disconnect();
      m.remove();
      markerLayers.clear();
      trailLayer.current = null;
      fitted.current = false;
      setMap(null);
    };
  }, [outline]);

  // markers: created once per transporter, then moved and recoloured in place
  useEffect(() => {
    if (!map) return;
    const seen = new Set<number>();
    for (const m of markers) {
      seen.add(m.id);
      const focus = m.id === focusId;
      const style = { radius: focus ? 10 : 8, color: '#ffffff', weight: 2, fillColor: m.online ? MARKER_COLOURS.online : MARKER_COLOURS.stale, fillOpacity: 1 };
      let layer = layers.current.get(m.id);
      if (!layer) {
        layer = L.circleMarker([m.lat, m.lng], { ...style, bubblingMouseEvents: false }).addTo(map);
        layer.bindTooltip(m.name, { permanent: true, direction: 'right', offset: [8, 0], className: 'transporter-label' });
        const id = m.id;
        layer.on('click', () => select.current?.(id));
        layers.current.set(m.id, layer);
      } else {
        layer.setLatLng([m.lat, m.lng]);
        layer.setStyle(style);
        layer.setTooltipContent(m.name);
      }
      if (focus) {
        layer.bringToFront();
        // the transporter being watched stays in view as it moves
        if (fitted.current && !map.getBounds().contains([m.lat, m.lng])) map.panTo([m.lat, m.lng]);
      }
      tagMarker(layer.getElement() as HTMLElement | undefined, m);
    }
    for (const [id, layer] of layers.current) {
      if (!seen.has(id)) {
        layer.remove();
        layers.current.delete(id);
      }
    }
  }, [map, markers, focusId]);

  // the trail: a line through the day's positions and a dot where it began
  useEffect(() => {
    const group = trailLayer.current;
    if (!map || !group) return;
    group.clearLayers();
    if (!trail?.length) return;
    const line = L.polyline(
      trail.map((p) => [p.lat, p.lng] as [number, number]),
      { color: TRAIL_COLOUR, weight: 4, opacity: 0.8, interactive: false },
    ).addTo(group);
    line.getElement()?.setAttribute('data-testid', 'transporter-trail');
    line.getElement()?.setAttribute('data-points', String(trail.length));
    const start = L.circleMarker([trail[0].lat, trail[0].lng], { radius: 5, color: TRAIL_COLOUR, weight: 2, fillColor: '#ffffff', fillOpacity: 1, interactive: false }).addTo(group);
    start.getElement()?.setAttribute('data-testid', 'transporter-trail-start');
  }, [map, trail]);

  // frame what there is the first time it arrives
  useEffect(() => {
    if (!map || fitted.current) return;
    const bounds = boundsOf(markers, trail);
    if (!bounds) return;
    fitted.current = true;
    map.fitBounds(bounds, { padding: [50, 50], maxZoom: FIT_MAX_ZOOM });
  }, [map, markers, trail]);

  const fitAll = () => {
    const bounds = boundsOf(markers, trail);
    if (map) {
      map.invalidateSize();
      if (bounds) map.fitBounds(bounds, { padding: [50, 50], maxZoom: FIT_MAX_ZOOM, animate: false });
      else map.fitBounds(CHINA_BOUNDS, { animate: false });
    }
  };

  return (
    <Box position="relative" h="100%" minH="320px" borderRadius="md" overflow="hidden" borderWidth="1px" data-testid="transporter-map" data-markers={markers.length}>
      <Box ref={host} position="absolute" inset="0" style={{ background: '#dce8f2' }} />
      <HStack position="absolute" top="2" right="2" zIndex={1000}>
        <Button size="xs" variant="outline" bg="bg" onClick={fitAll} data-testid="transporter-map-fit">
          <LuMaximize /> {t('transporterMap.fit')}
        </Button>
      </HStack>
      <Stack position="absolute" bottom="2" left="2" zIndex={1000} gap="0.5" bg="bg/90" borderRadius="md" px="2" py="1" fontSize="xs" data-testid="transporter-map-legend">
        {(['online', 'stale'] as const).map((k) => (
          <HStack key={k} gap="1.5">
            <Box w="10px" h="10px" borderRadius="full" style={{ background: MARKER_COLOURS[k] }} />
            <Text>{t(`transporterMap.legend.${k}`)}</Text>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}
