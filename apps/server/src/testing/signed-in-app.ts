import { afterAll, beforeAll } from 'vitest';
import type { App } from '../app';
import { registerAccount, type Account } from './accounts';
import { buildTestApp, type TestApp, type TestAppOptions } from './build-test-app';
import { callApi, type Method } from './catalog';

export interface SignedInApp {
  testApp: TestApp;
  /** The app of `testApp`. */
  readonly app: App;
  /** The merchant every `call` signs in as. */
  merchant: Account;
  /** A signed-in call to the general API, `path` relative to /api/v1/. */
  call(method: Method, path: string, payload?: unknown): ReturnType<typeof callApi>;
}

/**
 * Options for a test file's app, or a function that makes them when the app is built: for
 * options that an earlier hook makes (a folder, a server).
 */
export type TestAppSetup = TestAppOptions | (() => TestAppOptions);

const optionsOf = (setup?: TestAppSetup) => (typeof setup === 'function' ? setup() : setup);

/**
 * A test file's app with one signed-in merchant: built before the file's tests, closed after
 * them. Its fields are set once the tests start; read them inside hooks and tests.
 */
export function useSignedInApp(options?: TestAppSetup): SignedInApp {
  const session = {
    get app() {
      return session.testApp.app;
    },
    call: (method: Method, path: string, payload?: unknown) =>
      callApi(session.app, session.merchant, method, path, payload),
  } as SignedInApp;
  beforeAll(async () => {
    session.testApp = await buildTestApp(optionsOf(options));
    session.merchant = await registerAccount(session.testApp.app);
  });
  afterAll(async () => {
    await session.testApp.close();
  });
  return session;
}

/**
 * A test file's app: built before the file's tests, closed after them. Its fields are those of
 * the app built; read them inside hooks and tests.
 */
export function useTestApp(options?: TestAppSetup): Omit<TestApp, 'close'> {
  let built: TestApp | undefined;
  const current = () => {
    if (!built) throw new Error('The test app is built before the tests: read it inside them');
    return built;
  };
  beforeAll(async () => {
    built = await buildTestApp(optionsOf(options));
  });
  afterAll(async () => {
    await built?.close();
  });
  return {
    get app() {
      return current().app;
    },
    get config() {
      return current().config;
    },
    get database() {
      return current().database;
    },
  };
}
