import { defineConfig } from 'vitest/config'

export default defineConfig({
  // tsconfig says `jsx: preserve` for Next; the frame's React components are compiled here.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // PGlite boots a WASM Postgres per suite and anvil starts a process: slower than unit tests.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
