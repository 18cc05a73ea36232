/** Marker colours shared by the map and the list: green while reporting, grey once stale. */
export const MARKER_COLOURS = { online: '#16a34a', stale: '#9ca3af' } as const;
