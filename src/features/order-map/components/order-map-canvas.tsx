/**
 * The map of the map-assignment screen, loaded lazily with Leaflet and the area data: no tile layer (nothing to
 * fetch, no key), the province outlines drawn as the background, one circle per order coloured by its time-limit
 * status, count badges where orders crowd together, click and box selection.
 */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMaximize, LuSquareDashedMousePointer } from 'react-icons/lu';
import type { WaybillRow } from '@/domain/columns/waybill-columns';
import { placeOrders, type CentroidTable } from '../utils/coordinates';
import { clusterPoints, idsInBounds, type SelectMode } from '../utils/selection';
import { LIMITATION_COLOURS, limitationColour } from '../utils/limitation-colours';

export interface OrderMapData {
  /** 6-digit area code → centre (src/lib/geo/area-centroids.json) */
  centroids: CentroidTable;
  /** province outlines drawn as the background (src/lib/geo/china-outline.json) */
  outline: GeoJSON.FeatureCollection;
}

export interface OrderMapCanvasProps {
  rows: readonly WaybillRow[];
  selectedIds: readonly string[];
  onSelect(ids: string[], mode: SelectMode): void;
  /** how many rows the map could place (the rest have no known area) */
  onPlaced?(count: number): void;
  /** changes when the filters do: the map frames the new orders once they arrive */
  fitKey?: string;
}

const CHINA_BOUNDS = L.latLngBounds([18, 73], [54, 135]);
/** badge grid in px; from this zoom on every order is its own marker */
const CLUSTER_CELL = 34;
const NO_CLUSTER_ZOOM = 11;
const SELECTED_STROKE = '#1d4ed8';
/** framing the orders zooms in no further: the background is province outlines only, a closer view is empty */
const FIT_MAX_ZOOM = 8;

export function OrderMapCanvas({ rows, selectedIds, onSelect, onPlaced, fitKey, data }: OrderMapCanvasProps & { data: OrderMapData }) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const [zoom, setZoom] = useState(0);
  const [boxMode, setBoxMode] = useState(false);
  const layer = useRef<L.LayerGroup | null>(null);
  const fitted = useRef(false);
  const { centroids, outline } = data;
  const placed = useMemo(() => placeOrders(rows, centroids), [rows, centroids]);

  useEffect(() => onPlaced?.(placed.length), [placed.length, onPlaced]);

  // the map itself, once
  useEffect(() => {
    if (!host.current) return;
    const m = L.map(host.current, { attributionControl: false, boxZoom: false, minZoom: 3, maxZoom: 14, zoomSnap: 0.5, worldCopyJump: false });
    L.geoJSON(outline, {
      interactive: false,
      style: { color: '#9aa5b1', weight: 1, fillColor: '#f6f3ea', fillOpacity: 1 },
    }).addTo(m);
    m.fitBounds(CHINA_BOUNDS);
    layer.current = L.layerGroup().addTo(m);
    const onZoom = () => setZoom(m.getZoom());
    m.on('zoomend', onZoom);
    onZoom();
    // the flex layout settles after mount and on window resizes: Leaflet must re-measure
    const observer = new ResizeObserver(() => m.invalidateSize());
    observer.observe(host.current);
    setMap(m);
    return () => {
      observer.disconnect();
      m.remove();
      layer.current = null;
      setMap(null);
    };
  }, [outline]);

  // other filters: frame their orders when they arrive
  const lastFitKey = useRef(fitKey);
  useEffect(() => {
    if (lastFitKey.current === fitKey) return;
    lastFitKey.current = fitKey;
    fitted.current = false;
  }, [fitKey]);

  // frame the orders the first time they arrive
  useEffect(() => {
    if (!map || fitted.current || placed.length === 0) return;
    fitted.current = true;
    map.fitBounds(L.latLngBounds(placed.map((p) => [p.lat, p.lng])), { padding: [40, 40], maxZoom: FIT_MAX_ZOOM });
  }, [map, placed, fitKey]);

  // markers and count badges
  useEffect(() => {
    const group = layer.current;
    if (!map || !group) return;
    group.clearLayers();
    const selected = new Set(selectedIds);
    const byId = new Map(placed.map((p) => [String(p.row.id), p]));
    const points = placed.map((p) => {
      const pt = map.latLngToLayerPoint([p.lat, p.lng]);
      return { id: String(p.row.id), x: pt.x, y: pt.y };
    });
    const clusters = zoom >= NO_CLUSTER_ZOOM ? points.map((p) => ({ ids: [p.id], x: p.x, y: p.y })) : clusterPoints(points, CLUSTER_CELL);
    for (const c of clusters) {
      if (c.ids.length === 1) {
        const p = byId.get(c.ids[0])!;
        const on = selected.has(c.ids[0]);
        const marker = L.circleMarker([p.lat, p.lng], {
          radius: on ? 9 : 7,
          color: on ? SELECTED_STROKE : '#ffffff',
          weight: on ? 3 : 1.5,
          fillColor: limitationColour(p.row.limitation_status_code),
          fillOpacity: 0.95,
          bubblingMouseEvents: false,
        });
        marker.bindTooltip(`${p.row.order_no} ${p.row.end_contact}<br/>${p.row.end_province}${p.row.end_city}${p.row.end_district}`);
        marker.on('click', () => onSelect([c.ids[0]], 'toggle'));
        marker.addTo(group);
        const el = marker.getElement();
        el?.setAttribute('data-testid', 'map-marker');
        el?.setAttribute('data-order-no', p.row.order_no);
        if (on) el?.setAttribute('data-selected', '');
        continue;
      }
      const chosen = c.ids.filter((id) => selected.has(id)).length;
      const worst = c.ids.map((id) => byId.get(id)!.row.limitation_status_code).sort().pop() ?? '';
      const icon = L.divIcon({
        className: 'order-map-badge',
        html: `<div data-testid="map-cluster" data-count="${c.ids.length}" style="width:30px;height:30px;border-radius:15px;display:flex;align-items:center;justify-content:center;font:600 12px sans-serif;color:#fff;background:${limitationColour(worst)};border:${chosen ? `3px solid ${SELECTED_STROKE}` : '2px solid #fff'};box-shadow:0 1px 3px rgba(0,0,0,.35)">${c.ids.length}</div>`,
        iconSize: [30, 30],
        iconAnchor: [15, 15],
      });
      const badge = L.marker(map.layerPointToLatLng([c.x, c.y]), { icon, keyboard: false });
      badge.on('click', (e: L.LeafletMouseEvent) => {
        // shift-click takes the whole group; a plain click zooms in until the orders separate
        if (e.originalEvent.shiftKey) onSelect(c.ids, 'add');
        else map.fitBounds(L.latLngBounds(c.ids.map((id) => [byId.get(id)!.lat, byId.get(id)!.lng])), { padding: [60, 60], maxZoom: Math.max(zoom + 2, NO_CLUSTER_ZOOM) });
      });
      badge.addTo(group);
    }
  }, [map, placed, selectedIds, zoom, onSelect]);

  // box selection: drag a rectangle (the map stops panning while the mode is on)
  useEffect(() => {
    if (!map || !boxMode) return;
    map.dragging.disable();
    let start: L.LatLng | null = null;
    let rect: L.Rectangle | null = null;
    let add = false;
    const down = (e: L.LeafletMouseEvent) => {
      start = e.latlng;
      add = e.originalEvent.shiftKey;
      rect = L.rectangle(L.latLngBounds(start, start), { color: SELECTED_STROKE, weight: 1, dashArray: '4', fillOpacity: 0.08, interactive: false }).addTo(map);
    };
    const move = (e: L.LeafletMouseEvent) => {
      if (start && rect) rect.setBounds(L.latLngBounds(start, e.latlng));
    };
    const up = () => {
      if (!rect) return;
      const b = rect.getBounds();
      rect.remove();
      rect = null;
      start = null;
      const refs = placed.map((p) => ({ id: String(p.row.id), lng: p.lng, lat: p.lat }));
      onSelect(idsInBounds(refs, { west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() }), add ? 'add' : 'replace');
    };
    map.on('mousedown', down);
    map.on('mousemove', move);
    map.on('mouseup', up);
    return () => {
      map.off('mousedown', down);
      map.off('mousemove', move);
      map.off('mouseup', up);
      rect?.remove();
      map.dragging.enable();
    };
  }, [map, boxMode, placed, onSelect]);

  return (
    <Box position="relative" h="100%" minH="320px" borderRadius="md" overflow="hidden" borderWidth="1px" data-testid="order-map" data-placed={placed.length}>
      <Box ref={host} position="absolute" inset="0" style={{ background: '#dce8f2', cursor: boxMode ? 'crosshair' : undefined }} />
      <HStack position="absolute" top="2" right="2" zIndex={1000} gap="1">
        <Button
          size="xs"
          variant={boxMode ? 'solid' : 'outline'}
          bg={boxMode ? undefined : 'bg'}
          onClick={() => setBoxMode((v) => !v)}
          aria-pressed={boxMode}
          data-testid="map-box-select"
          title={t('orderMap.boxHint')}
        >
          <LuSquareDashedMousePointer /> {t('orderMap.boxSelect')}
        </Button>
        <Button
          size="xs"
          variant="outline"
          bg="bg"
          onClick={() => placed.length && map?.fitBounds(L.latLngBounds(placed.map((p) => [p.lat, p.lng])), { padding: [40, 40], maxZoom: FIT_MAX_ZOOM })}
          data-testid="map-fit"
        >
          <LuMaximize /> {t('orderMap.fit')}
        </Button>
      </HStack>
      <Stack position="absolute" bottom="2" left="2" zIndex={1000} gap="0.5" bg="bg/90" borderRadius="md" px="2" py="1" fontSize="xs" data-testid="map-legend">
        {Object.entries(LIMITATION_COLOURS).map(([code, colour]) => (
          <HStack key={code} gap="1.5">
            <Box w="10px" h="10px" borderRadius="full" style={{ background: colour }} />
            <Text>{t(`orderMap.legend.${code}`)}</Text>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}
