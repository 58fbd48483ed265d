import { defineConfig } from 'vitest/config'

export default defineConfig({
  // tsconfig keeps JSX for Next; tests that render the frame's views need it compiled.
  oxc: { jsx: { runtime: 'automatic' } },
  // The route files import the server layer through tsconfig.json's paths (@server/*, @shared/*).
  resolve: { tsconfigPaths: true },
  test: {
    // A stray .only would quietly skip the rest of the suite: refused locally too, not only in CI.
    allowOnly: false,
    // Route tests sit beside the routes (app/), proxy.test.ts beside proxy.ts.
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'app/**/*.test.ts', 'proxy.test.ts'],
    environment: 'node',
    // Worker threads start a test file faster than forked processes (108 s against 120 s here).
    pool: 'threads',
    // PGlite boots a WASM Postgres per suite and anvil starts a process: slower than unit tests.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
