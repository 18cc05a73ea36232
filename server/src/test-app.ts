/**
 * A test file's app in one line: `const t = withTestApp()` builds it (createTestApp) before the file's tests and
 * closes it after; `const s = t.signIn('servicer')` names a demo session signed in right after the build. Both are
 * read inside tests and later hooks, as the `let t` / `beforeAll` / `afterAll` block they replace was.
 */
import { afterAll, beforeAll } from 'vitest';
import type { AppCode } from '../../src/domain/variants';
import { createTestApp, type Session, type TestApp } from './test-helpers';

export interface FileTestApp extends TestApp {
  /** a session signed in (in the order asked) once the app is built, before the file's own beforeAll hooks */
  signIn(username: string, password?: string, appCode?: AppCode): Session;
}

function ready<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is ready in the file's tests and hooks, not while the file loads`);
  return value;
}

export function withTestApp(...args: Parameters<typeof createTestApp>): FileTestApp {
  let built: TestApp | undefined;
  const logins: { args: Parameters<TestApp['login']>; session?: Session }[] = [];
  const app = () => ready(built, 'the test app');

  beforeAll(async () => {
    built = await createTestApp(...args);
    for (const login of logins) login.session = await built.login(...login.args);
  });
  afterAll(() => built?.close());

  return {
    get app() {
      return app().app;
    },
    get database() {
      return app().database;
    },
    get config() {
      return app().config;
    },
    login: (...a) => app().login(...a),
    listen: () => app().listen(),
    close: () => app().close(),
    signIn(...a) {
      const login: (typeof logins)[number] = { args: a };
      logins.push(login);
      const session = () => ready(login.session, `the ${a[0]} session`);
      return {
        get token() {
          return session().token;
        },
        get refreshToken() {
          return session().refreshToken;
        },
        get headers() {
          return session().headers;
        },
        get body() {
          return session().body;
        },
      };
    },
  };
}
