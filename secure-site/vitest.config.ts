import { defineConfig } from 'vitest/config'

export default defineConfig({
  // tsconfig keeps JSX for Next; tests that render the frame's views need it compiled.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // PGlite boots a WASM Postgres per suite and anvil starts a process: slower than unit tests.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
