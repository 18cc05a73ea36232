/** Zoom and rotation steps of the image viewer (pure, so they are unit-tested without a DOM). */

export const ZOOM_MIN = 0.2;
export const ZOOM_MAX = 8;
export const ZOOM_STEP = 1.25;

export interface ViewTransform {
  zoom: number;
  /** degrees, a multiple of 90 in [0, 360) */
  rotation: number;
  x: number;
  y: number;
}

export const IDENTITY: ViewTransform = { zoom: 1, rotation: 0, x: 0, y: 0 };

const clampZoom = (zoom: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(zoom * 1000) / 1000));

export const zoomIn = (v: ViewTransform): ViewTransform => ({ ...v, zoom: clampZoom(v.zoom * ZOOM_STEP) });
export const zoomOut = (v: ViewTransform): ViewTransform => {
  const zoom = clampZoom(v.zoom / ZOOM_STEP);
  // back at (or under) fit size a pan offset makes no sense
  return zoom <= 1 ? { ...v, zoom, x: 0, y: 0 } : { ...v, zoom };
};
export const rotate = (v: ViewTransform, by: 90 | -90): ViewTransform => ({ ...v, rotation: (((v.rotation + by) % 360) + 360) % 360 });

/** The neighbour of `index` among `total`, wrapping around. */
export function step(index: number, total: number, by: 1 | -1): number {
  if (total <= 0) return 0;
  return (index + by + total) % total;
}

export const cssTransform = (v: ViewTransform) => `translate(${v.x}px, ${v.y}px) scale(${v.zoom}) rotate(${v.rotation}deg)`;
