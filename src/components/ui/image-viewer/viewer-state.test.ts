import { describe, expect, it } from 'vitest';
import { IDENTITY, ZOOM_MAX, ZOOM_MIN, cssTransform, rotate, step, zoomIn, zoomOut } from './viewer-state';

describe('image viewer state', () => {
  it('zooms by 1.25 within limits and recentres at fit size', () => {
    expect(zoomIn(IDENTITY).zoom).toBe(1.25);
    let v = IDENTITY;
    for (let i = 0; i < 40; i++) v = zoomIn(v);
    expect(v.zoom).toBe(ZOOM_MAX);
    for (let i = 0; i < 80; i++) v = zoomOut(v);
    expect(v.zoom).toBe(ZOOM_MIN);
    expect(zoomOut({ zoom: 1.25, rotation: 0, x: 30, y: -10 })).toEqual({ zoom: 1, rotation: 0, x: 0, y: 0 });
  });

  it('rotates in quarter turns both ways', () => {
    expect(rotate(IDENTITY, 90).rotation).toBe(90);
    expect(rotate(IDENTITY, -90).rotation).toBe(270);
    expect(rotate({ ...IDENTITY, rotation: 270 }, 90).rotation).toBe(0);
  });

  it('pages with wrap-around', () => {
    expect(step(0, 3, 1)).toBe(1);
    expect(step(2, 3, 1)).toBe(0);
    expect(step(0, 3, -1)).toBe(2);
    expect(step(0, 0, 1)).toBe(0);
  });

  it('builds the css transform', () => {
    expect(cssTransform({ zoom: 2, rotation: 90, x: 5, y: 6 })).toBe('translate(5px, 6px) scale(2) rotate(90deg)');
  });
});
