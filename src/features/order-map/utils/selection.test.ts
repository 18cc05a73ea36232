import { describe, expect, it } from 'vitest';
import { applySelection, clusterPoints, idsInBounds, pruneSelection } from './selection';

describe('applySelection', () => {
  it('replaces, adds and toggles', () => {
    expect(applySelection(['1', '2'], ['3', '3'], 'replace')).toEqual(['3']);
    expect(applySelection(['1', '2'], ['2', '3'], 'add')).toEqual(['1', '2', '3']);
    expect(applySelection(['1', '2'], ['2', '3'], 'toggle')).toEqual(['1', '3']);
    expect(applySelection([], ['5'], 'toggle')).toEqual(['5']);
  });
});

describe('idsInBounds', () => {
  const points = [
    { id: 'a', lng: 116.4, lat: 39.9 },
    { id: 'b', lng: 121.5, lat: 31.2 },
    { id: 'c', lng: 113.3, lat: 23.1 },
  ];
  it('takes the points inside the box, edges included', () => {
    expect(idsInBounds(points, { west: 110, south: 20, east: 122, north: 32 })).toEqual(['b', 'c']);
    expect(idsInBounds(points, { west: 116.4, south: 39.9, east: 116.4, north: 39.9 })).toEqual(['a']);
    expect(idsInBounds(points, { west: 0, south: 0, east: 1, north: 1 })).toEqual([]);
  });
});

describe('pruneSelection', () => {
  it('drops ids no longer listed and keeps the same array when nothing left', () => {
    const current = ['1', '2', '3'];
    expect(pruneSelection(current, new Set(['1', '3']))).toEqual(['1', '3']);
    expect(pruneSelection(current, new Set(['1', '2', '3', '4']))).toBe(current);
  });
});

describe('clusterPoints', () => {
  it('groups points of one grid cell and keeps far ones apart', () => {
    const clusters = clusterPoints(
      [
        { id: '1', x: 10, y: 10 },
        { id: '2', x: 20, y: 30 },
        { id: '3', x: 200, y: 200 },
      ],
      40,
    );
    expect(clusters).toHaveLength(2);
    expect(clusters[0]).toEqual({ ids: ['1', '2'], x: 15, y: 20 });
    expect(clusters[1].ids).toEqual(['3']);
  });
  it('merges groups of neighbouring cells that would overlap', () => {
    const clusters = clusterPoints(
      [
        { id: '1', x: 38, y: 10 },
        { id: '2', x: 39, y: 12 },
        { id: '3', x: 42, y: 11 },
      ],
      40,
    );
    expect(clusters).toHaveLength(1);
    expect(clusters[0].ids.sort()).toEqual(['1', '2', '3']);
  });
});
