/**
 * The system version the browser polls to notice a new release: dist/version.json's `version` when the
 * build wrote one (so it matches what the served bundle knows), else package.json's version plus BUILD_ID.
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
