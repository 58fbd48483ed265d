import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // PGlite boots a WASM Postgres per suite and anvil starts a process: slower than unit tests.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
