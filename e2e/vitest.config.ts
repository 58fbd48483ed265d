import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // A stray .only would quietly skip the rest of the suite: refused locally too, not only in CI.
    allowOnly: false,
    // Only the stack's own unit tests; tests/*.spec.ts belong to Playwright.
    // Also the rules of the root's licence check (scripts/licenses) and the README snippets of
    // the consumer apps (scripts/packages), which have no package.
    include: [
      'stack/**/*.test.ts',
      'browser/**/*.test.ts',
      'fixtures/**/*.test.ts',
      '../scripts/licenses/*.test.mjs',
      '../scripts/packages/*.test.mjs',
    ],
    // These tests start real processes and servers (anvil, SMTP); 5 s is tight on 2 cores.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
