/** The system version: the build's dist/version.json (the value the bundle was built with), and the announced override. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packageVersion, reportedVersion, systemVersion } from './version';

const dir = mkdtempSync(path.join(tmpdir(), 'lading-version-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('system version', () => {
  it('is what the build wrote to dist/version.json, else package.json plus BUILD_ID', () => {
    expect(systemVersion(dir, {})).toBe(packageVersion());
    expect(systemVersion(dir, { BUILD_ID: 'abc' })).toBe(`${packageVersion()}+abc`);
    writeFileSync(path.join(dir, 'version.json'), JSON.stringify({ version: '0.1.0+build7' }));
    expect(systemVersion(dir, { BUILD_ID: 'abc' })).toBe('0.1.0+build7');
  });

  it('reports the SYSTEM_VERSION_FILE content when there is one, re-read every time', () => {
    const file = path.join(dir, 'system-version');
    expect(reportedVersion('1.0', {})).toBe('1.0');
    expect(reportedVersion('1.0', { SYSTEM_VERSION_FILE: file })).toBe('1.0');
    writeFileSync(file, '2.0\n');
    expect(reportedVersion('1.0', { SYSTEM_VERSION_FILE: file })).toBe('2.0');
    writeFileSync(file, '');
    expect(reportedVersion('1.0', { SYSTEM_VERSION_FILE: file })).toBe('1.0');
  });
});
