/**
 * The system version the browser polls to notice a new release: dist/version.json's `version` when the
 * build wrote one (vite.config.ts writes it with the same value it builds into the bundle as __APP_VERSION__,
 * so a fresh deploy matches what the served bundle knows), else package.json's version plus BUILD_ID.
 * SYSTEM_VERSION_FILE names a file whose content, when present and not empty, is reported instead, re-read on
 * every request: an operator (or the browser tests) announces a release to every open page without a restart.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_JSON = fileURLToPath(new URL('../../../package.json', import.meta.url));

export function packageVersion(): string {
  return (JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')) as { version: string }).version;
}

export function systemVersion(distDir: string | null, env: NodeJS.ProcessEnv = process.env): string {
  if (distDir) {
    const file = path.join(distDir, 'version.json');
    if (existsSync(file)) {
      try {
        const built = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown };
        if (typeof built.version === 'string' && built.version) return built.version;
      } catch {
        // an unreadable version.json falls back to package.json
      }
    }
  }
  return env.BUILD_ID ? `${packageVersion()}+${env.BUILD_ID}` : packageVersion();
}

/** The version to report now: the SYSTEM_VERSION_FILE override when set and readable, else `built`. */
export function reportedVersion(built: string, env: NodeJS.ProcessEnv = process.env): string {
  const file = env.SYSTEM_VERSION_FILE;
  if (!file) return built;
  try {
    const announced = readFileSync(file, 'utf8').trim();
    return announced && announced.length <= 200 ? announced : built;
  } catch {
    return built; // no file: nothing announced
  }
}
