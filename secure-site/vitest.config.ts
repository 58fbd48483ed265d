import { defineConfig } from 'vitest/config'

export default defineConfig({
  // tsconfig keeps JSX for Next; tests that render the frame's views need it compiled.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    // A stray .only would quietly skip the rest of the suite: refused locally too, not only in CI.
    allowOnly: false,
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Worker threads start a test file faster than forked processes (108 s against 120 s here).
    pool: 'threads',
    // PGlite boots a WASM Postgres per suite and anvil starts a process: slower than unit tests.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
